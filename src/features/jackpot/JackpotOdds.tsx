import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JackpotAward } from '../../../contract/index.ts';
import { formatChance, useGameOdds } from '../../shared/fairness/useGameOdds.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { manilaDate } from '../../shared/format/date.ts';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import styles from './jackpot.module.css';
import { cellLabel } from './prizeLabel.ts';

/**
 * Each board cell's chance (issue 28), from the weighted table the server draws from (getGameOdds
 * `jackpot`): weight over the table's total, with the peso range a tier's amount is drawn from. The
 * cells are named as the board names them. A lazy chunk of the rules tab.
 */
export default function JackpotOdds({ awards }: { awards: readonly JackpotAward[] }) {
  const { t } = useTranslation('jackpot');
  const { table, failure } = useGameOdds('jackpot');
  if (failure) return <FormAlert message={`${t('odds.failed')} ${failure}`} />;
  const weighted = table?.weighted;
  if (!table || !weighted) return <Spinner />;
  return (
    <>
      {/* A table in force from the start (the release's first version) has no date worth showing. */}
      <p className={styles.oddsNote}>{table.effectiveFrom > 0 ? t('odds.table', { version: table.version, date: manilaDate(table.effectiveFrom) }) : t('odds.tableFirst', { version: table.version })}</p>
      <ul className={styles.list} data-testid="jackpot-odds">
        {weighted.entries.map((entry) => {
          const award = awards.find((a) => a.id === entry.id) ?? { ...entry, showNum: entry.count };
          return (
            <li key={entry.id} className={styles.oddsRow}>
              <span>
                {cellLabel(t, award)}
                {entry.minPesos !== undefined && entry.maxPesos !== undefined ? (
                  <span className={styles.oddsRange}> {t('odds.range', { min: formatPeso(entry.minPesos * 100), max: formatPeso(entry.maxPesos * 100) })}</span>
                ) : null}
              </span>
              <span className={styles.rowAmount}>{formatChance(entry.weight, weighted.totalWeight)}</span>
            </li>
          );
        })}
      </ul>
      <Link to="/fairness">{t('odds.verify')}</Link>
    </>
  );
}
