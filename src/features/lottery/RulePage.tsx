import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { useLoad } from '../../shared/rewards/useLoad.ts';
import styles from './lottery.module.css';

/** The first product's id when the address names none. */
async function ruleOf(productId: number) {
  const id = productId > 0 ? productId : ((await api('lotteryProducts', {})).products[0]?.productId ?? 0);
  return { rule: id > 0 ? await api('lotteryRule', { productId: id }) : null };
}

/** /activity/lottery/rule: the schedule, the paytable with each row's exact odds, the return to player, how a draw is made. */
export default function RulePage() {
  const { t } = useTranslation('lottery');
  const [params] = useSearchParams();
  const { data: loaded, failure, reload } = useLoad(() => ruleOf(Number(params.get('productId')) || 0));
  if (!loaded) return <LoadState failure={failure} onRetry={reload} />;
  const data = loaded.rule;
  return (
    <div className={styles.stack}>
      {data ? (
        <>
          <h2 className={styles.sectionTitle}>{data.product.name}</h2>
          <p className={styles.muted}>{t('pickOf', { pick: data.product.pick, pool: data.product.pool })} · {t('linePrice', { amount: formatPeso(data.product.linePrice) })}</p>
          <p className={styles.muted}>{t('schedule', { times: data.product.drawTimes.join(', '), minutes: data.product.cutoffMinutes })}</p>
          <h3 className={styles.sectionTitle}>{t('odds')}</h3>
          <table className={styles.table} data-testid="lottery-odds">
            <thead>
              <tr>
                <th>{t('matchesCol')}</th>
                <th>{t('prizeCol')}</th>
                <th>{t('oddsCol')}</th>
              </tr>
            </thead>
            <tbody>
              {data.odds.map((row) => (
                <tr key={row.matches}>
                  <td>{row.matches}</td>
                  <td>{formatPeso(row.prize)}</td>
                  <td>{t('oddsValue', { ways: row.ways.toLocaleString('en-PH'), total: row.total.toLocaleString('en-PH'), oneIn: (row.total / row.ways).toLocaleString('en-PH', { maximumFractionDigits: 2 }) })}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.muted}>{t('rtp', { percent: (data.rtpBps / 100).toFixed(2) })}</p>
        </>
      ) : (
        <p className={styles.muted}>{t('notRunning')}</p>
      )}
      <p className={styles.muted}>{t('howFair')}</p>
      <p className={styles.muted}>{t('legal')}</p>
    </div>
  );
}
