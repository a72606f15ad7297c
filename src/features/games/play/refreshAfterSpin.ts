import { api } from '../../../api/client.ts';
import { useAppStore } from '../../../store/index.ts';

/** At most one refresh per this many milliseconds, however fast the spins (autoplay). */
export const REFRESH_GAP_MS = 3000;

/**
 * After real spins, the VIP level, experience, points and red dots the bets earned (refreshData),
 * coalesced: one refresh at most every REFRESH_GAP_MS, the last spin always followed by one. The
 * coin stays the slot's: it moves when the reels stop, and a refresh landing mid-spin would show
 * the next round's result early.
 */
export function createSpinRefresher(refresh: () => Promise<void> = refreshAllButCoin, now: () => number = Date.now) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = -Infinity;
  return {
    afterSpin() {
      if (timer !== undefined) return;
      timer = setTimeout(
        () => {
          timer = undefined;
          last = now();
          refresh().catch(() => undefined);
        },
        Math.max(0, last + REFRESH_GAP_MS - now()),
      );
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

async function refreshAllButCoin(): Promise<void> {
  const { errcode: _e, msg: _m, ...fresh } = await api('refreshData', {});
  const state = useAppStore.getState();
  state.setBalances({ ...fresh, coin: state.balances?.coin ?? fresh.coin });
}
