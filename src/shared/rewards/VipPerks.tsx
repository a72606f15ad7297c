import './i18n.ts';
import { useTranslation } from 'react-i18next';
import type { VipLevelView } from '../../../contract/index.ts';
import { formatPeso } from '../format/amount.ts';
import { bpsToPercent } from './format.ts';
import { RewardItems } from './RewardItems.tsx';
import styles from './rewards.module.css';
import { useGameTypeName } from './useGameTypeName.ts';

/** Each level's perks (vipMap and the operator's prizes): experience, daily award and its bets, level-up bonus, sign-in award, rebate rates. */
export function VipPerks({ levels, current }: { levels: VipLevelView[]; current: number }) {
  const { t } = useTranslation('rewards');
  const typeName = useGameTypeName();
  return (
    <ul className={`${styles.rows} ${styles.perkTable}`} aria-label={t('vip.levels')}>
      {levels.map((level) => (
        <li key={level.level} className={level.level === current ? `${styles.perkRow} ${styles.perkRowCurrent}` : styles.perkRow} aria-current={level.level === current ? 'true' : undefined}>
          <span className={styles.levelHead}>
            <span className={styles.rowTitle}>{t('vip.level', { level: level.level })}</span>
            {level.level === current ? <span className={styles.chip}>{t('vip.perks.current')}</span> : null}
          </span>
          <span className={styles.perkLine}>
            <span className={styles.muted}>{t('vip.perks.experience')}</span>
            <span>{level.experience.toLocaleString('en-PH')}</span>
          </span>
          <span className={styles.perkLine}>
            <span className={styles.muted}>{t('vip.perks.daily')}</span>
            <RewardItems items={level.dailyAward} />
          </span>
          {level.dailyAward.length > 0 && level.betLimit > 0 ? (
            <span className={styles.perkLine}>
              <span className={styles.muted}>{t('vip.perks.betLimit')}</span>
              <span>{formatPeso(level.betLimit)}</span>
            </span>
          ) : null}
          <span className={styles.perkLine}>
            <span className={styles.muted}>{t('vip.perks.levelUp')}</span>
            <RewardItems items={level.levelUpBonus} />
          </span>
          <span className={styles.perkLine}>
            <span className={styles.muted}>{t('vip.perks.signIn')}</span>
            <RewardItems items={level.signInAward} />
          </span>
          <span className={styles.perkLine}>
            <span className={styles.muted}>{t('vip.perks.rebate')}</span>
            {Object.keys(level.rebateBps).length === 0 ? (
              <span className={styles.muted}>{t('vip.perks.none')}</span>
            ) : (
              <span className={styles.chips}>
                {Object.entries(level.rebateBps).map(([type, bps]) => (
                  <span key={type} className={styles.chip}>
                    {typeName(Number(type))} {bpsToPercent(bps)}
                  </span>
                ))}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
