import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleDiamondOrder } from '../../../../contract/ops/diamonds.ts';
import { consoleCall, isConsoleCallError } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { formatManilaDateTime } from '../../format.ts';
import { useConsoleSession } from '../../session.ts';
import { useLoad } from '../../useLoad.ts';
import { Button, SelectField } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { QueueHead, type QueueNotice } from '../../ui/QueueHead.tsx';
import { ReasonDialog } from '../../ui/ReasonDialog.tsx';

type Status = ConsoleDiamondOrder['status'];
type Move = 'shipped' | 'delivered' | 'cancelled';
/** The moves each state allows (the server's NEXT_STATES; it refuses any other with 9109). */
const MOVES: Record<Status, readonly Move[]> = { pending: ['shipped', 'cancelled'], shipped: ['delivered', 'cancelled'], delivered: [], cancelled: [] };
/** Who moves orders (contract consoleDiamondOrderSet): finance and admin; support reads them. */
const mayMove = (role: string | undefined) => role === 'finance' || role === 'admin';

/**
 * The diamond mall's goods orders (support, finance, admin; docs/diamonds.md): by state, with the
 * delivery address. Finance and admins ship (with the courier's tracking number), mark delivered, or
 * cancel (the diamonds go back to the player once); each change is audited and mailed to the player.
 */
export default function DiamondOrdersPage() {
  const [status, setStatus] = useState<Status>('pending');
  return <OrderList key={status} status={status} onStatus={setStatus} />;
}

function OrderList({ status, onStatus }: { status: Status; onStatus(status: Status): void }) {
  const { t } = useTranslation('console');
  const { operator } = useConsoleSession();
  const canMove = mayMove(operator?.role);
  const { state, reload, set } = useLoad(async (signal) => (await consoleCall('consoleDiamondOrders', { status }, { signal })).orders);
  const [moving, setMoving] = useState<{ order: ConsoleDiamondOrder; to: Move } | null>(null);
  const [notice, setNotice] = useState<QueueNotice | null>(null);

  const move = async (order: ConsoleDiamondOrder, to: Move, note: string) => {
    try {
      // Shipping asks for the tracking number (the player reads it); the others for a reason (the audit keeps it; a cancellation's is mailed).
      await consoleCall('consoleDiamondOrderSet', to === 'shipped' ? { id: order.id, status: to, trackingNo: note } : { id: order.id, status: to, reason: note });
    } catch (failure) {
      if (!isConsoleCallError(failure) || failure.status !== 409) throw failure;
      setMoving(null);
      setNotice({ tone: 'warning', text: t('diamonds.movedMeanwhile', { id: order.id, detail: consoleErrorMessage(failure) }) });
      reload();
      return;
    }
    setMoving(null);
    if (state.status === 'ready') set(state.data.filter((row) => row.id !== order.id));
    setNotice({ tone: 'success', text: t(`diamonds.moved.${to}`, { id: order.id }) });
  };

  return (
    <section>
      <QueueHead title={t('diamonds.title')} onReload={reload} notice={notice} state={state} empty={t('diamonds.empty')} />
      <p className={page.muted}>{t('diamonds.intro')}</p>
      <div className={page.filters}>
        <SelectField label={t('diamonds.show')} value={status} onValueChange={(value) => onStatus(value as Status)}>
          {(['pending', 'shipped', 'delivered', 'cancelled'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`diamonds.status.${s}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {state.status === 'ready' && state.data.length > 0 ? (
        <div className={page.tableWrap}>
          <table className={page.table}>
            <thead>
              <tr>
                <th scope="col">{t('diamonds.order')}</th>
                <th scope="col">{t('diamonds.player')}</th>
                <th scope="col">{t('diamonds.item')}</th>
                <th scope="col">{t('diamonds.address')}</th>
                <th scope="col">{t('diamonds.tracking')}</th>
                <th scope="col">{t('diamonds.updated')}</th>
                {canMove && MOVES[status].length > 0 ? <th scope="col">{t('diamonds.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {state.data.map((row) => (
                <tr key={row.id} data-testid={`diamond-order-${row.id}`}>
                  <td>{row.id}</td>
                  <td>
                    <Link className={page.link} to={`/players/${row.userId}`}>
                      {row.userId}
                    </Link>
                  </td>
                  <td>
                    {row.name} ({t('diamonds.diamonds', { count: row.diamonds })})
                  </td>
                  <td>
                    {row.address.name}, {row.address.mobile}
                    <br />
                    {row.address.line}, {row.address.city}, {row.address.province} {row.address.postalCode}
                  </td>
                  <td>{row.trackingNo || '—'}</td>
                  <td>{formatManilaDateTime(row.updatedAt)}</td>
                  {canMove && MOVES[status].length > 0 ? (
                    <td>
                      {MOVES[row.status].map((to) => (
                        <Button key={to} size="sm" variant={to === 'cancelled' ? 'danger' : 'primary'} onClick={() => setMoving({ order: row, to })} aria-label={t(`diamonds.moveLabel.${to}`, { id: row.id })}>
                          {t(`diamonds.move.${to}`)}
                        </Button>
                      ))}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {moving ? (
        <ReasonDialog
          key={`${moving.order.id}-${moving.to}`}
          title={t(`diamonds.moveLabel.${moving.to}`, { id: moving.order.id })}
          description={t(`diamonds.moveText.${moving.to}`, { name: moving.order.name, count: moving.order.diamonds, player: moving.order.userId })}
          label={moving.to === 'shipped' ? t('diamonds.trackingLabel') : undefined}
          confirmLabel={t(`diamonds.move.${moving.to}`)}
          danger={moving.to === 'cancelled'}
          onConfirm={(note) => move(moving.order, moving.to, note)}
          onClose={() => setMoving(null)}
        />
      ) : null}
    </section>
  );
}
