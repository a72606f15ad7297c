import './mailTexts.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailJobView } from '../../../../contract/ops/mail.ts';
import { consoleCall } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { formatPesoExact } from '../../format.ts';
import { useOpsLive } from '../../live.ts';
import { useConsoleSession } from '../../session.ts';
import { useLoad } from '../../useLoad.ts';
import { ColumnHeads } from '../../ui/ColumnHeads.tsx';
import { Actions, Alert, Button, Dialog, Field } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { MailCompose } from './MailCompose.tsx';

/** How often the page reads the sends again while one is queued or sending (the live channel also tells it). */
const POLL_MS = 3000;

function audienceText(t: (key: string, o?: Record<string, unknown>) => string, job: MailJobView): string {
  if (job.audience.kind === 'players') return t('playersCount', { count: job.audience.ids.length });
  const a = job.audience;
  const parts = [
    a.vipMin !== undefined || a.vipMax !== undefined ? `VIP ${a.vipMin ?? 0}–${a.vipMax ?? '∞'}` : '',
    a.registeredFrom || a.registeredTo ? `${a.registeredFrom ?? '…'} → ${a.registeredTo ?? '…'}` : '',
    a.deposited === undefined ? '' : a.deposited ? t('depositedYes') : t('depositedNo'),
  ].filter(Boolean);
  return [t('segment'), ...parts].join(' · ');
}

/**
 * Mail from the console (support and admin; docs/mail.md "Sending"): a new send, the sends with their
 * progress (read again on the ops live channel's `mailJobs` and while one is under way), an admin's
 * approval of a send above the approval amount, and that amount.
 */
export default function MailPage() {
  const { t } = useTranslation('console-mail');
  const { operator } = useConsoleSession();
  const admin = operator?.role === 'admin';
  const { state, reload } = useLoad(async (signal) => consoleCall('consoleMailJobs', {}, { signal }));
  const [notice, setNotice] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<{ job: MailJobView; approve: boolean } | null>(null);

  useOpsLive('queue', (event) => {
    if (event.queue === 'mailJobs') reload();
  });
  const underWay = state.status === 'ready' && state.data.jobs.some((job) => job.status === 'queued' || job.status === 'running');
  useEffect(() => {
    if (!underWay) return;
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [underWay, reload]);

  return (
    <section>
      <div className={page.head}>
        <h1 className={page.title}>{t('title')}</h1>
      </div>
      <p className={page.muted}>{t('intro')}</p>
      {state.status === 'ready' ? <p className={page.muted}>{t('approvalAmount', { amount: formatPesoExact(state.data.approvalAmount) })}</p> : null}
      <Alert message={notice} tone="success" />
      <MailCompose
        onSent={(job) => {
          setNotice(t('sent', { id: job.id, status: t(`status.${job.status}`) }));
          reload();
        }}
      />
      <h2 className={page.subtitle}>{t('jobs')}</h2>
      {state.status === 'loading' ? <p className={page.muted}>{t('states.loading', { ns: 'console' })}</p> : null}
      {state.status === 'failed' ? <Alert message={state.message} /> : null}
      {state.status === 'ready' && state.data.jobs.length === 0 ? <p className={page.empty}>{t('none')}</p> : null}
      {state.status === 'ready' && state.data.jobs.length > 0 ? (
        <div className={page.tableWrap}>
          <table className={page.table} data-testid="mail-jobs">
            <ColumnHeads columns={['id', 'status', 'audience', 'subject', 'value', 'progress', 'operator', 'approvedBy', 'actions']} label={(column) => t(`columns.${column}`)} />
            <tbody>
              {state.data.jobs.map((job) => (
                <tr key={job.id} data-testid="mail-job" data-status={job.status}>
                  <td className={page.number}>{job.id}</td>
                  <td>{t(`status.${job.status}`)}</td>
                  <td>{audienceText(t, job)}</td>
                  <td>{job.title}</td>
                  <td className={page.number}>{formatPesoExact(job.value)}</td>
                  <td>
                    {t('progress', { sent: job.sent, total: job.total })}
                    {job.skipped > 0 ? ` · ${t('skipped', { count: job.skipped })}` : ''}
                  </td>
                  <td>{job.operator}</td>
                  <td>{job.approvedBy ?? ''}</td>
                  <td className={page.rowActions}>
                    {admin && job.status === 'awaiting_approval' && job.operator !== operator?.name ? (
                      <>
                        <Button size="sm" onClick={() => setDeciding({ job, approve: true })}>
                          {t('approve')}
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => setDeciding({ job, approve: false })}>
                          {t('reject')}
                        </Button>
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {admin && state.status === 'ready' ? <ApprovalAmount current={state.data.approvalAmount} onSaved={(amount) => (setNotice(t('amountSaved', { amount: formatPesoExact(amount) })), reload())} /> : null}
      {deciding ? <Decide job={deciding.job} approve={deciding.approve} onClose={() => setDeciding(null)} onDone={() => (setDeciding(null), reload())} /> : null}
    </section>
  );
}

function Decide({ job, approve, onClose, onDone }: { job: MailJobView; approve: boolean; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('console-mail');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const decide = async () => {
    if (!reason.trim()) return setError(t('reasonMissing'));
    setBusy(true);
    try {
      await consoleCall('consoleMailDecide', { id: job.id, approve, reason: reason.trim() });
      onDone();
    } catch (failure) {
      setError(consoleErrorMessage(failure));
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('decideTitle', { id: job.id })} onClose={onClose}>
      <Field label={t('decideReason')} value={reason} maxLength={500} onValueChange={setReason} />
      <Alert message={error} />
      <Actions>
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button busy={busy} onClick={() => void decide()}>
          {approve ? t('approve') : t('reject')}
        </Button>
      </Actions>
    </Dialog>
  );
}

function ApprovalAmount({ current, onSaved }: { current: number; onSaved(amount: number): void }) {
  const { t } = useTranslation('console-mail');
  const [pesos, setPesos] = useState(String(current / 100));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (!reason.trim()) return setError(t('reasonMissing'));
    try {
      const { approvalAmount } = await consoleCall('consoleMailApprovalAmountSet', { amount: Math.round(Number(pesos) * 100), reason: reason.trim() });
      setError(null);
      setReason('');
      onSaved(approvalAmount);
    } catch (failure) {
      setError(consoleErrorMessage(failure));
    }
  };
  return (
    <div className={page.form}>
      <h2 className={page.subtitle}>{t('setAmount')}</h2>
      <Field label={t('amountPesos')} inputMode="decimal" value={pesos} onValueChange={setPesos} />
      <Field label={t('reason')} value={reason} maxLength={500} onValueChange={setReason} />
      <Alert message={error} />
      <Button variant="secondary" onClick={() => void save()}>
        {t('setAmount')}
      </Button>
    </div>
  );
}
