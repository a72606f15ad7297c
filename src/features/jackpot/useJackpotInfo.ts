import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/client.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { useAppStore } from '../../store/index.ts';

async function fetchInfo(): Promise<void> {
  const { errcode: _e, msg: _m, ...next } = await api('getJackpotDrawInfo', {});
  useAppStore.getState().setJackpotInfo(next);
}

/**
 * Loads the jackpot info into the store (the popup, the page and the board read it there), again
 * when the player signs in or out, and on `reload` after a draw.
 */
export function useJackpotInfo() {
  const info = useAppStore((s) => s.jackpotInfo);
  const [failure, setFailure] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      await fetchInfo();
      setFailure(null);
    } catch (error) {
      setFailure(failureMessage(error));
    }
  }, []);

  useEffect(() => {
    let live = true;
    const load = () =>
      fetchInfo().then(
        () => live && setFailure(null),
        (error: unknown) => live && setFailure(failureMessage(error)),
      );
    void load();
    // Signing in or out changes the chances and hints: ask again.
    const unsubscribe = useAppStore.subscribe((state, previous) => {
      if (state.token !== previous.token) void load();
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);

  return { info, failure, reload };
}
