import { configureApi } from '../api/client.ts';
import { logApiOutcome } from '../shared/events/apiEvents.ts';
import { track } from '../shared/events/eventLog.ts';
import { isSigningOut, refreshBalances, startSession } from '../shared/session/session.ts';
import { loginPathFor } from '../shared/session/redirect.ts';
import { storage, StorageKey } from '../shared/storage.ts';
import { useAppStore } from '../store/index.ts';

type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

/**
 * Calls whose timeout the player is not told about: presence (spec §8) and the event log, which
 * the player never sees and which requeues what it could not send.
 */
const SILENT_TIMEOUTS = new Set(['online', 'anonymous/appEventLogClient']);
export const MAINTENANCE_PATH = '/maintenance';
/** Refreshing the balance on every focus would spam the server when players switch apps often. */
const FOCUS_REFRESH_MIN_MS = 5_000;

/**
 * Spec §4: any 401 on a non-public call ends the session and goes to sign-in (account tab when an
 * account name is saved). The current page rides along as `redirect` so sign-in brings them back.
 */
export function forceLogout(navigate: Navigate): void {
  track('sign_out', { reason: 'unauthorized' });
  useAppStore.getState().clearSession();
  void navigate(loginPathFor(`${window.location.pathname}${window.location.search}`), { replace: true });
}

/** Spec §8: maintenance (config status or a 503 answer) takes the player to the maintenance page. */
export function goToMaintenance(navigate: Navigate): void {
  if (window.location.pathname !== MAINTENANCE_PATH) void navigate(MAINTENANCE_PATH, { replace: true });
}

/** Another tab signed out (token removed) or in (token written): follow it. */
function onStorage(event: StorageEvent, navigate: Navigate): void {
  if (event.key !== StorageKey.token && event.key !== null) return;
  const stored = storage.get(StorageKey.token);
  const current = useAppStore.getState().token;
  if (stored === current) return;
  if (!stored) {
    forceLogout(navigate);
    return;
  }
  useAppStore.getState().closeAuthModal();
  startSession(stored, Number(storage.get(StorageKey.withdrawOnlyUntil)) || null).catch(() => {
    // A failure here is a 401 (handled by the client) or the network: the next focus retries.
  });
}

export function wireSession(navigate: Navigate): () => void {
  configureApi({
    getToken: () => useAppStore.getState().token,
    onUnauthorized: () => {
      if (!isSigningOut()) forceLogout(navigate);
    },
    onTimeout: (path) => {
      if (!SILENT_TIMEOUTS.has(path)) useAppStore.getState().showTips('errors:timeout');
    },
    onMaintenance: () => goToMaintenance(navigate),
    onSettled: logApiOutcome,
  });

  let lastRefresh = 0;
  const refreshOnReturn = () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastRefresh < FOCUS_REFRESH_MIN_MS) return;
    lastRefresh = Date.now();
    refreshBalances().catch(() => {
      // Balances stay as they were; the refresh button on the balance card tries again.
    });
  };
  const storageListener = (event: StorageEvent) => onStorage(event, navigate);

  // The live channel follows the token (features/live): its module loads only once someone is signed in.
  const live = (token: string | null, previous: string | null = null) => {
    if (token || previous) void import('../features/live/index.ts').then((m) => m.syncLive(token, previous));
  };
  live(useAppStore.getState().token);
  const stopLive = useAppStore.subscribe((state, prev) => {
    if (state.token !== prev.token) live(state.token, prev.token);
  });

  window.addEventListener('storage', storageListener);
  window.addEventListener('focus', refreshOnReturn);
  document.addEventListener('visibilitychange', refreshOnReturn);
  return () => {
    stopLive();
    window.removeEventListener('storage', storageListener);
    window.removeEventListener('focus', refreshOnReturn);
    document.removeEventListener('visibilitychange', refreshOnReturn);
  };
}
