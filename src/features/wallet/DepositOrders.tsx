import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { useAppStore } from '../../store/index.ts';
import styles from './wallet.module.css';

/** Statuses the list names; a status this build does not know shows as it is. */
const KNOWN = new Set(['pending', 'paid', 'failed', 'expired', 'cancelled', 'refund_due', 'refunded']);
/** Orders that never became coin because player protection stepped in (docs/protection.md "Deposit orders"). */
const HELD = new Set(['cancelled', 'refund_due', 'refunded']);

type Channels = Record<string, { name: string } | undefined> | undefined;

/**
 * The player's latest deposit orders (the coin record's Deposits): the ones that became coin, and the
 * ones that never did, cancelled when a pause or a lower deposit limit took effect, or paid anyway and
 * held for a refund, each with its status in words.
 */
export function DepositOrders() {
  const channels = useAppStore((s) => s.appConfig?.rechargeTypeMap);
  const [orders, setOrders] = useState<DepositOrder[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    api('rechargeOrders', {}).then(
      (answer) => live && setOrders(answer.list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  return <DepositOrderList orders={orders} failed={failed} channels={channels} />;
}

export function DepositOrderList({ orders, failed, channels }: { orders: DepositOrder[] | null; failed: boolean; channels: Channels }) {
  const { t, i18n } = useTranslation('wallet');
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const tone = (status: string) => (status === 'paid' ? styles.status_paid : status === 'pending' ? styles.status_pending : styles.status_rejected);
  return (
    <Card aria-label={t('records.orders.title')}>
      <h2 className={styles.legend}>{t('records.orders.title')}</h2>
      {failed ? <FormAlert message={t('records.orders.failed')} /> : null}
      {!orders && !failed ? <Spinner size={22} /> : null}
      {orders?.length === 0 ? <p className={styles.note}>{t('records.orders.none')}</p> : null}
      <ul className={styles.history} data-testid="deposit-orders">
        {orders?.map((order) => (
          <li key={order.orderNo} className={styles.historyRow} data-testid="deposit-order" data-status={order.status}>
            <span>
              {formatPeso(order.amount)}
              <span className={styles.cardOwner}>{t('records.orders.line', { channel: channels?.[String(order.typeId)]?.name ?? '', time: time.format(order.createdAt) })}</span>
            </span>
            <span className={`${styles.status} ${tone(order.status)}`}>{KNOWN.has(order.status) ? t(`records.orders.status.${order.status}`) : order.status}</span>
          </li>
        ))}
      </ul>
      {orders?.some((order) => HELD.has(order.status)) ? <p className={styles.note}>{t('records.orders.heldNote')}</p> : null}
    </Card>
  );
}
