import '../../shared/rewards/i18n.ts';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { formatPeso, formatPrizePeso } from '../../shared/format/amount.ts';
import { bpsToPercent, manilaDateTime } from '../../shared/rewards/format.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import styles from '../../shared/rewards/rewards.module.css';
import { useGameTypeName } from '../../shared/rewards/useGameTypeName.ts';
import { usePaged } from '../../shared/rewards/useLoad.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';

/** /vip/rebate/record: rebates paid (betBonusLog), newest first, a page at a time. */
export function RebateRecordPage() {
  const { t } = useTranslation('rewards');
  const typeName = useGameTypeName();
  const log = usePaged((beforeId) => api('betBonusLog', { ...(beforeId ? { beforeId } : {}), pageSize: 20 }));
  return (
    <div className={styles.page}>
      <PageHeader title={t('rebate.record')} fallback="/vip/rebate" />
      <Card>
        {!log.loaded ? (
          <LoadState failure={log.failure} onRetry={log.reload} />
        ) : log.rows.length === 0 ? (
          <p className={styles.muted}>{t('empty')}</p>
        ) : (
          <ul className={styles.rows} data-testid="rebate-record">
            {log.rows.map((row) => (
              <li key={row.id} className={styles.row}>
                <div className={styles.rowMain}>
                  <span className={styles.rowTitle}>{formatPrizePeso(row.amount)}</span>
                  <span>{t('rebate.recordRow', { type: typeName(row.type), rate: bpsToPercent(row.rateBps), bet: formatPeso(row.validBet) })}</span>
                  <span className={styles.muted}>{manilaDateTime(row.createdAt)}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
        {log.hasMore ? (
          <Button variant="secondary" block busy={log.busy} onClick={log.more}>
            {t('more')}
          </Button>
        ) : null}
      </Card>
    </div>
  );
}
