import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleReferral } from '../../../../contract/ops/agents.ts';
import { formatManilaDateTime } from '../../format.ts';
import { Button } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { signalWords, type ReferralSignal } from './agentReview.ts';
import styles from './agents.module.css';

/** A player as the review names them: their account and number, linked to their player page. */
export function PlayerLink({ id, account }: { id: number; account?: string }) {
  const { t } = useTranslation('console-agents');
  return (
    <Link className={page.link} to={`/players/${id}`}>
      {account ? t('player', { account, id }) : t('playerUnknown', { id })}
    </Link>
  );
}

/** Each signal in words; a farm's other accounts linked; a shared address marked as a signal only. */
export function SignalList({ signals }: { signals: readonly ReferralSignal[] }) {
  const { t } = useTranslation('console-agents');
  if (signals.length === 0) return <span className={page.muted}>{t('signals.none')}</span>;
  return (
    <ul className={styles.signals}>
      {signals.map((signal) => {
        const words = signalWords(signal);
        return (
          <li key={signal.kind} className={words.freezes ? styles.freezes : styles.noted} data-signal={signal.kind}>
            {t(words.key, words.count === undefined ? {} : { count: words.count })}
            {words.accounts.map((id) => (
              <span key={id}>
                {' '}
                <PlayerLink id={id} />
              </span>
            ))}
          </li>
        );
      })}
    </ul>
  );
}

/** Where a referral stands: counting, valid (since when), frozen, void; and who released or voided it. */
function StatusCell({ referral }: { referral: ConsoleReferral }) {
  const { t } = useTranslation('console-agents');
  const reviewed = (referral.review === 'released' || referral.review === 'void') && referral.reviewedAt !== null;
  return (
    <>
      <span data-status={referral.status}>{t(`status.${referral.status}`)}</span>
      {referral.validAt !== null ? <span className={styles.detail}>{t('validAt', { when: formatManilaDateTime(referral.validAt) })}</span> : null}
      {reviewed ? <span className={styles.detail}>{t(`reviewed.${referral.review}`, { by: referral.reviewedBy ?? '—', when: formatManilaDateTime(referral.reviewedAt!) })}</span> : null}
    </>
  );
}

/**
 * Referrals as a table (the frozen queue, a tree's levels): referee, inviter, bound when and how, the
 * status, the signals; a Decide button on a frozen one when `onDecide` is given (the operator may decide).
 */
export function ReferralTable({ rows, caption, onDecide, testId }: { rows: readonly ConsoleReferral[]; caption?: string; onDecide?: (referral: ConsoleReferral) => void; testId: string }) {
  const { t } = useTranslation('console-agents');
  const actions = onDecide !== undefined && rows.some((row) => row.status === 'frozen');
  return (
    <div className={page.tableWrap}>
      <table className={page.table} data-testid={testId}>
        {caption ? <caption className={page.muted}>{caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col">{t('columns.referee')}</th>
            <th scope="col">{t('columns.inviter')}</th>
            <th scope="col">{t('columns.bound')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col">{t('columns.signals')}</th>
            {actions ? <th scope="col">{t('columns.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.refereeId} data-testid={`referral-${row.refereeId}`}>
              <td>
                <PlayerLink id={row.refereeId} account={row.referee} />
              </td>
              <td>
                <PlayerLink id={row.inviterId} account={row.inviter} />
              </td>
              <td>{t('boundAt', { when: formatManilaDateTime(row.boundAt), via: t(`via.${row.via}`) })}</td>
              <td>
                <StatusCell referral={row} />
              </td>
              <td>
                <SignalList signals={row.signals} />
              </td>
              {actions ? (
                <td>
                  {row.status === 'frozen' ? (
                    <Button size="sm" onClick={() => onDecide(row)} aria-label={t('decideLabel', { referee: t('player', { account: row.referee, id: row.refereeId }) })}>
                      {t('decide')}
                    </Button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
