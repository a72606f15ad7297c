import type { SessionResponse } from '../../../contract/calls/auth.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { startSession } from '../../shared/session/session.ts';
import { useAppStore } from '../../store/index.ts';
import './i18n.ts';

/**
 * After any sign-in or sign-up call: store the token, load the player, close the modal and greet.
 * The route hook (app/useRouteAuthModal) then leaves /auth/* for the redirect target.
 */
export async function completeSignIn(session: Pick<SessionResponse, 'token' | 'isNew' | 'withdrawOnlyUntil'>, welcomeCoin: number): Promise<void> {
  try {
    await startSession(session.token, session.withdrawOnlyUntil ?? null);
  } finally {
    // Signed in even if the player data failed to load (it reloads on focus): close either way.
    useAppStore.getState().closeAuthModal();
  }
  const { showToast } = useAppStore.getState();
  // A withdraw-only session is greeted by its banner, not a welcome.
  if (session.withdrawOnlyUntil) return;
  if (session.isNew) showToast({ key: welcomeCoin > 0 ? 'auth:welcome.withCoins' : 'auth:welcome.plain', params: { amount: formatPeso(welcomeCoin) }, tone: 'success' });
  else showToast({ key: 'auth:welcome.back', tone: 'success' });
}
