import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleDepositRefund } from '../../../../contract/ops/refunds.ts';
import { consoleCall, isConsoleCallError } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { formatManilaDateTime, formatPesoExact } from '../../format.ts';
import { useConsoleSession } from '../../session.ts';
import { useLoad } from '../../useLoad.ts';
import { Button, SelectField } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { QueueHead, type QueueNotice } from '../../ui/QueueHead.tsx';
import { ReasonDialog } from '../../ui/ReasonDialog.tsx';
import { mayMarkRefunded } from './refundRoles.ts';

type Status = 'refund_due' | 'refunded';

/**
 * Deposit refunds (finance, compliance, admin; docs/console.md): payments player protection refused at
 * settlement, held in refunds payable and never the player's coin. Finance refunds each at the
 * provider and marks it refunded here with a note (audited); compliance sees the same list. A mark
 * someone else made meanwhile answers 409: the page says so and reloads.
 */
export default function RefundsPage() {
  const [status, setStatus] = useState<Status>('refund_due');
  // A new status is a new list (its own load).
  return <RefundList key={status} status={status} onStatus={setStatus} />;
}

function RefundList({ status, onStatus }: { status: Status; onStatus(status: Status): void }) {
  const { t } = useTranslation('console');
  const { operator } = useConsoleSession();
  const canMark = status === 'refund_due' && mayMarkRefunded(operator?.role);
  const { state, reload, set } = useLoad(async (signal) => (await consoleCall('consoleDepositRefunds', { status }, { signal })).refunds);
  const [marking, setMarking] = useState<ConsoleDepositRefund | null>(null);
  const [notice, setNotice] = useState<QueueNotice | null>(null);
  const reason = (value: string) => (value ? t(`refunds.reasons.${value}`, { defaultValue: value }) : '—');

  const mark = async (refund: ConsoleDepositRefund, note: string) => {
    const values = { orderNo: refund.orderNo, amount: formatPesoExact(refund.amount), player: refund.userId };
    try {
      await consoleCall('consoleDepositRefundMark', { orderNo: refund.orderNo, reason: note });
    } catch (failure) {
      if (!isConsoleCallError(failure) || failure.status !== 409) throw failure;
      setMarking(null);
      setNotice({ tone: 'warning', text: t('refunds.markedMeanwhile', { ...values, detail: consoleErrorMessage(failure) }) });
      reload();
      return;
    }
    setMarking(null);
    if (state.status === 'ready') set(state.data.filter((row) => row.orderNo !== refund.orderNo));
    setNotice({ tone: 'success', text: t('refunds.marked', values) });
  };

  return (
    <section>
      <QueueHead title={t('refunds.title')} onReload={reload} notice={notice} state={state} empty={t(status === 'refund_due' ? 'refunds.empty' : 'refunds.emptyDone')} />
      <p className={page.muted}>{t('refunds.intro')}</p>
      <div className={page.filters}>
        <SelectField label={t('refunds.show')} value={status} onValueChange={(value) => onStatus(value as Status)}>
          <option value="refund_due">{t('refunds.due')}</option>
          <option value="refunded">{t('refunds.done')}</option>
        </SelectField>
      </div>
      {state.status === 'ready' && state.data.length > 0 ? (
        <div className={page.tableWrap}>
          <table className={page.table}>
            <caption className={page.muted}>{t('refunds.caption', { count: state.data.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('refunds.order')}</th>
                <th scope="col">{t('refunds.player')}</th>
                <th scope="col" className={page.number}>
                  {t('refunds.amount')}
                </th>
                <th scope="col">{t('refunds.channel')}</th>
                <th scope="col">{t('refunds.reason')}</th>
                <th scope="col">{t('refunds.payment')}</th>
                <th scope="col">{t(status === 'refund_due' ? 'refunds.heldAt' : 'refunds.refundedAt')}</th>
                {canMark ? <th scope="col">{t('refunds.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {state.data.map((row) => (
                <tr key={row.orderNo} data-testid={`refund-${row.orderNo}`}>
                  <td>{row.orderNo}</td>
                  <td>
                    <Link className={page.link} to={`/players/${row.userId}`}>
                      {row.userId}
                    </Link>
                  </td>
                  <td className={page.number}>{formatPesoExact(row.amount)}</td>
                  <td>{row.channel || row.typeId}</td>
                  <td>{reason(row.reason)}</td>
                  <td>
                    {row.provider} {row.providerPaymentId}
                  </td>
                  <td>{formatWhen(status === 'refund_due' ? row.heldAt : row.refundedAt)}</td>
                  {canMark ? (
                    <td>
                      <Button size="sm" onClick={() => setMarking(row)} aria-label={t('refunds.markLabel', { orderNo: row.orderNo })}>
                        {t('refunds.mark')}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {marking ? (
        <ReasonDialog
          key={marking.orderNo}
          title={t('refunds.markTitle', { orderNo: marking.orderNo })}
          description={t('refunds.markText', { amount: formatPesoExact(marking.amount), player: marking.userId, provider: marking.provider, payment: marking.providerPaymentId || '—' })}
          confirmLabel={t('refunds.mark')}
          onConfirm={(note) => mark(marking, note)}
          onClose={() => setMarking(null)}
        />
      ) : null}
    </section>
  );
}

const formatWhen = (ms: number | null) => (ms === null ? '—' : formatManilaDateTime(ms));
