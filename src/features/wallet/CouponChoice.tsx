import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnedProp } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { ChoiceGroup } from '../../shared/ui/ChoiceGroup.tsx';
import { couponBonusFor, usableCoupons } from './depositCoupons.ts';
import styles from './wallet.module.css';

/** The player's deposit coupons, loaded once with the form; none shown when there are none. */
export function useDepositCoupons(): OwnedProp[] {
  const [coupons, setCoupons] = useState<OwnedProp[]>([]);
  useEffect(() => {
    let live = true;
    // A failure to list coupons never blocks a deposit: the form simply offers none.
    api('userPropList', {}).then(
      ({ list }) => live && setCoupons(usableCoupons(list, Date.now())),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return coupons;
}

/** "No coupon" or one of them, with the bonus it adds to this amount (rewards: paid when the deposit is). */
export function CouponChoice({ coupons, chosen, onChoose, amount, cap }: { coupons: OwnedProp[]; chosen: number | null; onChoose: (id: number | null) => void; amount: number | null; cap: number | undefined }) {
  const { t } = useTranslation('wallet');
  if (coupons.length === 0) return null;
  const coupon = coupons.find((c) => c.id === chosen);
  const bonus = couponBonusFor(amount, coupon, cap);
  return (
    <>
      <ChoiceGroup
        name="depositCoupon"
        legend={t('deposit.coupon.legend')}
        legendClassName={styles.legend}
        choices={[{ value: 0, label: t('deposit.coupon.none') }, ...coupons.map((c) => ({ value: c.id, label: t('deposit.coupon.percent', { percent: c.percent }) }))]}
        value={chosen ?? 0}
        onChange={(id) => onChoose(id === 0 ? null : id)}
        className={styles.amounts}
        choiceClassName={styles.amountChip}
      />
      {coupon && bonus > 0 ? (
        <p className={styles.intro} data-testid="coupon-bonus">
          {t('deposit.coupon.bonus', { bonus: formatPeso(bonus) })}
        </p>
      ) : null}
    </>
  );
}
