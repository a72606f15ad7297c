import { useTranslation } from 'react-i18next';
import type { JackpotWinner } from '../../../contract/index.ts';
import { formatAmount } from '../../shared/format/amount.ts';
import styles from './jackpot.module.css';

/** The latest jackpot winners, scrolling (CSS only; still for reduced motion). */
export function WinnersTicker({ winners }: { winners: readonly JackpotWinner[] }) {
  const { t } = useTranslation('jackpot');
  if (winners.length === 0) return <p className={styles.winnersEmpty}>{t('winners.empty')}</p>;
  const lines = winners.map((w) => t('winners.line', { name: w.nickname, tier: t(`tiers.${w.propId}`, { defaultValue: '' }), amount: formatAmount(w.bonus) }));
  return (
    <section className={styles.winners} aria-label={t('winners.title')}>
      <ul className={styles.winnersTrack}>
        {lines.map((line, index) => (
          <li key={`${index}-${line}`}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
