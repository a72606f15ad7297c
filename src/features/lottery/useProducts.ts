import { useCallback, useEffect, useState } from 'react';
import type { LotteryCoupon, LotteryProduct } from '../../../contract/calls/lottery.ts';
import { api } from '../../api/client.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';

export interface ProductsState {
  running: boolean;
  products: LotteryProduct[];
  coupons: LotteryCoupon[];
  withheld: boolean;
}

/** The products with their draws on sale (and the player's coupons), read on arrival and on demand. */
export function useProducts() {
  const [data, setData] = useState<ProductsState | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const load = useCallback(() => {
    api('lotteryProducts', {}).then(
      ({ running, products, coupons, withheld }) => {
        setData({ running, products, coupons, withheld });
        setFailure(null);
      },
      (error: unknown) => setFailure(failureMessage(error)),
    );
  }, []);
  useEffect(load, [load]);
  return { data, failure, reload: load };
}
