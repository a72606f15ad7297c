import { useTranslation } from 'react-i18next';
import type { PkCamp } from '../../../contract/calls/pk.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { redShare } from './model.ts';
import styles from './pk.module.css';

interface CampScore {
  score: number;
  players: number;
}

/**
 * The tug-of-war bar: red's share of both camps' bets from the left, blue's from the right, the knot
 * where they meet. It moves (a CSS transition, none under reduced motion) whenever a live `pk` event
 * brings new scores. `data-red` carries red's share for tests and assistive reading alike.
 */
export function TugOfWar({ red, blue, mine }: { red: CampScore; blue: CampScore; mine: PkCamp | null }) {
  const { t } = useTranslation('pk');
  const share = redShare(red.score, blue.score);
  return (
    <div className={styles.tug}>
      <div className={styles.sides}>
        <span className={`${styles.side} ${styles.red}`} data-mine={mine === 'red' || undefined}>
          {t('camp.red')} · {formatPeso(red.score)} · {t('players', { count: red.players })}
        </span>
        <span className={`${styles.side} ${styles.blue}`} data-mine={mine === 'blue' || undefined}>
          {t('camp.blue')} · {formatPeso(blue.score)} · {t('players', { count: blue.players })}
        </span>
      </div>
      <div
        className={styles.bar}
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
        aria-label={t('bar', { red: formatPeso(red.score), blue: formatPeso(blue.score) })}
        data-testid="pk-bar"
        data-red={share}
      >
        <div className={styles.barRed} style={{ width: `${share}%` }} />
        <div className={styles.knot} style={{ left: `${share}%` }} />
      </div>
    </div>
  );
}
