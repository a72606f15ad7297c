import { and, desc, eq } from 'drizzle-orm';
import { ActivityId } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { bankruptEpisodes } from './schema.ts';
import { betTotals } from '../games/index.ts';
import { playerBalances } from '../ledger/ledger.ts';
import { lossLimitReached } from '../protection/index.ts';
import { grantedKeys, hasDeposited, promotionsWithheld } from '../rewards/index.ts';
import { withdrawalsRepo } from '../wallet/index.ts';
import { manilaDayOf, windowEndFrom, type Episode, type Snapshot } from './rules.ts';
import type { BankruptSettings } from './settings.ts';

/** The natural key of an award's grant (activity 56, the Manila day): built here only. */
export const AWARD_KEY_PREFIX = 'award:';
export const awardKey = (id: number) => `${AWARD_KEY_PREFIX}${id}`;

/** The player's latest bankruptcy: one read on (user, day, rounds) backwards. */
async function latestEpisode(db: Executor, userId: number): Promise<Episode | null> {
  const [row] = await db
    .select()
    .from(bankruptEpisodes)
    .where(eq(bankruptEpisodes.userId, userId))
    .orderBy(desc(bankruptEpisodes.day), desc(bankruptEpisodes.roundsAtStart))
    .limit(1);
  return row ? { id: row.id, day: row.day, roundsAtStart: row.roundsAtStart, claimUntil: row.claimUntil.getTime() } : null;
}

/**
 * What the rules read about the player now (rules.ts Snapshot). `full` reads everything (a claim,
 * in its transaction). Otherwise (the info asked after every losing spin) a player whose coin is at
 * or above the threshold, or who has not played today, costs four reads — the day's grants, the coin,
 * the day's bets, and (low coin only) the latest bankruptcy — and the protection, deposit and
 * withdrawal reads, which could only refuse someone already refused, are skipped.
 */
export async function loadSnapshot(db: Executor, userId: number, settings: BankruptSettings, now: number, full: boolean): Promise<Snapshot> {
  const day = manilaDayOf(now);
  const granted = await grantedKeys(db, userId, ActivityId.Bankrupt, [day.key]);
  const claimed = new Set<number>();
  for (const periodKey of granted) {
    const key = periodKey.slice(periodKey.indexOf('|') + 1);
    if (key.startsWith(AWARD_KEY_PREFIX)) claimed.add(Number(key.slice(AWARD_KEY_PREFIX.length)));
  }
  // Coin parked in the safebox is still the player's: someone with ₱5,000 put away is not bankrupt.
  const { coin, safebox } = await playerBalances(db, userId);
  const today = await betTotals(db, userId, day.key);
  const low = coin + safebox < settings.threshold;
  const snapshot: Snapshot = {
    now,
    claimed,
    coin: coin + safebox,
    todayRounds: today.count,
    todayValidBet: today.validBet,
    cashingOut: false,
    withheld: false,
    lossLimitReached: false,
    hasDeposit: true,
    latest: full || low ? await latestEpisode(db, userId) : null,
  };
  if (!full && !(low && today.count > 0)) return snapshot;
  snapshot.withheld = await promotionsWithheld(db, userId, now);
  snapshot.lossLimitReached = await lossLimitReached(db, userId, now, settings.threshold);
  snapshot.hasDeposit = await hasDeposited(db, userId);
  snapshot.cashingOut = await withdrawalsRepo(db).cashingOutSince(userId, new Date(day.start));
  return snapshot;
}

/**
 * Records that a bankruptcy started now (its day, its round count, its window), unless the same one
 * was recorded meanwhile (two tabs asking at once): the unique key decides, and the row that stands
 * is answered.
 */
export async function startEpisode(db: Executor, userId: number, settings: BankruptSettings, s: Snapshot): Promise<Episode> {
  const day = manilaDayOf(s.now).key;
  await db
    .insert(bankruptEpisodes)
    .values({ userId, day, roundsAtStart: s.todayRounds, startedAt: new Date(s.now), claimUntil: new Date(windowEndFrom(settings, s.now)) })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(bankruptEpisodes)
    .where(and(eq(bankruptEpisodes.userId, userId), eq(bankruptEpisodes.day, day), eq(bankruptEpisodes.roundsAtStart, s.todayRounds)));
  return { id: row!.id, day: row!.day, roundsAtStart: row!.roundsAtStart, claimUntil: row!.claimUntil.getTime() };
}
