import { useTranslation } from 'react-i18next';
import { formatPeso } from '../../shared/format/amount.ts';
import { Card } from '../../shared/ui/Card.tsx';
import type { ExchangeInfo } from './useExchangeInfo.ts';
import styles from './wallet.module.css';

/** The latest withdrawals: amount, time and status; a refused one with the operator's reason beside "Returned to balance". */
export function WithdrawRecent({ recent }: { recent: ExchangeInfo['recent'] }) {
  const { t, i18n } = useTranslation('wallet');
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card aria-labelledby="withdraw-recent">
      <h2 id="withdraw-recent" className={styles.label}>
        {t('withdraw.recent')}
      </h2>
      {recent.length === 0 ? (
        <p className={styles.note}>{t('withdraw.none')}</p>
      ) : (
        <ul className={styles.history}>
          {recent.map((item) => (
            <li key={item.id} className={styles.historyRow} data-testid="withdrawal">
              <span>
                {formatPeso(item.amount)}
                <span className={styles.cardOwner}>{time.format(item.createdAt)}</span>
              </span>
              <span className={styles.historyStatus}>
                <span className={`${styles.status} ${styles[`status_${item.status}`] ?? ''}`}>{t(`withdraw.status.${item.status}`)}</span>
                {item.status === 'rejected' && item.reason ? (
                  <span className={styles.cardOwner} data-testid="withdrawal-reason">
                    {t('withdraw.reason', { reason: item.reason })}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
