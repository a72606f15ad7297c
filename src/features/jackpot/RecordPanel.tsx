import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JackpotLogEntry } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { MoreButton } from '../../shared/records/MoreButton.tsx';
import { usePagedRecords } from '../../shared/records/usePagedRecords.ts';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { useAppStore } from '../../store/index.ts';
import styles from './jackpot.module.css';
import { prizeLabel } from './prizeLabel.ts';
import { manilaDateTime } from '../../shared/format/date.ts';

/** The player's own draws (spec §7: pageNum, pageSize 20, usePagedRecords), newest first, more on demand. Remounted after each draw. */
export function RecordPanel() {
  const { t } = useTranslation('jackpot');
  const signedIn = useAppStore((s) => s.token !== null);
  const log = usePagedRecords((pageNum, pageSize) => api('getPersonJackpotDrawAwardLog', { pageNum, pageSize }), (row: JackpotLogEntry) => row.drawId, { enabled: signedIn });
  const { rows, failure } = log;

  if (!signedIn) return <p className={styles.empty}>{t('record.signIn')}</p>;
  if (failure && rows.length === 0) return <FormAlert message={t('record.failed')} />;
  if (log.loaded && rows.length === 0) return <p className={styles.empty}>{t('record.empty')}</p>;
  return (
    <div>
      <ul className={styles.list} data-testid="jackpot-records">
        {rows.map((row) => (
          <li key={row.drawId} className={styles.row}>
            <span className={styles.rowAmount}>{prizeLabel(t, row)}</span>
            <time className={styles.rowTime} dateTime={new Date(row.time).toISOString()}>
              {manilaDateTime(row.time)}
            </time>
          </li>
        ))}
      </ul>
      <MoreButton pager={log} label={t('record.more')} block />
      <Link to="/fairness" className={styles.fairLink}>
        {t('record.fairness')}
      </Link>
    </div>
  );
}
