import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleWithdrawal } from '../../../../contract/ops/withdrawals.ts';
import { consoleCall, isConsoleCallError } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { formatManilaDateTime, formatPesoExact } from '../../format.ts';
import { useLoad } from '../../useLoad.ts';
import { Button } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { QueueHead, type QueueNotice } from '../../ui/QueueHead.tsx';
import { ReasonDialog } from '../../ui/ReasonDialog.tsx';

type Decision = 'approve' | 'reject';

/**
 * The withdrawals queue (finance, admin): pending requests, oldest first; each is approved (paid) or
 * rejected with a reason, through the same service as `npm run ops -- withdrawals`. A decision that
 * someone else made meanwhile answers 409: the page says so and reloads the queue.
 */
export default function WithdrawalsPage() {
  const { t } = useTranslation('console');
  const { state, reload, set } = useLoad(async (signal) => (await consoleCall('consoleWithdrawalsPending', {}, { signal })).withdrawals);
  const [deciding, setDeciding] = useState<{ withdrawal: ConsoleWithdrawal; decision: Decision } | null>(null);
  const [notice, setNotice] = useState<QueueNotice | null>(null);

  const decide = async (withdrawal: ConsoleWithdrawal, decision: Decision, reason: string) => {
    try {
      await consoleCall('consoleWithdrawalDecide', { id: withdrawal.id, decision, reason });
    } catch (failure) {
      if (!isConsoleCallError(failure) || failure.status !== 409) throw failure;
      setDeciding(null);
      setNotice({ tone: 'warning', text: t('withdrawals.decidedMeanwhile', { id: withdrawal.id, detail: consoleErrorMessage(failure) }) });
      reload();
      return;
    }
    setDeciding(null);
    if (state.status === 'ready') set(state.data.filter((row) => row.id !== withdrawal.id));
    const values = { id: withdrawal.id, amount: formatPesoExact(withdrawal.amount), player: withdrawal.userId };
    setNotice({ tone: 'success', text: decision === 'approve' ? t('withdrawals.approved', values) : t('withdrawals.rejected', values) });
  };

  return (
    <section>
      <QueueHead title={t('withdrawals.title')} onReload={reload} notice={notice} state={state} empty={t('withdrawals.empty')} />
      {state.status === 'ready' && state.data.length > 0 ? (
        <div className={page.tableWrap}>
          <table className={page.table}>
            <caption className={page.muted}>{t('withdrawals.caption', { count: state.data.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('withdrawals.id')}</th>
                <th scope="col">{t('withdrawals.player')}</th>
                <th scope="col" className={page.number}>
                  {t('withdrawals.amount')}
                </th>
                <th scope="col" className={page.number}>
                  {t('withdrawals.fee')}
                </th>
                <th scope="col">{t('withdrawals.card')}</th>
                <th scope="col">{t('withdrawals.requestedAt')}</th>
                <th scope="col">{t('withdrawals.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.map((row) => (
                <tr key={row.id} data-testid={`withdrawal-${row.id}`}>
                  <td>{row.id}</td>
                  <td>
                    <Link className={page.link} to={`/players/${row.userId}`}>
                      {row.userId}
                    </Link>
                  </td>
                  <td className={page.number}>{formatPesoExact(row.amount)}</td>
                  <td className={page.number}>{formatPesoExact(row.fee)}</td>
                  <td>{t('withdrawals.cardId', { id: row.cardId })}</td>
                  <td>{formatManilaDateTime(row.createdAt)}</td>
                  <td>
                    <span className={page.rowActions}>
                      <Button size="sm" onClick={() => setDeciding({ withdrawal: row, decision: 'approve' })} aria-label={t('withdrawals.approveLabel', { id: row.id })}>
                        {t('withdrawals.approve')}
                      </Button>
                      <Button size="sm" variant="danger" onClick={() => setDeciding({ withdrawal: row, decision: 'reject' })} aria-label={t('withdrawals.rejectLabel', { id: row.id })}>
                        {t('withdrawals.reject')}
                      </Button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {deciding ? (
        <ReasonDialog
          key={`${deciding.withdrawal.id}-${deciding.decision}`}
          title={t(deciding.decision === 'approve' ? 'withdrawals.approveTitle' : 'withdrawals.rejectTitle', { id: deciding.withdrawal.id })}
          description={t(deciding.decision === 'approve' ? 'withdrawals.approveText' : 'withdrawals.rejectText', {
            amount: formatPesoExact(deciding.withdrawal.amount),
            fee: formatPesoExact(deciding.withdrawal.fee),
            player: deciding.withdrawal.userId,
          })}
          confirmLabel={t(deciding.decision === 'approve' ? 'withdrawals.approve' : 'withdrawals.reject')}
          danger={deciding.decision === 'reject'}
          onConfirm={(reason) => decide(deciding.withdrawal, deciding.decision, reason)}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </section>
  );
}
