import { useTranslation } from 'react-i18next';
import type { DiamondCoupon } from '../../../contract/calls/diamonds.ts';
import { manilaDate } from '../format/date.ts';
import { Button } from '../ui/Button.tsx';
import { ChoiceGroup } from '../ui/ChoiceGroup.tsx';
import { FormAlert } from '../ui/FormAlert.tsx';
import { Modal } from '../ui/Modal.tsx';
import { priceWith } from './couponPrice.ts';
import styles from './couponCheckout.module.css';
import './i18n.ts';

/**
 * The player's diamond coupons to pick one from ("No coupon" first), and the sum it makes: price, the
 * coupon's diamonds off, what is paid. Nothing shows when the player has no coupon.
 */
export function CouponPicker({ price, coupons, chosen, onChoose }: { price: number; coupons: readonly DiamondCoupon[]; chosen: number | null; onChoose(id: number | null): void }) {
  const { t } = useTranslation('diamond-coupons');
  if (coupons.length === 0) return null;
  const { discount, paid } = priceWith(price, coupons, chosen);
  return (
    // One short row (the address sheet must still fit a phone's screen): the coupons as tiles, then the sum.
    <div className={styles.checkout}>
      <ChoiceGroup
        name="diamondCoupon"
        legend={t('coupon')}
        legendClassName="visually-hidden"
        choices={[
          { value: 0, label: t('none') },
          ...coupons.map((c) => ({
            value: c.id,
            label: <span title={c.expiresAt === null ? t('noExpiry') : t('until', { date: manilaDate(c.expiresAt) })}>{t('option', { percent: c.percent })}</span>,
          })),
        ]}
        value={chosen ?? 0}
        onChange={(id) => onChoose(id === 0 ? null : id)}
        className={styles.choices}
        choiceClassName={styles.choice}
      />
      <p className={styles.sum} data-testid="checkout-sum" aria-live="polite">
        {discount > 0 ? <span>{t('sum', { price, discount })} </span> : null}
        <strong data-testid="checkout-pay">{t('diamonds', { count: paid })}</strong>
      </p>
    </div>
  );
}

/**
 * A purchase's checkout when the player holds coupons (a coin item at the mall, a scratch card): pick
 * one (or none), then confirm; the button says what will be paid.
 */
export function CouponCheckout(props: {
  title: string;
  price: number;
  coupons: readonly DiamondCoupon[];
  chosen: number | null;
  onChoose(id: number | null): void;
  /** The confirm button's words for the diamonds to pay. */
  submitLabel(paid: number): string;
  busy: boolean;
  failure: string | null;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useTranslation('diamond-coupons');
  const { price, coupons, chosen } = props;
  return (
    <Modal title={props.title} onClose={props.onClose}>
      <CouponPicker price={price} coupons={coupons} chosen={chosen} onChoose={props.onChoose} />
      {props.failure ? <FormAlert message={props.failure} /> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={props.onClose}>
          {t('cancel')}
        </Button>
        <Button busy={props.busy} onClick={props.onConfirm} data-testid="checkout-confirm">
          {props.submitLabel(priceWith(price, coupons, chosen).paid)}
        </Button>
      </div>
    </Modal>
  );
}
