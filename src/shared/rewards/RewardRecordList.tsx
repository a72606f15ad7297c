import './i18n.ts';
import { useTranslation } from 'react-i18next';
import type { RewardGrantView } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../format/amount.ts';
import { Button } from '../ui/Button.tsx';
import { activityName } from './activityName.ts';
import { manilaDateTime } from './format.ts';
import { LoadState } from './LoadState.tsx';
import { RewardItems } from './RewardItems.tsx';
import styles from './rewards.module.css';
import { usePaged } from './useLoad.ts';

/** The reward record (activityAwardGetLog): every grant, newest first, more on demand; `limit` shows only the latest. */
export function RewardRecordList({ limit }: { limit?: number }) {
  const { t } = useTranslation('rewards');
  const record = usePaged((beforeId) => api('activityAwardGetLog', { ...(beforeId ? { beforeId } : {}), pageSize: limit ?? 20 }));
  if (!record.loaded) return <LoadState failure={record.failure} onRetry={record.reload} />;
  if (record.rows.length === 0) return <p className={styles.muted}>{t('empty')}</p>;
  const rows = limit ? record.rows.slice(0, limit) : record.rows;
  return (
    <>
      <ul className={styles.rows} data-testid="reward-record">
        {rows.map((grant) => (
          <GrantRow key={grant.id} grant={grant} />
        ))}
      </ul>
      {!limit && record.hasMore ? (
        <Button variant="secondary" block busy={record.busy} onClick={record.more}>
          {t('more')}
        </Button>
      ) : null}
    </>
  );
}

function GrantRow({ grant }: { grant: RewardGrantView }) {
  const { t } = useTranslation('rewards');
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>{t(`reason.${grant.reason}`, { defaultValue: t('reason.other') })}</span>
        <span className={styles.muted}>
          {activityName(t, grant.activityId)} · <time dateTime={new Date(grant.createdAt).toISOString()}>{manilaDateTime(grant.createdAt)}</time>
        </span>
        <RewardItems items={grant.items} />
        {grant.locked > 0 ? <span className={styles.lockedNote}>{t('record.lockedRowShort', { amount: formatPeso(grant.locked) })}</span> : null}
      </div>
    </li>
  );
}
