import { useTranslation } from 'react-i18next';
import type { AgentLogEntry } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { formatSignedPeso } from '../../shared/format/amount.ts';
import { manilaDateTime } from '../../shared/format/date.ts';
import { MoreButton } from '../../shared/records/MoreButton.tsx';
import { usePagedRecords } from '../../shared/records/usePagedRecords.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import styles from '../../shared/rewards/rewards.module.css';
import { Card } from '../../shared/ui/Card.tsx';

/** What the programme paid me, newest first (appAgent5Log). One payment per week and kind, so that pair is its key. */
export function LogTab() {
  const { t } = useTranslation('agents');
  const record = usePagedRecords(
    (pageNum, pageSize) => api('appAgent5Log', { pageNum, pageSize }),
    (row: AgentLogEntry) => `${row.period}|${row.kind}`,
  );
  return (
    <Card aria-labelledby="agent-log">
      <h2 id="agent-log" className={styles.sectionTitle}>
        {t('log.title')}
      </h2>
      {!record.loaded ? (
        <LoadState failure={record.failure} onRetry={record.reload} />
      ) : record.rows.length === 0 ? (
        <p className={styles.muted}>{t('log.none')}</p>
      ) : (
        <ul className={styles.rows} data-testid="agent-log">
          {record.rows.map((row) => (
            <li key={`${row.period}|${row.kind}`} className={styles.row}>
              <div className={styles.rowMain}>
                <span className={styles.rowTitle}>{t(`log.${row.kind}`, { week: row.period })}</span>
                <span className={styles.muted}>{manilaDateTime(row.time)}</span>
              </div>
              <span className={styles.item}>{formatSignedPeso(row.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      <MoreButton pager={record} label={t('more')} block />
    </Card>
  );
}
