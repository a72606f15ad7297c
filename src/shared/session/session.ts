import { api } from '../../api/client.ts';
import { useAppStore } from '../../store/index.ts';
import { deviceId } from './deviceId.ts';
import { deviceDetails } from './deviceDetails.ts';

/**
 * Session steps shared by sign-in, sign-up, start-up and sign-out. Features call these instead of
 * touching the token themselves, so every path loads the player the same way.
 */

/** Loads the player after sign-in or on start-up with a saved token. */
export async function loadPlayer(): Promise<void> {
  const { errcode: _e, msg: _m, ...info } = await api('getAfterLoginInfoWeb', { deviceId: deviceId(), ...deviceDetails() });
  useAppStore.getState().setAfterLoginInfo(info);
  // The red dots, points and diamonds come only with refreshData: fetched now, not awaited, so the
  // dots show on the first page and not only after a spin, a claim or a return to the tab.
  refreshBalances().catch(() => {
    // The balances from the user info stay; the next refresh brings the dots.
  });
}

/** Stores a fresh token (with a withdraw-only session's exclusion end) and loads the player behind it. */
export async function startSession(token: string, withdrawOnlyUntil: number | null = null): Promise<void> {
  useAppStore.getState().setToken(token, withdrawOnlyUntil);
  await loadPlayer();
}

let refreshing: Promise<void> | null = null;

/** Fresh balances; concurrent callers (focus + a button tap) share one request. */
export function refreshBalances(): Promise<void> {
  if (!useAppStore.getState().token) return Promise.resolve();
  refreshing ??= api('refreshData', {})
    .then(({ errcode: _e, msg: _m, ...balances }) => useAppStore.getState().setBalances(balances))
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** The token this device is signing out of, while it does. */
let signingOut: string | null = null;

/**
 * Signs out on the server, then (after `leave` has navigated away) on this device. Clearing the
 * stored token also signs out other tabs (they see the storage event). A failed server call still
 * signs the device out: the player asked to leave, and the token is useless without the device's
 * copy.
 */
export async function signOut(leave?: () => void | Promise<void>): Promise<void> {
  signingOut = useAppStore.getState().token;
  try {
    try {
      await api('logout', {});
    } catch {
      // Offline or already expired: the local sign-out below is what the player needs.
    }
    // Leave a guarded page first, so its guard does not bounce the player to the sign-in form.
    await leave?.();
    useAppStore.getState().clearSession();
  } finally {
    signingOut = null;
  }
}

/**
 * Whether the session is being ended by the player: a call still in flight (a refresh, a poll) is
 * answered 401 once the server has ended the token, and that answer must not send the player to
 * the sign-in form; the sign-out finishes the job and goes where it was going.
 */
export function isSigningOut(): boolean {
  return signingOut !== null && signingOut === useAppStore.getState().token;
}
