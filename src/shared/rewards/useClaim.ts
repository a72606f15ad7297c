import { useCallback, useRef, useState } from 'react';
import type { CallResult } from '../../../contract/index.ts';
import { Errcode } from '../../../contract/errcodes.ts';
import { isApiError } from '../../api/ApiError.ts';
import { useAppStore } from '../../store/index.ts';
import { failureMessage } from '../i18n/errorMessage.ts';
import { refreshBalances } from '../session/session.ts';

export type ClaimResult = CallResult<'betBonusReceive'>;
export interface ClaimFailure {
  message: string;
  /** 5003: a free bonus needs the first top-up, so the message comes with a way to deposit. */
  needsDeposit: boolean;
}

/**
 * Every claim the same way: one at a time (a double tap claims once), then the reward popup with
 * what was paid (and its locked part), fresh balances and red dots, and the screen's own reload.
 * A refusal is shown translated where the player tapped.
 */
export function useClaim(reload?: () => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<ClaimFailure | null>(null);
  const running = useRef(false);

  const run = useCallback(
    async (key: string, call: () => Promise<ClaimResult>): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setBusy(key);
      setFailure(null);
      try {
        const result = await call();
        useAppStore.getState().showReward(result.items, result.locked);
        await refreshBalances().catch(() => undefined);
        reload?.();
        return true;
      } catch (error) {
        setFailure({ message: failureMessage(error), needsDeposit: isApiError(error) && error.errcode === Errcode.rewardNeedsDeposit });
        return false;
      } finally {
        running.current = false;
        setBusy(null);
      }
    },
    [reload],
  );

  return { busy, failure, run, clearFailure: () => setFailure(null) };
}
