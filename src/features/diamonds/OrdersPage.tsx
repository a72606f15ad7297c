import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiamondAddress, DiamondOrder } from '../../../contract/calls/diamonds.ts';
import { api } from '../../api/client.ts';
import { isApiError } from '../../api/ApiError.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { usePaged } from '../../shared/rewards/useLoad.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { useAppStore } from '../../store/index.ts';
import { useLive } from '../live/index.ts';
import { AddressForm } from './AddressForm.tsx';
import { GoodsArt } from './GoodsArt.tsx';
import { MallTabs } from './MallTabs.tsx';
import styles from './diamonds.module.css';

/**
 * /diamond-mall/orders: the player's goods orders with their state as operators set it; a pending one's
 * address can change. An operator's move arrives live (`diamondOrder`): the list is read again and the
 * diamonds held (a cancellation gives them back) set at once, without a reload.
 */
export function OrdersPage() {
  const { t, i18n } = useTranslation('diamonds');
  const orders = usePaged((beforeId) => api('diamondGoodsExchangeOrderLog', { beforeId, pageSize: 20 }));
  const [editing, setEditing] = useState<DiamondOrder | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; field?: string } | null>(null);
  useLive('diamondOrder', (event) => {
    orders.reload();
    const { balances, setBalances } = useAppStore.getState();
    if (balances) setBalances({ ...balances, diamond: event.diamonds });
  });

  const save = async (order: DiamondOrder, address: DiamondAddress) => {
    setBusy(true);
    setFailure(null);
    try {
      await api('updateAddress', { orderId: order.id, address });
      setEditing(null);
      orders.reload();
    } catch (error) {
      setFailure({ message: failureMessage(error), field: isApiError(error) ? error.field : undefined });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t('orders.title')} fallback="/diamond-mall" />
      <MallTabs />
      <Card aria-labelledby="diamond-orders">
        <h2 id="diamond-orders" className={styles.sectionTitle}>
          {t('orders.title')}
        </h2>
        {!orders.loaded ? (
          <LoadState failure={orders.failure} onRetry={orders.reload} />
        ) : orders.rows.length === 0 ? (
          <p className={styles.muted}>{t('orders.empty')}</p>
        ) : (
          <ul className={styles.rows} data-testid="diamond-orders">
            {orders.rows.map((order) => (
              <li key={order.id} className={styles.row} aria-label={t('orders.number', { id: order.id })}>
                <GoodsArt image={order.image} size={40} />
                <span>
                  <span className={styles.itemName}>{order.name}</span>
                  <br />
                  <span className={styles.muted}>
                    {t('orders.number', { id: order.id })} · {new Date(order.createdAt).toLocaleDateString(i18n.language)} · {t('price', { count: order.diamonds })}
                  </span>
                  {order.discount > 0 ? (
                    <>
                      <br />
                      <span className={styles.muted}>{t(order.status === 'cancelled' ? 'orders.couponBack' : 'orders.couponOff', { count: order.discount })}</span>
                    </>
                  ) : null}
                  {order.trackingNo ? (
                    <>
                      <br />
                      <span className={styles.muted}>{t('orders.tracking', { no: order.trackingNo })}</span>
                    </>
                  ) : null}
                </span>
                <strong data-testid={`order-status-${order.id}`}>{t(`orders.status.${order.status}`)}</strong>
                {order.status === 'pending' ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => {
                      setFailure(null);
                      setEditing(order);
                    }}
                  >
                    {t('orders.changeAddress')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {orders.hasMore ? (
          <Button variant="secondary" size="sm" busy={orders.busy} onClick={orders.more}>
            {t('orders.more')}
          </Button>
        ) : null}
      </Card>
      {editing ? (
        <Modal title={t('orders.changeAddress')} onClose={() => setEditing(null)}>
          <AddressForm initial={editing.address} submitLabel={t('address.save')} busy={busy} failure={failure} onSubmit={(address) => void save(editing, address)} onCancel={() => setEditing(null)} />
        </Modal>
      ) : null}
    </div>
  );
}
