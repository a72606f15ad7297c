import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SlotInfo } from '../../../../contract/index.ts';
import { formatChance, useGameOdds } from '../../../shared/fairness/useGameOdds.ts';
import { manilaDate } from '../../../shared/format/date.ts';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import styles from './play.module.css';

/**
 * The slot's odds (issue 28), from the reels table the server draws from (getGameOdds
 * `slot:<gameId>`): its version, the RTP computed from its strips, and each symbol's chance to show in
 * a given cell of each reel (its count on the strip over the strip's length). A lazy chunk of the paytable.
 */
export default function SlotOdds({ info }: { info: SlotInfo }) {
  const { t } = useTranslation('games');
  const { table, failure } = useGameOdds(`slot:${info.gameId}`);
  if (failure) return <FormAlert message={`${t('odds.failed')} ${failure}`} />;
  const reels = table?.reels;
  if (!table || !reels) return <Spinner size={20} />;
  return (
    <>
      {/* A table in force from the start (the release's first version) has no date worth showing. */}
      <p>{table.effectiveFrom > 0 ? t('odds.table', { version: table.version, date: manilaDate(table.effectiveFrom) }) : t('odds.tableFirst', { version: table.version })}</p>
      <p data-testid="odds-rtp">{t('odds.rtp', { rtp: (reels.rtpBps / 100).toFixed(2) })}</p>
      <p>{t('odds.explain')}</p>
      <div className={styles.oddsScroll}>
        <table className={styles.odds} data-testid="slot-odds">
          <thead>
            <tr>
              <th scope="col">{t('odds.symbol')}</th>
              {reels.strips.map((strip, reel) => (
                <th scope="col" key={reel}>
                  {t('odds.reel', { n: reel + 1, stops: strip.length })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {reels.symbols.map((symbol) => (
              <tr key={symbol.id}>
                <th scope="row">{t(`symbols.${info.theme}.${symbol.name}`, { defaultValue: symbol.name.toUpperCase() })}</th>
                {reels.strips.map((strip, reel) => (
                  <td key={reel}>{formatChance(strip.filter((id) => id === symbol.id).length, strip.length)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Link to="/fairness">{t('odds.verify')}</Link>
    </>
  );
}
