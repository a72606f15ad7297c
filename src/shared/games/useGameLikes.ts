import { useCallback, useEffect } from 'react';
import { api } from '../../api/client.ts';
import { useAppStore } from '../../store/index.ts';

let syncedToken: string | null = null;

/** Once per session: the favourites kept on the device are replaced by the server's list. */
export function useSyncGameLikes(): void {
  const token = useAppStore((s) => s.token);
  useEffect(() => {
    if (!token || syncedToken === token) return;
    syncedToken = token;
    api('gameLike', {}).then(
      ({ gameLikeIds }) => {
        if (useAppStore.getState().token === token) useAppStore.getState().setGameLikeIds(gameLikeIds);
      },
      () => {
        syncedToken = null; // the next page tries again
      },
    );
  }, [token]);
}

/** Favourite on or off: shown at once, then the server's list; a visitor is asked to sign in first. */
export function useToggleGameLike(): (gameId: number) => void {
  return useCallback((gameId: number) => {
    const state = useAppStore.getState();
    if (!state.token) {
      state.openAuthModal({ kind: 'login' });
      return;
    }
    const before = state.gameLikeIds;
    const like = !before.includes(gameId);
    state.setGameLikeIds(like ? [gameId, ...before] : before.filter((id) => id !== gameId));
    api('gameLike', { gameId, like }).then(
      ({ gameLikeIds }) => useAppStore.getState().setGameLikeIds(gameLikeIds),
      () => {
        useAppStore.getState().setGameLikeIds(before);
        useAppStore.getState().showToast({ key: 'games:likes.failed', tone: 'error' });
      },
    );
  }, []);
}
