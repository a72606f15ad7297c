import './i18n.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallResult } from '../../../contract/index.ts';
import type { Tournament, TournamentBoardEntry } from '../../../contract/calls/tournament.ts';
import { api } from '../../api/client.ts';
import { gamesByIds } from '../../shared/games/catalog.ts';
import { GameList } from '../../shared/games/GameTile.tsx';
import { useCatalog } from '../../shared/games/useCatalog.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { manilaDateTime } from '../../shared/format/date.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { useShownLoad } from '../../shared/rewards/useShownLoad.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { useAppStore } from '../../store/index.ts';
import { useLive } from '../live/index.ts';
import { formatScore } from './format.ts';
import styles from './tournament.module.css';

type Info = Omit<CallResult<'slotTournament'>, 'errcode' | 'msg'>;

/**
 * /activity/slotshack (activity SlotTournament 79, docs/tournament.md): the running (or next) slot
 * tournament, its rules, its live board and the player's place; the last one's final places and the
 * player's prize. The board follows the live `tournament` event (sent at most every few seconds); the
 * player's own place is read again, at most every few seconds, after an event. A visitor sees the
 * board and a sign-in prompt.
 */
export default function TournamentPage() {
  const { t } = useTranslation('tournament');
  const signedIn = useAppStore((s) => s.token !== null);
  const [info, setInfo] = useState<Info | null>(null);
  const lastLoad = useRef(0);

  const { failure, reload: load } = useShownLoad(() => {
    lastLoad.current = Date.now();
    return api('slotTournament', {});
  }, setInfo);

  // A running tournament's end (or the next one's start) is read once at that moment.
  const changeAt = info?.current ? (info.current.state === 'running' ? info.current.endsAt : info.current.startsAt) : null;
  useEffect(() => {
    if (changeAt === null || !info) return;
    const wait = changeAt - info.serverTime + 1500;
    const timer = setTimeout(load, Math.min(Math.max(wait, 1000), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [changeAt, info, load]);

  useLive('tournament', (event) => {
    setInfo((before) => {
      if (!before?.current || before.current.tournamentId !== event.tournamentId || event.state !== 'running') return before;
      return { ...before, current: { ...before.current, board: event.board } };
    });
    // The player's own place, and an end or a change, come with the call (not too often).
    if (event.state !== 'running' || Date.now() - lastLoad.current > 3000) load();
  });

  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} fallback="/" />
      <p className={styles.muted}>{t('intro')}</p>
      {!signedIn ? (
        <Card>
          <p className={styles.strong}>{t('signInPrompt')}</p>
          <Button onClick={() => useAppStore.getState().openAuthModal({ kind: 'login' })}>{t('signIn')}</Button>
        </Card>
      ) : null}
      {info?.withheld ? <FormAlert tone="info" message={t('withheld')} /> : null}
      {!info ? (
        <LoadState failure={failure} onRetry={load} />
      ) : !info.running || (!info.current && !info.last) ? (
        <Card>
          <p className={styles.muted} data-testid="tournament-none">
            {info.running ? t('none') : t('off')}
          </p>
        </Card>
      ) : (
        <>
          {info.current ? <TournamentCard tournament={info.current} heading={info.current.state === 'running' ? t('running') : t('next')} signedIn={signedIn} /> : null}
          {info.last ? <TournamentCard tournament={info.last} heading={t('last')} signedIn={signedIn} /> : null}
          {signedIn ? <Link to="/reward/record">{t('record')}</Link> : null}
        </>
      )}
    </div>
  );
}

function TournamentCard({ tournament, heading, signedIn }: { tournament: Tournament; heading: string; signedIn: boolean }) {
  const { t } = useTranslation('tournament');
  const catalog = useCatalog();
  const games = gamesByIds(catalog, tournament.gameIds);
  const id = `tournament-${tournament.tournamentId}`;
  return (
    <Card aria-labelledby={id}>
      <section className={styles.card} data-testid="tournament" data-state={tournament.state} data-tournament-id={tournament.tournamentId}>
        <h2 id={id} className={styles.sectionTitle}>
          {heading}
        </h2>
        <p className={styles.muted}>{t('when', { start: manilaDateTime(tournament.startsAt), end: manilaDateTime(tournament.endsAt) })}</p>
        <ul className={styles.facts}>
          <li>{tournament.measure === 'multiplier' ? t('measureMultiplier') : t('measureValidBet')}</li>
          <li>{t('minBet', { amount: formatPeso(tournament.minBet) })}</li>
          <li>{t('entrants', { count: tournament.entrants })}</li>
          <li>{t('wagering', { count: tournament.wagering })}</li>
        </ul>
        <h3 className={styles.subTitle}>{t('prizes')}</h3>
        <ol className={styles.prizes}>
          {tournament.prizes.map((prize, i) => (
            <li key={i}>{t('place', { place: i + 1, amount: formatPeso(prize) })}</li>
          ))}
        </ol>
        <h3 className={styles.subTitle}>{tournament.state === 'ended' ? t('finalBoard') : t('board')}</h3>
        <Board tournament={tournament} />
        {signedIn ? <Mine tournament={tournament} /> : null}
        {tournament.state !== 'ended' && games.length > 0 ? <GameList games={games} layout="row" label={t('games')} /> : null}
      </section>
    </Card>
  );
}

function Board({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournament');
  if (tournament.board.length === 0) return <p className={styles.muted}>{tournament.state === 'scheduled' ? t('notStarted') : t('empty')}</p>;
  return (
    <ol className={styles.board} data-testid="tournament-board">
      {tournament.board.map((row: TournamentBoardEntry) => (
        <li key={row.place} className={tournament.me?.place === row.place ? styles.meRow : styles.row} data-testid="tournament-row">
          <span className={styles.place}>{row.place}</span>
          <span className={styles.name}>{tournament.me?.place === row.place ? t('you') : row.nickname}</span>
          <span className={styles.score}>{formatScore(tournament.measure, row.score)}</span>
        </li>
      ))}
    </ol>
  );
}

function Mine({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournament');
  const me = tournament.me;
  let text: string;
  if (tournament.state === 'ended') text = me ? t('wonPrize', { place: me.place, amount: formatPeso(me.prize) }) : t('noPrize');
  else if (!me) text = tournament.state === 'running' ? t('notEntered') : t('notStarted');
  else text = t('myPlace', { place: me.place, score: formatScore(tournament.measure, me.score), amount: formatPeso(me.prize) });
  return (
    <p className={styles.strong} data-testid="tournament-me">
      {text}
    </p>
  );
}
