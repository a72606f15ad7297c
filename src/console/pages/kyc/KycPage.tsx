import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleCallResult } from '../../../../contract/ops/index.ts';
import type { ConsoleKycRow } from '../../../../contract/ops/kyc.ts';
import { consoleCall, isConsoleCallError } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { formatManilaDateTime } from '../../format.ts';
import { useLoad } from '../../useLoad.ts';
import { Button } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { QueueHead, type QueueNotice } from '../../ui/QueueHead.tsx';
import { ReasonDialog } from '../../ui/ReasonDialog.tsx';
import styles from './kyc.module.css';

type Decision = 'approve' | 'reject';
type View = ConsoleCallResult<'consoleKycView'>;

/**
 * The KYC queue (compliance, admin): pending submissions, oldest first. "Review" loads the ID and
 * the selfie (only this page's calls carry them) beside the name, ID number and birth date; approve
 * lets the player withdraw above the KYC amount, reject needs a reason the player reads. A decision
 * someone made meanwhile answers 409: the page says so and reloads.
 */
export default function KycPage() {
  const { t } = useTranslation('console');
  const { state, reload, set } = useLoad(async (signal) => (await consoleCall('consoleKycQueue', {}, { signal })).submissions);
  const [view, setView] = useState<View | null>(null);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [notice, setNotice] = useState<QueueNotice | null>(null);

  const open = async (row: ConsoleKycRow) => {
    setNotice(null);
    try {
      setView(await consoleCall('consoleKycView', { id: row.id }));
    } catch (failure) {
      setNotice({ tone: 'error', text: consoleErrorMessage(failure) });
    }
  };

  const decide = async (submission: ConsoleKycRow, decision: Decision, reason: string) => {
    try {
      await consoleCall('consoleKycDecide', { id: submission.id, decision, reason });
    } catch (failure) {
      if (!isConsoleCallError(failure) || failure.status !== 409) throw failure;
      setNotice({ tone: 'warning', text: t('kyc.decidedMeanwhile', { id: submission.id, detail: consoleErrorMessage(failure) }) });
      setDeciding(null);
      setView(null);
      reload();
      return;
    }
    setDeciding(null);
    setView(null);
    if (state.status === 'ready') set(state.data.filter((row) => row.id !== submission.id));
    const values = { id: submission.id, account: submission.account };
    setNotice({ tone: 'success', text: decision === 'approve' ? t('kyc.approved', values) : t('kyc.rejected', values) });
  };

  return (
    <section>
      <QueueHead title={t('kyc.title')} onReload={reload} notice={notice} state={state} empty={t('kyc.empty')} />
      {state.status === 'ready' && state.data.length > 0 ? (
        <div className={page.tableWrap}>
          <table className={page.table}>
            <caption className={page.muted}>{t('kyc.caption', { count: state.data.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('kyc.id')}</th>
                <th scope="col">{t('kyc.player')}</th>
                <th scope="col">{t('kyc.fullName')}</th>
                <th scope="col">{t('kyc.idType')}</th>
                <th scope="col">{t('kyc.submittedAt')}</th>
                <th scope="col">{t('kyc.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.map((row) => (
                <tr key={row.id} data-testid={`kyc-${row.id}`}>
                  <td>{row.id}</td>
                  <td>
                    <Link className={page.link} to={`/players/${row.userId}`}>
                      {row.account}
                    </Link>
                  </td>
                  <td>{row.fullName}</td>
                  <td>{t(`kyc.idTypes.${row.idType}`)}</td>
                  <td>{formatManilaDateTime(row.createdAt)}</td>
                  <td>
                    <Button size="sm" onClick={() => void open(row)} aria-label={t('kyc.reviewLabel', { id: row.id })}>
                      {t('kyc.review')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {view ? (
        <section className={styles.review} aria-label={t('kyc.reviewLabel', { id: view.submission.id })}>
          <h2 className={page.subtitle}>{t('kyc.reviewTitle', { id: view.submission.id, account: view.submission.account })}</h2>
          <dl className={styles.facts}>
            <dt>{t('kyc.fullName')}</dt>
            <dd>{view.submission.fullName}</dd>
            <dt>{t('kyc.birthDate')}</dt>
            <dd>{view.birthDate}</dd>
            <dt>{t('kyc.idType')}</dt>
            <dd>{t(`kyc.idTypes.${view.submission.idType}`)}</dd>
            <dt>{t('kyc.idNumber')}</dt>
            <dd>{view.submission.idNumber}</dd>
          </dl>
          {view.linked.length > 0 ? (
            <div role="alert" className={styles.linked}>
              <p>{t('kyc.linkedTitle', { count: view.linked.length })}</p>
              <ul>
                {view.linked.map((link) => (
                  <li key={link.userId}>
                    {t('kyc.linkedAccount', { account: link.account, status: t(`kyc.statuses.${link.status}`) })}
                    {link.excluded ? ` ${t('kyc.linkedExcluded')}` : ''}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className={styles.images}>
            <figure>
              <img src={`data:${view.idImage.mime};base64,${view.idImage.base64}`} alt={t('kyc.idImage')} width={view.idImage.width} height={view.idImage.height} />
              <figcaption>{t('kyc.idImage')}</figcaption>
            </figure>
            <figure>
              <img src={`data:${view.selfieImage.mime};base64,${view.selfieImage.base64}`} alt={t('kyc.selfieImage')} width={view.selfieImage.width} height={view.selfieImage.height} />
              <figcaption>{t('kyc.selfieImage')}</figcaption>
            </figure>
          </div>
          <span className={page.rowActions}>
            <Button onClick={() => setDeciding('approve')}>{t('kyc.approve')}</Button>
            <Button variant="danger" onClick={() => setDeciding('reject')}>
              {t('kyc.reject')}
            </Button>
            <Button variant="secondary" onClick={() => setView(null)}>
              {t('actions.close')}
            </Button>
          </span>
        </section>
      ) : null}
      {view && deciding ? (
        <ReasonDialog
          key={`${view.submission.id}-${deciding}`}
          title={t(deciding === 'approve' ? 'kyc.approveTitle' : 'kyc.rejectTitle', { id: view.submission.id })}
          description={t(deciding === 'approve' ? 'kyc.approveText' : 'kyc.rejectText', { account: view.submission.account })}
          confirmLabel={t(deciding === 'approve' ? 'kyc.approve' : 'kyc.reject')}
          danger={deciding === 'reject'}
          onConfirm={(reason) => decide(view.submission, deciding, reason)}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </section>
  );
}
