import { REALITY_CHECK_MINUTES, type RealityCheck } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { assertNotExcluded } from './exclusion.ts';
import { firstBroken } from './limits.ts';
import { daysOf, manilaDay, periodBounds, type LimitPeriod } from './periods.ts';
import { protectionRepo, type LimitRow, type PlayStateRow } from './repo.ts';

/**
 * Stakes and the session clock. A play session runs from a stake after at least 30 minutes without
 * one until the next such gap. Play time is the time between consecutive stakes of a session (a
 * player who stops for 30 minutes stops the clock); it counts on the Manila day of the later stake.
 */
export const SESSION_GAP_MS = 30 * 60_000;

const emptyState = (userId: number): PlayStateRow => ({
  userId,
  realityCheckMinutes: REALITY_CHECK_MINUTES.default,
  sessionStartedAt: null,
  lastPlayAt: null,
  sessionStaked: 0,
  sessionWon: 0,
  checkedAt: null,
});

/** Whether a stake at `now` continues the player's session, and the play seconds it adds. */
function continuation(state: PlayStateRow, now: number): { continues: boolean; seconds: number } {
  const last = state.lastPlayAt?.getTime();
  if (last === undefined || now - last > SESSION_GAP_MS || now < last) return { continues: false, seconds: 0 };
  return { continues: true, seconds: Math.floor((now - last) / 1000) };
}

/** The limits a stake of `stake` at `now` would break (wager, loss, session), and what the periods hold. */
async function brokenByStake(tx: Executor, userId: number, rows: LimitRow[], stake: number, addSeconds: number, now: number) {
  const repo = protectionRepo(tx);
  const broken = [];
  for (const row of rows) {
    if (row.kind === 'deposit') continue;
    const bounds = periodBounds(row.period as LimitPeriod, now);
    const { from, to } = daysOf(bounds.start, bounds.end);
    const play = await repo.playBetween(userId, from, to);
    if (row.kind === 'wager' && play.staked + stake > row.amount) broken.push({ row, left: row.amount - play.staked, resetsAt: bounds.end });
    if (row.kind === 'loss' && play.staked - play.won + stake > row.amount) broken.push({ row, left: row.amount - (play.staked - play.won), resetsAt: bounds.end });
    if (row.kind === 'session' && play.seconds + addSeconds > row.amount * 60) {
      broken.push({ row, left: Math.floor((row.amount * 60 - play.seconds) / 60), resetsAt: bounds.end });
    }
  }
  return broken;
}

/**
 * A real round's stake, in the transaction that settles it (the caller holds the player's row, so
 * 50 bets at once are counted one after another): refused (6002) during an exclusion, refused (6001)
 * past a wager, loss or session limit (nothing of the round is kept: the transaction rolls back),
 * else counted for the limits and the reality check's session.
 */
export async function stakeSettled(tx: Executor, userId: number, round: { stake: number; win: number }, now: number): Promise<void> {
  await assertNotExcluded(tx, userId, now);
  const repo = protectionRepo(tx);
  const state = (await repo.playState(userId)) ?? emptyState(userId);
  const { continues, seconds } = continuation(state, now);
  const rows = await repo.limits(userId);
  if (rows.length > 0) {
    const error = firstBroken(await brokenByStake(tx, userId, rows, round.stake, seconds, now), 'bet');
    if (error) throw error;
  }
  await repo.addPlay(userId, manilaDay(now), { staked: round.stake, won: round.win, seconds });
  await repo.savePlayState(
    continues
      ? { ...state, lastPlayAt: new Date(now), sessionStaked: state.sessionStaked + round.stake, sessionWon: state.sessionWon + round.win }
      : { ...state, sessionStartedAt: new Date(now), lastPlayAt: new Date(now), sessionStaked: round.stake, sessionWon: round.win, checkedAt: null },
  );
}

/**
 * Play that takes no stake (a Lucky Jackpot draw): refused during an exclusion and once the day's
 * play-time limit is used up.
 */
export async function assertMayPlay(tx: Executor, userId: number, now: number): Promise<void> {
  await assertNotExcluded(tx, userId, now);
  const repo = protectionRepo(tx);
  const rows = (await repo.limits(userId)).filter((row) => row.kind === 'session');
  if (rows.length === 0) return;
  const state = (await repo.playState(userId)) ?? emptyState(userId);
  const error = firstBroken(await brokenByStake(tx, userId, rows, 0, continuation(state, now).seconds, now));
  if (error) throw error;
}

/** The reality check: this session's time and net result, and when the next check is due. */
export async function realityCheck(tx: Executor, userId: number, now: number): Promise<RealityCheck> {
  const state = (await protectionRepo(tx).playState(userId)) ?? emptyState(userId);
  const interval = state.realityCheckMinutes;
  const active = state.sessionStartedAt !== null && continuation(state, now).continues;
  if (!active || !state.sessionStartedAt) {
    return { active: false, startedAt: null, minutesPlayed: 0, staked: 0, won: 0, net: 0, intervalMinutes: interval, nextCheckAt: null };
  }
  const started = state.sessionStartedAt.getTime();
  const from = Math.max(started, state.checkedAt?.getTime() ?? started);
  return {
    active: true,
    startedAt: started,
    minutesPlayed: Math.floor((now - started) / 60_000),
    staked: state.sessionStaked,
    won: state.sessionWon,
    net: state.sessionWon - state.sessionStaked,
    intervalMinutes: interval,
    nextCheckAt: from + interval * 60_000,
  };
}

/** "Keep playing": the next check a full interval from now. */
export async function realityCheckContinue(tx: Executor, userId: number, now: number): Promise<RealityCheck> {
  const repo = protectionRepo(tx);
  const state = await repo.playState(userId);
  if (state?.sessionStartedAt) await repo.savePlayState({ ...state, checkedAt: new Date(now) });
  return realityCheck(tx, userId, now);
}

export async function setRealityCheckInterval(tx: Executor, userId: number, minutes: number, now: number): Promise<void> {
  const repo = protectionRepo(tx);
  const state = (await repo.playState(userId)) ?? emptyState(userId);
  await repo.savePlayState({ ...state, realityCheckMinutes: minutes });
  await repo.recordEvent({ userId, action: 'reality_check_interval', actor: 'player', detail: { minutes }, at: now });
}
