import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { manilaDateTime } from '../../shared/rewards/format.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import styles from '../../shared/rewards/rewards.module.css';
import { usePaged } from '../../shared/rewards/useLoad.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';

/** The player's level changes (getVipLevelAudit), newest first, a page at a time. */
export function LevelHistory() {
  const { t } = useTranslation('rewards');
  const history = usePaged((beforeId) => api('getVipLevelAudit', { ...(beforeId ? { beforeId } : {}), pageSize: 20 }));
  return (
    <Card aria-labelledby="vip-history">
      <h2 id="vip-history" className={styles.sectionTitle}>
        {t('vip.history')}
      </h2>
      {!history.loaded ? (
        <LoadState failure={history.failure} onRetry={history.reload} />
      ) : history.rows.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <ul className={styles.rows}>
          {history.rows.map((row) => (
            <li key={row.id} className={styles.row}>
              <div className={styles.rowMain}>
                <span className={styles.rowTitle}>{t('vip.historyRow', { from: row.fromLevel, to: row.toLevel })}</span>
                <span className={styles.muted}>
                  {t('vip.historyExp', { exp: row.vipExp.toLocaleString('en-PH') })} · {manilaDateTime(row.createdAt)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {history.hasMore ? (
        <Button variant="secondary" block busy={history.busy} onClick={history.more}>
          {t('more')}
        </Button>
      ) : null}
    </Card>
  );
}
