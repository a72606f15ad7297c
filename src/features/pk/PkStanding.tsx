import { useTranslation } from 'react-i18next';
import type { CallResult } from '../../../contract/index.ts';
import type { PkHistoryEntry, PkRound } from '../../../contract/calls/pk.ts';
import { formatPeso, formatPrizePeso } from '../../shared/format/amount.ts';
import { manilaDateTime } from '../../shared/format/date.ts';
import { Card } from '../../shared/ui/Card.tsx';
import styles from './pk.module.css';

/** The player's part in the round on screen: contribution, place in the camp, the prize (projected, then paid). */
export function PkStanding({ wars, round }: { wars: CallResult<'redWars'>; round: PkRound }) {
  const { t } = useTranslation('pk');
  return (
    <Card aria-labelledby="pk-mine">
      <h2 id="pk-mine" className={styles.sectionTitle}>
        {t('mine.title')}
      </h2>
      {!wars.camp ? (
        <p className={styles.muted}>{t('mine.notJoined')}</p>
      ) : (
        <ul className={styles.facts} data-testid="pk-standing">
          <li>{t('mine.contribution', { amount: formatPeso(wars.contribution) })}</li>
          {wars.rank ? <li>{t('mine.rank', { rank: wars.rank, count: wars.campPlayers })}</li> : null}
          {round.state === 'settled' ? <li data-testid="pk-prize">{t('mine.prize', { amount: formatPrizePeso(wars.prize) })}</li> : <li>{t('mine.projected', { amount: formatPrizePeso(wars.projectedPrize) })}</li>}
        </ul>
      )}
    </Card>
  );
}

/** The last settled rounds with the player's camp, bets and prize in each. */
export function PkHistory({ history }: { history: PkHistoryEntry[] }) {
  const { t } = useTranslation('pk');
  return (
    <Card aria-labelledby="pk-history">
      <h2 id="pk-history" className={styles.sectionTitle}>
        {t('history.title')}
      </h2>
      {history.length === 0 ? (
        <p className={styles.muted}>{t('history.none')}</p>
      ) : (
        <ul className={styles.rounds}>
          {history.map((h) => (
            <li key={h.roundId} className={styles.roundRow}>
              <span className={styles.muted}>{manilaDateTime(h.endsAt)}</span>
              <span>{t('history.row', { result: h.winner ? t(`result.${h.winner}`) : '', red: formatPeso(h.redScore), blue: formatPeso(h.blueScore) })}</span>
              <span className={styles.muted}>
                {h.camp ? t('history.mine', { camp: t(`camp.${h.camp}`), contribution: formatPeso(h.contribution), prize: formatPrizePeso(h.prize) }) : t('history.notJoined')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
