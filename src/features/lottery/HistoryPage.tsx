import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LotteryDraw } from '../../../contract/calls/lottery.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { manilaDateTime } from '../../shared/format/date.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { useLoad } from '../../shared/rewards/useLoad.ts';
import styles from './lottery.module.css';

/** /activity/lottery/history: past draws with their numbers and seeds, each linked to its check on the Fairness page. */
export default function HistoryPage() {
  const { t } = useTranslation('lottery');
  const { data, failure, reload } = useLoad(() => api('lotteryHistory', { pageNum: 1, pageSize: 20 }));
  if (!data) return <LoadState failure={failure} onRetry={reload} />;
  return (
    <div className={styles.stack}>
      <h2 className={styles.sectionTitle}>{t('history')}</h2>
      {data.draws.length === 0 ? <p className={styles.muted}>{t('noHistory')}</p> : null}
      <ul className={styles.list} data-testid="lottery-history">
        {data.draws.map((draw) => (
          <DrawItem key={draw.drawId} draw={draw} />
        ))}
      </ul>
    </div>
  );
}

function DrawItem({ draw }: { draw: LotteryDraw }) {
  const { t } = useTranslation('lottery');
  return (
    <li className={styles.item} data-testid="lottery-draw" data-draw-id={draw.drawId}>
      <strong>
        {draw.productName} · {t('draw', { id: draw.drawId, time: manilaDateTime(draw.drawAt) })}
      </strong>
      <span className={styles.muted}>{t('numbers')}</span>
      <ul className={styles.numbers} data-testid="lottery-numbers">
        {(draw.numbers ?? []).map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      <span className={styles.muted}>
        {t('seedHash')}: <span className={styles.hash}>{draw.seedHash}</span>
      </span>
      <span className={styles.muted}>
        {t('seed')}: <span className={styles.hash}>{draw.seed}</span>
      </span>
      {draw.paid > 0 ? <span className={styles.muted}>{formatPeso(draw.paid)}</span> : null}
      <Link to={`/fairness?lottery=${draw.drawId}`}>{t('verify')}</Link>
    </li>
  );
}
