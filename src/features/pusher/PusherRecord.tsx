import { useTranslation } from 'react-i18next';
import type { PusherDrop } from '../../../contract/calls/pusher.ts';
import { api } from '../../api/client.ts';
import { formatPeso, formatSignedPeso } from '../../shared/format/amount.ts';
import { manilaDateTime } from '../../shared/format/date.ts';
import { MoreButton } from '../../shared/records/MoreButton.tsx';
import { usePagedRecords } from '../../shared/records/usePagedRecords.ts';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { prizeWords } from './labels.ts';
import styles from './pusher.module.css';

/** The player's drops, newest first, a page at a time: stake, what fell, the win and the balance after. */
export function PusherRecord() {
  const { t } = useTranslation('pusher');
  const log = usePagedRecords((pageNum, pageSize) => api('pusherLog', { pageNum, pageSize }), (row: PusherDrop) => row.dropId);
  const { rows, failure } = log;
  return (
    <div className={styles.panel}>
      {failure ? (
        <FormAlert message={failure} />
      ) : rows.length === 0 ? (
        log.loaded ? (
          <p className={styles.muted}>{t('record.empty')}</p>
        ) : (
          <Spinner size={20} />
        )
      ) : (
        <ul className={styles.rows} data-testid="pusher-records">
          {rows.map((row) => (
            <li key={row.dropId} className={styles.recordRow} data-drop-id={row.dropId}>
              <span>
                {t('record.drop', { stake: formatPeso(row.stake), lane: row.lane + 1 })}
                <span className={styles.muted}> · {prizeWords(t, row)}</span>
              </span>
              <span className={row.win > 0 ? styles.winAmount : styles.muted}>{row.win > 0 ? formatSignedPeso(row.win) : t('record.noWin')}</span>
              <span className={styles.muted}>{manilaDateTime(row.time)}</span>
              <span className={styles.muted}>{t('record.balance', { amount: formatPeso(row.balance) })}</span>
            </li>
          ))}
        </ul>
      )}
      <MoreButton pager={log} label={t('record.more')} />
    </div>
  );
}
