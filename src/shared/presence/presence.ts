import { api } from '../../api/client.ts';
import { useAppStore } from '../../store/index.ts';

/** Spec §8: how often a visible, signed-in page tells the server the player is here. */
export const PRESENCE_INTERVAL_MS = 60_000;

/**
 * Presence: `online` every minute while the player is signed in and the page is visible. A hidden
 * tab stops pinging (the player is away, and a background timer costs battery); coming back, or
 * signing in, pings at once and restarts the minute. While a game is open, the ping carries its
 * gameId (and opening one pings at once). Returns the teardown.
 */
export function startPresence(intervalMs = PRESENCE_INTERVAL_MS): () => void {
  let timer: ReturnType<typeof setInterval> | null = null;

  const ping = () => {
    // While a game is open, presence names it (spec §7: online with gameId).
    const gameId = useAppStore.getState().playingGameId;
    api('online', gameId ? { gameId } : {}).catch(() => {
      // Silent by design (no Tips popup); a 401 has already signed the player out.
    });
  };
  const stop = () => {
    if (timer === null) return;
    clearInterval(timer);
    timer = null;
  };
  const sync = () => {
    // A withdraw-only session (a paused account) makes only the calls it needs to withdraw: no presence.
    const { token, withdrawOnlyUntil } = useAppStore.getState();
    const active = Boolean(token) && !withdrawOnlyUntil && document.visibilityState === 'visible';
    if (!active) {
      stop();
      return;
    }
    if (timer !== null) return;
    ping();
    timer = setInterval(ping, intervalMs);
  };
  const restartForNewSession = () => {
    stop();
    sync();
  };

  const unsubscribe = useAppStore.subscribe((state, previous) => {
    if (state.token !== previous.token) restartForNewSession();
    // Opening a game tells the server at once (leaving one waits for the next minute's ping).
    else if (state.playingGameId && state.playingGameId !== previous.playingGameId && timer !== null) ping();
  });
  document.addEventListener('visibilitychange', sync);
  sync();
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', sync);
    stop();
  };
}
