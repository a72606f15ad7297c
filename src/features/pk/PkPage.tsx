import './i18n.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PkCamp, PkRound } from '../../../contract/calls/pk.ts';
import { api } from '../../api/client.ts';
import { formatPeso, formatPrizePeso } from '../../shared/format/amount.ts';
import { manilaDateTime } from '../../shared/format/date.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { countdown, phaseOf } from './model.ts';
import { TugOfWar } from './TugOfWar.tsx';
import { PkHistory, PkStanding } from './PkStanding.tsx';
import { usePk } from './usePk.ts';
import styles from './pk.module.css';

/**
 * /activity/redpkblue (activity RedPKBlue 59, docs/pk.md): the round on now with its countdown on the
 * server's clock, the tug-of-war bar (moved by the live channel), joining a camp, the player's standing,
 * the settlement's result and the past rounds. The rules are /activity/redpkblue/rule.
 */
export default function PkPage() {
  const { t } = useTranslation('pk');
  const { state, failure, load } = usePk();
  const [now, setNow] = useState(() => Date.now());
  const [joining, setJoining] = useState<PkCamp | null>(null);
  const [joinFailure, setJoinFailure] = useState<string | null>(null);

  useEffect(() => {
    // The countdown ticks on screen; nothing is asked of the server by this.
    const clock = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(clock);
  }, []);

  const join = async (camp: PkCamp) => {
    setJoining(camp);
    setJoinFailure(null);
    try {
      await api('pkSignUp', { camp });
      load();
    } catch (error) {
      setJoinFailure(failureMessage(error));
    } finally {
      setJoining(null);
    }
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} fallback="/" />
      <p className={styles.muted}>{t('intro')}</p>
      <Link to="/activity/redpkblue/rule">{t('ruleLink')}</Link>
      {!state ? (
        <LoadState failure={failure} onRetry={load} />
      ) : !state.round ? (
        <Card>
          <p className={styles.muted}>{t('none')}</p>
        </Card>
      ) : (
        <RoundCard round={state.round} serverNow={now + state.offset} camp={state.camp} withheld={state.withheld} joining={joining} onJoin={(camp) => void join(camp)} failure={joinFailure} />
      )}
      {state?.wars && state.round ? <PkStanding wars={state.wars} round={state.round} /> : null}
      {state?.wars ? <PkHistory history={state.wars.history} /> : null}
    </div>
  );
}

interface RoundCardProps {
  round: PkRound;
  serverNow: number;
  camp: PkCamp | null;
  withheld: boolean;
  joining: PkCamp | null;
  onJoin(camp: PkCamp): void;
  failure: string | null;
}

function RoundCard({ round, serverNow, camp, withheld, joining, onJoin, failure }: RoundCardProps) {
  const { t } = useTranslation('pk');
  const phase = phaseOf(round, serverNow);
  const canJoin = !camp && !withheld && (phase === 'upcoming' || phase === 'open');
  return (
    <Card aria-label={t('title')}>
      <div className={styles.eventHead} data-testid="pk-round" data-round-id={round.roundId} data-phase={phase}>
        <span>{manilaDateTime(round.startsAt)}</span>
        <span className={styles.clock}>
          {phase === 'upcoming' ? t('phase.upcoming', { time: countdown(round.startsAt - serverNow) }) : null}
          {phase === 'open' ? t('phase.open', { time: countdown(round.endsAt - serverNow) }) : null}
          {phase === 'settling' ? t('phase.settling', { time: manilaDateTime(round.settlesAt) }) : null}
          {phase === 'settled' ? t('phase.settled') : null}
          {phase === 'cancelled' ? t('phase.cancelled') : null}
        </span>
      </div>
      <p className={styles.pool}>{t('pool', { amount: formatPeso(round.pool) })}</p>
      <TugOfWar red={round.red} blue={round.blue} mine={camp} />
      {round.winner ? (
        <p className={`${styles.result} ${styles[round.winner]}`} data-testid="pk-result" role="status">
          {t(`result.${round.winner}`)}
        </p>
      ) : null}
      {withheld ? <FormAlert tone="info" message={t('withheld')} /> : null}
      {camp ? <p className={styles.mine}>{t('join.joined', { camp: t(`camp.${camp}`) })}</p> : null}
      {canJoin ? (
        <>
          <p className={styles.muted}>{t('join.pick')}</p>
          <div className={styles.joins}>
            <Button className={styles.joinRed} busy={joining === 'red'} disabled={joining !== null} onClick={() => onJoin('red')}>
              {t('join.red')}
            </Button>
            <Button className={styles.joinBlue} busy={joining === 'blue'} disabled={joining !== null} onClick={() => onJoin('blue')}>
              {t('join.blue')}
            </Button>
          </div>
        </>
      ) : null}
      {failure ? <FormAlert message={failure} /> : null}
      {round.state === 'settled' ? null : <p className={styles.muted}>{t('rule.cap', { amount: formatPrizePeso(round.capPerPlayer) })}</p>}
    </Card>
  );
}
