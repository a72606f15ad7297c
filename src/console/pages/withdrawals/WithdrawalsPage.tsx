import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleWithdrawalDeskRow } from '../../../../contract/ops/withdrawals.ts';
import { consoleCall, isConsoleCallError } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { formatManilaDateTime, formatPesoExact } from '../../format.ts';
import { useConsoleSession } from '../../session.ts';
import { useLoad } from '../../useLoad.ts';
import { Button } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { QueueHead, type QueueNotice } from '../../ui/QueueHead.tsx';
import { ReasonDialog } from '../../ui/ReasonDialog.tsx';
import { ApprovalCell, DepositsCell, DestinationCell, PlayerCell } from './DeskCells.tsx';

type Decision = 'approve' | 'reject';
/** contract/ops/withdrawals.ts WITHDRAWAL_REASON_MAX (not imported: zod stays out of the console; DeskCells.test.ts holds them equal). */
export const PLAYER_REASON_MAX = 500;
type Row = ConsoleWithdrawalDeskRow;

/**
 * The withdrawals desk (finance, admin): pending requests, oldest first, each with where the money goes
 * (flagged when the owner is not the verified player or other players share the account), the player's
 * deposits, and the approvals it needs. Approving pays it, or above the second-approval amount records
 * the first of two (another operator's pays it); rejecting returns the money with a reason the player
 * reads. A decision someone else made meanwhile answers 409: the page says so and reloads the queue.
 */
export default function WithdrawalsPage() {
  const { t } = useTranslation('console');
  const { operator } = useConsoleSession();
  const { state, reload, set } = useLoad(async (signal) => consoleCall('consoleWithdrawalsPending', {}, { signal }));
  const [deciding, setDeciding] = useState<{ withdrawal: Row; decision: Decision } | null>(null);
  const [notice, setNotice] = useState<QueueNotice | null>(null);
  const rows = state.status === 'ready' ? state.data.withdrawals : [];
  const limit = state.status === 'ready' ? state.data.secondApprovalAmount : 0;
  const listState = state.status === 'ready' ? { status: 'ready' as const, data: rows } : state;

  const decide = async (withdrawal: Row, decision: Decision, reason: string) => {
    let stage: 'paid' | 'rejected' | 'awaitingSecond';
    try {
      stage = (await consoleCall('consoleWithdrawalDecide', { id: withdrawal.id, decision, reason })).stage;
    } catch (failure) {
      if (!isConsoleCallError(failure) || failure.status !== 409) throw failure;
      setDeciding(null);
      setNotice({ tone: 'warning', text: t('withdrawals.decidedMeanwhile', { id: withdrawal.id, detail: consoleErrorMessage(failure) }) });
      reload();
      return;
    }
    setDeciding(null);
    const values = { id: withdrawal.id, amount: formatPesoExact(withdrawal.amount), player: withdrawal.userId };
    if (state.status === 'ready') {
      const first = { needsTwo: true, firstBy: operator?.name ?? null, firstAt: Date.now() };
      const next = stage === 'awaitingSecond' ? rows.map((row) => (row.id === withdrawal.id ? { ...row, approval: first } : row)) : rows.filter((row) => row.id !== withdrawal.id);
      set({ ...state.data, withdrawals: next });
    }
    const text = stage === 'awaitingSecond' ? t('withdrawals.awaitingSecond', values) : stage === 'paid' ? t('withdrawals.approved', values) : t('withdrawals.rejected', values);
    setNotice({ tone: 'success', text });
  };

  return (
    <section>
      <QueueHead title={t('withdrawals.title')} onReload={reload} notice={notice} state={listState} empty={t('withdrawals.empty')} />
      {rows.length > 0 ? (
        <div className={page.tableWrap}>
          <table className={page.table}>
            <caption className={page.muted}>{t('withdrawals.caption', { count: rows.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('withdrawals.id')}</th>
                <th scope="col">{t('withdrawals.player')}</th>
                <th scope="col" className={page.number}>
                  {t('withdrawals.amount')}
                </th>
                <th scope="col">{t('withdrawals.card')}</th>
                <th scope="col">{t('withdrawals.deposits')}</th>
                <th scope="col">{t('withdrawals.approvals')}</th>
                <th scope="col">{t('withdrawals.requestedAt')}</th>
                <th scope="col">{t('withdrawals.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid={`withdrawal-${row.id}`}>
                  <td>{row.id}</td>
                  <td>
                    <PlayerCell row={row} />
                  </td>
                  <td className={page.number}>
                    {formatPesoExact(row.amount)}
                    <br />
                    <span className={page.muted}>{t('withdrawals.feeOf', { fee: formatPesoExact(row.fee) })}</span>
                  </td>
                  <td>
                    <DestinationCell row={row} />
                  </td>
                  <td>
                    <DepositsCell row={row} />
                  </td>
                  <td>
                    <ApprovalCell row={row} me={operator?.name} limit={limit} />
                  </td>
                  <td>{formatManilaDateTime(row.createdAt)}</td>
                  <td>
                    <span className={page.rowActions}>
                      <Button
                        size="sm"
                        disabled={row.approval.firstBy !== null && row.approval.firstBy === operator?.name}
                        onClick={() => setDeciding({ withdrawal: row, decision: 'approve' })}
                        aria-label={t('withdrawals.approveLabel', { id: row.id })}
                      >
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
      {deciding ? <DecisionDialog deciding={deciding} limit={limit} onConfirm={(reason) => decide(deciding.withdrawal, deciding.decision, reason)} onClose={() => setDeciding(null)} /> : null}
    </section>
  );
}

/**
 * The reason a decision needs. An approval's is the audit's; a rejection's is what the player reads
 * beside the returned amount, so the dialog says so. An approval says whether it pays or is the first of two.
 */
function DecisionDialog({ deciding, limit, onConfirm, onClose }: { deciding: { withdrawal: Row; decision: Decision }; limit: number; onConfirm(reason: string): Promise<void>; onClose(): void }) {
  const { t } = useTranslation('console');
  const { withdrawal: row, decision } = deciding;
  const values = { amount: formatPesoExact(row.amount), fee: formatPesoExact(row.fee), player: row.userId, limit: formatPesoExact(limit), first: row.approval.firstBy ?? '' };
  const approveText = !row.approval.needsTwo ? 'withdrawals.approveText' : row.approval.firstBy === null ? 'withdrawals.approveFirstText' : 'withdrawals.approveSecondText';
  return (
    <ReasonDialog
      key={`${row.id}-${decision}`}
      title={t(decision === 'approve' ? 'withdrawals.approveTitle' : 'withdrawals.rejectTitle', { id: row.id })}
      description={t(decision === 'approve' ? approveText : 'withdrawals.rejectText', values)}
      confirmLabel={t(decision === 'approve' ? 'withdrawals.approve' : 'withdrawals.reject')}
      danger={decision === 'reject'}
      {...(decision === 'reject' ? { label: t('withdrawals.playerReason'), hint: t('withdrawals.playerReasonHint', { max: PLAYER_REASON_MAX }) } : {})}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
