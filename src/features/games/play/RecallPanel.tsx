import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SlotInfo, SlotRound } from '../../../../contract/index.ts';
import { api } from '../../../api/client.ts';
import { formatPeso } from '../../../shared/format/amount.ts';
import { failureMessage } from '../../../shared/i18n/errorMessage.ts';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { Modal } from '../../../shared/ui/Modal.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { SymbolGrid } from './MiniGrid.tsx';
import styles from './play.module.css';

const money = formatPeso;

/** The game recall: the last 10 real rounds with time, bet, reels, win and the balance before and after. */
export function RecallPanel({ info, onClose }: { info: SlotInfo; onClose(): void }) {
  const { t, i18n } = useTranslation('games');
  const [rounds, setRounds] = useState<SlotRound[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const names = useMemo(() => new Map(info.symbols.map((s) => [s.id, t(`symbols.${info.theme}.${s.name}`, { defaultValue: s.name.toUpperCase() })])), [info, t]);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Manila' });

  useEffect(() => {
    const controller = new AbortController();
    api('slotRecall', { gameId: info.gameId }, { signal: controller.signal }).then(
      ({ list }) => setRounds(list),
      (error: unknown) => {
        if (!controller.signal.aborted) setFailure(failureMessage(error));
      },
    );
    return () => controller.abort();
  }, [info.gameId]);

  return (
    <Modal title={t('recall.title')} onClose={onClose}>
      {failure ? <FormAlert message={`${t('recall.failed')} ${failure}`} /> : null}
      {!rounds && !failure ? <Spinner size={24} /> : null}
      {rounds?.length === 0 ? <p className={styles.note}>{t('recall.empty')}</p> : null}
      <ol className={styles.rounds} data-testid="recall-list">
        {rounds?.map((round) => {
          const lit = new Set(round.wins.flatMap((w) => w.cells.map(([reel, row]) => `${reel},${row}`)));
          return (
            <li key={round.roundId}>
              <SymbolGrid grid={round.grid} names={names} lit={lit} label={time.format(round.time)} />
              <span>
                <strong>{time.format(round.time)}</strong>
                <br />
                {t('recall.bet', { amount: money(round.bet) })}
                {' · '}
                {t('recall.win', { amount: money(round.win) })}
                <br />
                {t('recall.balance', { before: money(round.balanceBefore), after: money(round.balanceAfter) })}
              </span>
            </li>
          );
        })}
      </ol>
      <p className={styles.note}>
        <Link to="/fairness">{t('recall.fairness')}</Link>
      </p>
    </Modal>
  );
}
