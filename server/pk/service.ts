import { eq } from 'drizzle-orm';
import { ActivityId, Errcode, type PkCamp, type PkHistoryEntry, type PkRound, type PkTieRule } from '../../contract/index.ts';
import { activitiesRepo } from '../activity/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Db, Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { promotionsWithheld } from '../rewards/index.ts';
import { advancePk } from './opener.ts';
import { NO_SCORES, pkRepo, type CampScores, type PkRoundRow } from './repo.ts';
import { payingCamps, pkShare, pkWinner } from './split.ts';

/**
 * What a player sees of red versus blue and their sign-up (docs/pk.md). Each call makes the due
 * transitions first (advancePk), so a round opens, ends and settles at the first call after its time
 * even with no ticker.
 */

const DAY_MS = 24 * 3600_000;
const HISTORY = 10;

const ms = (d: Date | string) => new Date(d).getTime();

export function roundView(row: PkRoundRow, scores: CampScores): PkRound {
  return {
    roundId: row.id,
    state: row.state as PkRound['state'],
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
    settlesAt: row.settlesAt.getTime(),
    pool: row.pool,
    capPerPlayer: row.capPerPlayer,
    tieRule: row.tieRule as PkTieRule,
    wagering: row.wagering,
    red: scores.red,
    blue: scores.blue,
    winner: (row.winner as PkRound['winner']) ?? null,
  };
}

/** The round shown now (open, next, or the last one over within a day); none while the activity is off. */
async function currentRound(db: Executor, now: number): Promise<PkRoundRow | undefined> {
  if (!(await activitiesRepo(db).isOn(ActivityId.RedPKBlue))) return undefined;
  return pkRepo(db).current(new Date(now), new Date(now - DAY_MS));
}

export async function pkData(db: Db, userId: number, now: number): Promise<{ round: PkRound | null; camp: PkCamp | null; serverTime: number; withheld: boolean }> {
  await advancePk(db, now);
  const row = await currentRound(db, now);
  const repo = pkRepo(db);
  const scores = row ? ((await repo.scores([row.id])).get(row.id) ?? NO_SCORES) : NO_SCORES;
  const mine = row ? await repo.signup(row.id, userId) : undefined;
  return {
    round: row ? roundView(row, scores) : null,
    camp: (mine?.camp as PkCamp | undefined) ?? null,
    serverTime: now,
    withheld: await promotionsWithheld(db, userId, now),
  };
}

export async function redWars(db: Db, userId: number, now: number) {
  await advancePk(db, now);
  const repo = pkRepo(db);
  const row = await currentRound(db, now);
  const mine = row ? await repo.signup(row.id, userId) : undefined;
  const scores = row ? ((await repo.scores([row.id])).get(row.id) ?? NO_SCORES) : NO_SCORES;
  const camp = (mine?.camp as PkCamp | undefined) ?? null;
  let projectedPrize = 0;
  if (row && mine && camp && row.state !== 'settled') {
    // What the settlement would pay on the scores now (split.ts's rule for one player).
    const camps = payingCamps(pkWinner(scores.red.score, scores.blue.score), row.tieRule as PkTieRule);
    const total = camps.reduce((a, c) => a + scores[c].score, 0);
    if (camps.includes(camp)) projectedPrize = pkShare(mine.contribution, total, row);
  }
  const history: PkHistoryEntry[] = (await repo.history(userId, HISTORY)).map((h) => ({
    roundId: h.id,
    startsAt: ms(h.starts_at),
    endsAt: ms(h.ends_at),
    winner: (h.winner as PkHistoryEntry['winner']) ?? null,
    redScore: 0,
    blueScore: 0,
    camp: (h.camp as PkCamp | null) ?? null,
    contribution: Number(h.contribution ?? 0),
    prize: Number(h.prize ?? 0),
  }));
  const past = await repo.scores(history.map((h) => h.roundId));
  for (const h of history) {
    const s = past.get(h.roundId) ?? NO_SCORES;
    h.redScore = s.red.score;
    h.blueScore = s.blue.score;
  }
  return {
    roundId: row?.id ?? null,
    camp,
    contribution: mine?.contribution ?? 0,
    rank: row && mine && camp ? await repo.rankInCamp(row.id, camp, mine.contribution) : null,
    campPlayers: camp ? scores[camp].players : 0,
    projectedPrize,
    prize: mine?.prize ?? 0,
    history,
  };
}

/**
 * Joins a camp for the round on now, once, in one transaction holding the player's `users` row (so 50
 * sign-ups at once run one after another; the (round, player) key decides besides): the activity on
 * and a round scheduled or open (9701), the player not protected (5004), then the sign-up that stands:
 * the same camp answers it, the other is 9702. A refusal writes nothing.
 */
export async function pkSignUp(db: Db, input: { userId: number; camp: PkCamp; now: number }): Promise<{ roundId: number; camp: PkCamp; joinedAt: number }> {
  const { userId, camp, now } = input;
  await advancePk(db, now);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const row = await currentRound(tx, now);
    if (!row || !(row.state === 'scheduled' || row.state === 'open') || row.endsAt.getTime() <= now) throw new ApiError(Errcode.pkNotOpen);
    if (await promotionsWithheld(tx, userId, now)) throw new ApiError(Errcode.rewardWithheld);
    const repo = pkRepo(tx);
    const earlier = await repo.signup(row.id, userId);
    const standing = earlier ?? (await repo.join(row.id, userId, camp, new Date(now)));
    if (standing.camp !== camp) throw new ApiError(Errcode.pkOtherCamp);
    return { roundId: row.id, camp, joinedAt: standing.joinedAt.getTime() };
  });
}
