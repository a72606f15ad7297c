import { useTranslation } from 'react-i18next';
import type { ReferralView } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { manilaDate } from '../../shared/format/date.ts';
import { MoreButton } from '../../shared/records/MoreButton.tsx';
import { usePagedRecords } from '../../shared/records/usePagedRecords.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import styles from '../../shared/rewards/rewards.module.css';
import { useLoad } from '../../shared/rewards/useLoad.ts';
import { Card } from '../../shared/ui/Card.tsx';
import agents from './agents.module.css';

const statuses = ['pending', 'valid', 'frozen', 'void'] as const;

/** The team: my referees counted by status (actInviteStatus), then each of them, a page at a time (actInviteRecord). */
export function TeamTab() {
  const { t } = useTranslation('agents');
  const counts = useLoad(() => api('actInviteStatus', {}));
  const record = usePagedRecords(
    (pageNum, pageSize) => api('actInviteRecord', { pageNum, pageSize }),
    (row: ReferralView) => `${row.name}|${row.joinedAt}`,
  );
  return (
    <div className={styles.section}>
      <Card aria-labelledby="agent-counts">
        <h2 id="agent-counts" className={styles.sectionTitle}>
          {t('team.counts')}
        </h2>
        {!counts.data ? (
          <LoadState failure={counts.failure} onRetry={counts.reload} />
        ) : (
          <dl className={agents.facts} data-testid="agent-team-counts">
            <dt>{t('team.clicks')}</dt>
            <dd>{counts.data.clicks}</dd>
            {statuses.map((status) => [
              <dt key={`${status}-t`}>{t(`referral.${status}`)}</dt>,
              <dd key={`${status}-d`} data-testid={`team-${status}`}>
                {counts.data![status]}
              </dd>,
            ])}
          </dl>
        )}
      </Card>
      <Card aria-labelledby="agent-referees">
        <h2 id="agent-referees" className={styles.sectionTitle}>
          {t('team.list')}
        </h2>
        {!record.loaded ? (
          <LoadState failure={record.failure} onRetry={record.reload} />
        ) : record.rows.length === 0 ? (
          <p className={styles.muted}>{t('team.none')}</p>
        ) : (
          <ul className={styles.rows} data-testid="agent-referees">
            {record.rows.map((row) => (
              <li key={`${row.name}|${row.joinedAt}`} className={styles.row}>
                <div className={styles.rowMain}>
                  <span className={styles.rowTitle}>{row.name}</span>
                  <span className={styles.muted}>{t('team.joined', { date: manilaDate(row.joinedAt) })}</span>
                  <span className={styles.muted}>
                    {t('team.kyc', { answer: row.kyc ? t('yes') : t('no') })} · {t('team.validBet', { amount: formatPeso(row.validBet) })} · {t('team.deposits', { count: row.deposits })}
                  </span>
                </div>
                <span className={styles.chip}>{t(`referral.${row.status}`)}</span>
              </li>
            ))}
          </ul>
        )}
        <MoreButton pager={record} label={t('more')} block />
      </Card>
    </div>
  );
}
