import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JackpotTier } from '../../../contract/index.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import styles from './jackpot.module.css';
import { randomTierValue, TIER_REFRESH_MS } from './tierDisplay.ts';

/** Values as the server sent them first, then a fresh random value in each range every 6 s. */
function useTierValues(tiers: readonly JackpotTier[]): number[] {
  // Random values belong to the tiers they were drawn for: new tiers show the server's values first.
  const [shown, setShown] = useState<{ tiers: readonly JackpotTier[]; values: number[] } | null>(null);
  useEffect(() => {
    const timer = window.setInterval(() => {
      // A hidden page has no one to show it to.
      if (!document.hidden) setShown({ tiers, values: tiers.map((tier) => randomTierValue(tier)) });
    }, TIER_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [tiers]);
  return shown?.tiers === tiers ? shown.values : tiers.map((tier) => tier.value);
}

/** The pool and the four tiers (Mega, Major, Minor, Mini) above the board. */
export function TierBoard({ total, tiers }: { total: number; tiers: readonly JackpotTier[] }) {
  const { t } = useTranslation('jackpot');
  const values = useTierValues(tiers);
  return (
    <section className={styles.tiers} aria-label={t('pool')}>
      <div className={styles.pool}>
        <span className={styles.poolLabel}>{t('pool')}</span>
        <span className={styles.poolValue} data-testid="jackpot-pool">
          {formatPeso(total)}
        </span>
      </div>
      <ul className={styles.tierList}>
        {tiers.map((tier, index) => (
          <li key={tier.propId} className={styles.tier} data-tier={tier.propId}>
            <span className={styles.tierName}>{t(`tiers.${tier.propId}`, { defaultValue: '' })}</span>
            <span className={styles.tierValue}>{formatPeso(values[index] ?? tier.value)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
