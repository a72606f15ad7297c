import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PusherInfo } from '../../../contract/calls/pusher.ts';
import { intlLocale } from '../../shared/format/date.ts';
import { formatChance } from '../../shared/fairness/useGameOdds.ts';
import { formatRtp, prizeMultiple, prizeWords } from './labels.ts';
import styles from './pusher.module.css';

/**
 * The truth behind the board: each prize a drop may win, what it pays (in stakes), its chance (its
 * weight over the fair table's total, the table the server draws every drop from) and the table's
 * return to player. Where the coins happen to lie on the board changes none of it.
 */
export function PusherOdds({ info }: { info: PusherInfo }) {
  const { t } = useTranslation('pusher');
  return (
    <div className={styles.panel}>
      <p className={styles.muted}>{t('odds.note', { key: info.tableKey, version: info.tableVersion })}</p>
      <p className={styles.rtp} data-testid="pusher-rtp">
        {t('odds.rtp', { rtp: formatRtp(info.rtpBasisPoints, intlLocale()) })}
      </p>
      <ul className={styles.rows} data-testid="pusher-odds">
        {info.prizes.map((prize) => (
          <li key={prize.id} className={styles.row}>
            <span>
              {prizeWords(t, prize)}
              <span className={styles.pays}>{t('odds.pays', { count: prizeMultiple(prize, info.goldenWorth) })}</span>
            </span>
            <span className={styles.chance}>{formatChance(prize.weight, info.totalWeight)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{t('odds.golden', { count: info.goldenWorth })}</p>
      <Link to="/fairness">{t('odds.verify')}</Link>
    </div>
  );
}
