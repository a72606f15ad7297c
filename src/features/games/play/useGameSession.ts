import { useEffect } from 'react';
import { api, apiAsPageLeaves } from '../../../api/client.ts';
import { useAppStore } from '../../../store/index.ts';

/** Exits scheduled by an unmount: a remount with the same session (StrictMode, a fast re-render) cancels it. */
const scheduledExits = new Map<string, ReturnType<typeof setTimeout>>();
const exited = new Set<string>();

function exitSession(sessionId: string, tryIt: boolean): void {
  if (exited.has(sessionId)) return;
  exited.add(sessionId);
  // keepalive: the request survives a link out of the app right after the unmount.
  api('exitGame', { sessionId }, { keepalive: true }).then(
    ({ coin }) => {
      const state = useAppStore.getState();
      if (!tryIt && state.balances) state.setBalances({ ...state.balances, coin });
    },
    () => {
      // The server closes idle sessions itself; nothing to tell the player.
    },
  );
}

/**
 * While the game page is open: presence reports the game (`online` with gameId), and leaving the
 * page (unmount, or the page hidden for good) closes the session with exitGame.
 */
export function useGameSession(gameId: number, sessionId: string, tryIt: boolean): void {
  useEffect(() => {
    if (!sessionId) return;
    const scheduled = scheduledExits.get(sessionId);
    if (scheduled) clearTimeout(scheduled);
    scheduledExits.delete(sessionId);
    useAppStore.getState().setPlayingGameId(gameId);
    // Even a page kept in the back-forward cache closes its session (it may never come back); if it
    // does, the next spin answers "session closed" and the page offers to open the game again.
    const onPageHide = () => {
      if (exited.has(sessionId)) return;
      exited.add(sessionId);
      apiAsPageLeaves('exitGame', { sessionId });
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      if (useAppStore.getState().playingGameId === gameId) useAppStore.getState().setPlayingGameId(null);
      scheduledExits.set(
        sessionId,
        setTimeout(() => {
          scheduledExits.delete(sessionId);
          exitSession(sessionId, tryIt);
        }, 0),
      );
    };
  }, [gameId, sessionId, tryIt]);
}
