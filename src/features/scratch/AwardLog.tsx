import { useTranslation } from 'react-i18next';
import type { ScratchAward } from '../../../contract/calls/scratch.ts';
import { api } from '../../api/client.ts';
import { manilaDateTime } from '../../shared/rewards/format.ts';
import { MoreButton } from '../../shared/records/MoreButton.tsx';
import { usePagedRecords } from '../../shared/records/usePagedRecords.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { prizeText } from './labels.ts';
import styles from './scratch.module.css';

/** The player's revealed cards and what each paid, newest first, a page at a time. */
export function AwardLog() {
  const { t } = useTranslation('scratch');
  const log = usePagedRecords((pageNum, pageSize) => api('searchScratchCardAwardLog', { pageNum, pageSize }), (row: ScratchAward) => row.cardId);
  const { rows } = log;

  return (
    <Card aria-labelledby="scratch-log">
      <h2 id="scratch-log" className={styles.sectionTitle}>
        {t('log.title')}
      </h2>
      {!log.loaded ? (
        <LoadState failure={log.failure} onRetry={log.reload} />
      ) : rows.length === 0 ? (
        <p className={styles.muted}>{t('log.empty')}</p>
      ) : (
        <ul className={styles.rows} data-testid="scratch-award-log">
          {rows.map((row) => (
            <li key={row.cardId} className={styles.row}>
              <span>
                {t('log.line', { name: row.name, id: row.cardId })}
                <br />
                <span className={styles.muted}>{manilaDateTime(row.claimedAt)}</span>
              </span>
              <strong>{prizeText(t, row.prize.items)}</strong>
            </li>
          ))}
        </ul>
      )}
      <MoreButton pager={log} label={t('log.more')} />
    </Card>
  );
}
