import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SpinInfo } from '../../../contract/calls/spin.ts';
import { formatChance } from '../../shared/fairness/useGameOdds.ts';
import { Card } from '../../shared/ui/Card.tsx';
import { prizeWords } from './labels.ts';
import styles from './spin.module.css';

/**
 * The truth beside the wheel: each segment's chance, its weight over the fair table's total (the
 * table the server draws every spin from). Slice sizes on the wheel are decoration.
 */
export function SpinOdds({ info }: { info: SpinInfo }) {
  const { t } = useTranslation('spin');
  return (
    <Card aria-labelledby="spin-odds">
      <h2 id="spin-odds" className={styles.sectionTitle}>
        {t('odds.title')}
      </h2>
      <p className={styles.muted}>{t('odds.note', { version: info.tableVersion })}</p>
      <ul className={styles.rows} data-testid="spin-odds">
        {info.segments.map((segment) => (
          <li key={segment.id} className={styles.row}>
            <span>
              {prizeWords(t, segment.items)}
              <span className={styles.tier}>{t(`tiers.${segment.tier}`)}</span>
            </span>
            <span className={styles.chance}>{formatChance(segment.weight, info.totalWeight)}</span>
          </li>
        ))}
      </ul>
      <Link to="/fairness">{t('odds.verify')}</Link>
    </Card>
  );
}
