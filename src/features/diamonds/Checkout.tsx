import { useTranslation } from 'react-i18next';
import type { DiamondCoupon, DiamondItem } from '../../../contract/calls/diamonds.ts';
import { diamondCouponPrice } from '../../../contract/diamondCoupons.ts';
import { manilaDate } from '../../shared/format/date.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { ChoiceGroup } from '../../shared/ui/ChoiceGroup.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import styles from './checkout.module.css';

/** What an item costs with the chosen coupon (the server charges exactly this: contract/diamondCoupons.ts). */
export function priceWith(price: number, coupons: readonly DiamondCoupon[], couponId: number | null): { discount: number; paid: number } {
  const coupon = coupons.find((c) => c.id === couponId);
  return coupon ? diamondCouponPrice(price, coupon.percent) : { discount: 0, paid: price };
}

/**
 * The player's diamond coupons to pick one from ("No coupon" first), and the sum it makes: price, the
 * coupon's diamonds off, what is paid. Nothing shows when the player has no coupon.
 */
export function CouponPicker({ price, coupons, chosen, onChoose }: { price: number; coupons: readonly DiamondCoupon[]; chosen: number | null; onChoose(id: number | null): void }) {
  const { t } = useTranslation('diamonds');
  if (coupons.length === 0) return null;
  const { discount, paid } = priceWith(price, coupons, chosen);
  return (
    // One short row (the address sheet must still fit a phone's screen): the coupons as tiles, then the sum.
    <div className={styles.checkout}>
      <ChoiceGroup
        name="diamondCoupon"
        legend={t('checkout.coupon')}
        legendClassName="visually-hidden"
        choices={[
          { value: 0, label: t('checkout.none') },
          ...coupons.map((c) => ({
            value: c.id,
            label: (
              <span title={c.expiresAt === null ? t('checkout.noExpiry') : t('checkout.until', { date: manilaDate(c.expiresAt) })}>{t('checkout.option', { percent: c.percent })}</span>
            ),
          })),
        ]}
        value={chosen ?? 0}
        onChange={(id) => onChoose(id === 0 ? null : id)}
        className={styles.choices}
        choiceClassName={styles.choice}
      />
      <p className={styles.sum} data-testid="checkout-sum" aria-live="polite">
        {discount > 0 ? <span>{t('checkout.sum', { price, discount })} </span> : null}
        <strong data-testid="checkout-pay">{t('checkout.diamonds', { count: paid })}</strong>
      </p>
    </div>
  );
}

/** A coin item's checkout when the player holds coupons: pick one (or none), then exchange. */
export function CoinCheckout(props: {
  item: DiamondItem;
  coupons: readonly DiamondCoupon[];
  chosen: number | null;
  onChoose(id: number | null): void;
  busy: boolean;
  failure: string | null;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useTranslation('diamonds');
  const { item, coupons, chosen } = props;
  return (
    <Modal title={t('checkout.coinTitle', { name: item.name })} onClose={props.onClose}>
      <CouponPicker price={item.price} coupons={coupons} chosen={chosen} onChoose={props.onChoose} />
      {props.failure ? <FormAlert message={props.failure} /> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={props.onClose}>
          {t('checkout.cancel')}
        </Button>
        <Button busy={props.busy} onClick={props.onConfirm}>
          {t('checkout.coinSubmit', { count: priceWith(item.price, coupons, chosen).paid })}
        </Button>
      </div>
    </Modal>
  );
}
