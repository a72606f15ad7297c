import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { MoreButton } from '../../shared/records/MoreButton.tsx';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { usePaged } from '../../shared/rewards/useLoad.ts';
import { Card } from '../../shared/ui/Card.tsx';
import styles from './diamonds.module.css';

const KNOWN = new Set(['diamond_exchange', 'diamond_refund']);

/** Every movement of the player's diamonds, newest first, a page at a time. */
export function DiamondLog() {
  const { t, i18n } = useTranslation('diamonds');
  const log = usePaged((beforeId) => api('diamondLog', { beforeId, pageSize: 20 }));
  return (
    <Card aria-labelledby="diamond-log">
      <h2 id="diamond-log" className={styles.sectionTitle}>
        {t('log.title')}
      </h2>
      {!log.loaded ? (
        <LoadState failure={log.failure} onRetry={log.reload} />
      ) : log.rows.length === 0 ? (
        <p className={styles.muted}>{t('log.empty')}</p>
      ) : (
        <ul className={styles.rows} data-testid="diamond-log">
          {log.rows.map((row) => (
            <li key={row.id} className={styles.row}>
              <span>
                {t(`log.kinds.${KNOWN.has(row.kind) ? row.kind : 'other'}`)}
                <br />
                <span className={styles.muted}>{new Date(row.time).toLocaleString(i18n.language)}</span>
              </span>
              <span>
                {t('log.amount', { sign: row.amount > 0 ? '+' : '−', count: Math.abs(row.amount) })}
                <br />
                <span className={styles.muted}>{t('log.balanceAfter', { count: row.balanceAfter })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <MoreButton pager={log} label={t('log.more')} />
    </Card>
  );
}
