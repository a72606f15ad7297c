import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryDraw } from '../../../contract/calls/lottery.ts';
import { api } from '../../api/client.ts';
import { manilaDateTime } from '../../shared/format/date.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { useLoad } from '../../shared/rewards/useLoad.ts';
import styles from './lotteryDraws.module.css';
import { verifyLotteryDraw, type LotteryCheck } from './verifyLottery.ts';

/**
 * The Fairness page's number game section (issue 32, docs/lottery.md "Fairness"; a chunk of its own):
 * the latest draws, each recomputed in the browser from its revealed seed. `/fairness?lottery=<id>`
 * (the number game's history links there) scrolls to that draw.
 */
export default function LotteryDraws({ focus }: { focus: number | null }) {
  const { t } = useTranslation('fairness');
  const { data, failure, reload } = useLoad(() => api('lotteryHistory', { pageNum: 1, pageSize: 10 }));
  useEffect(() => {
    if (data && focus !== null) document.querySelector(`[data-lottery-draw="${focus}"]`)?.scrollIntoView({ block: 'center' });
  }, [data, focus]);
  return (
    <section id="lottery" className={styles.section} aria-labelledby="lottery-fair-title" data-testid="lottery-fairness">
      <h2 id="lottery-fair-title" className={styles.sectionTitle}>
        {t('lottery.title')}
      </h2>
      <p className={styles.muted}>{t('lottery.intro')}</p>
      {!data ? (
        <LoadState failure={failure} onRetry={reload} />
      ) : data.draws.length === 0 ? (
        <p className={styles.muted}>{t('lottery.none')}</p>
      ) : (
        <ul className={styles.list}>
          {data.draws.map((draw) => (
            <li key={draw.drawId} className={styles.item} data-testid="lottery-draw" data-lottery-draw={draw.drawId}>
              <strong>{t('lottery.draw', { product: draw.productName, id: draw.drawId, time: manilaDateTime(draw.drawAt) })}</strong>
              <span>
                {t('lottery.numbers')}: {(draw.numbers ?? []).join(' · ')}
              </span>
              <span className={styles.muted}>
                {t('lottery.seedHash')}: <span className={styles.hash}>{draw.seedHash}</span>
              </span>
              <span className={styles.muted}>
                {t('lottery.seed')}: <span className={styles.hash}>{draw.seed}</span>
              </span>
              <Check draw={draw} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Check({ draw }: { draw: LotteryDraw }) {
  const { t } = useTranslation('fairness');
  const [result, setResult] = useState<LotteryCheck | 'checking'>('checking');
  useEffect(() => {
    let live = true;
    verifyLotteryDraw(draw).then(
      (r) => live && setResult(r),
      () => live && setResult('mismatch'),
    );
    return () => {
      live = false;
    };
  }, [draw]);
  return (
    <strong data-testid="lottery-verify" data-result={result} className={result === 'mismatch' ? styles.bad : styles.good}>
      {result === 'verified' ? t('lottery.verified') : result === 'mismatch' ? t('lottery.mismatch') : t('lottery.checking')}
    </strong>
  );
}
