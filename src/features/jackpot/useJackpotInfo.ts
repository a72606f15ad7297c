import { useCallback, useEffect, useState } from 'react';
import { getJackpotDrawInfo } from '../../api/calls/getJackpotDrawInfo.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { useAppStore } from '../../store/index.ts';

/**
 * Loads the jackpot info into the store (the popup, the page and the board read it there), again
 * when the player signs in or out, and on `reload` after a draw.
 */
export function useJackpotInfo() {
  const token = useAppStore((s) => s.token);
  const info = useAppStore((s) => s.jackpotInfo);
  const [failure, setFailure] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      const { errcode: _e, msg: _m, ...next } = await getJackpotDrawInfo({});
      useAppStore.getState().setJackpotInfo(next);
      setFailure(null);
    } catch (error) {
      setFailure(failureMessage(error));
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload, token]);

  return { info, failure, reload };
}
