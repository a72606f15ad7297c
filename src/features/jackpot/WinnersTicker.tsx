import { useTranslation } from 'react-i18next';
import type { JackpotWinner } from '../../../contract/index.ts';
import styles from './jackpot.module.css';
import { prizeLabel } from './prizeLabel.ts';

/** The latest jackpot winners, scrolling (CSS only; still for reduced motion). */
export function WinnersTicker({ winners }: { winners: readonly JackpotWinner[] }) {
  const { t } = useTranslation('jackpot');
  if (winners.length === 0) return <p className={styles.winnersEmpty}>{t('winners.empty')}</p>;
  const lines = winners.map((w) => t('winners.line', { name: w.nickname, prize: prizeLabel(t, { propId: w.propId, type: 2, count: 0, bonus: w.bonus }) }));
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
