import { eq } from 'drizzle-orm';
import { mapTable } from '../../contract/fairness/verify.ts';
import { ActivityId, Errcode, PropId, type SpinInfo, type SpinTier } from '../../contract/index.ts';
import { activitiesRepo } from '../activity/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Db, Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { drawFair, tableInForce } from '../fairness/index.ts';
import { validBetBetween } from '../games/index.ts';
import { bumpRewardState, claimReward, hasDeposited, manilaDayPeriod, promotionsWithheld } from '../rewards/index.ts';
import { depositsPaidBetween, depositsRepo, reversalsOf } from '../wallet/index.ts';
import type { SpinWheelConfig } from './config.ts';
import { SPIN_TABLE } from './fair-table.ts';
import { spinRepo, type SpinRow } from './repo.ts';
import { drawableTable, manilaDayBounds, spinSources, spinsLeft, wheelSegments, type DayTotals } from './rules.ts';

/**
 * The wheel's service (docs/spin.md): what a player sees and one spin. Spins left are never stored:
 * they are computed from the Manila day's real totals (the wallet's paid deposits, the games' valid
 * bets) less the day's spins, on every read, and under the player's row lock when one is spent.
 */

/** A reversal that took the deposit's money back for good: a provider's refund, a dispute lost (an open one may still be won). */
const FINAL_REVERSALS = ['refunded', 'lost'];

/**
 * Deposits paid in [start, end) that still count: a deposit refunded to the player (its order stays
 * `paid`, the reversal says what came back) earns nothing; one held for a refund was never `paid`.
 * Reversals are rare: the player's latest few are read, and their orders only when there are some.
 */
async function depositedBetween(db: Executor, userId: number, start: Date, end: Date): Promise<number> {
  const paid = await depositsPaidBetween(db, userId, start, end);
  if (paid === 0) return 0;
  let reversed = 0;
  for (const reversal of await reversalsOf(db, userId)) {
    if (!FINAL_REVERSALS.includes(reversal.status)) continue;
    const order = await depositsRepo(db).byOrderNoAny(reversal.orderNo);
    if (order?.status === 'paid' && order.settledAt && order.settledAt >= start && order.settledAt < end) reversed += reversal.amount;
  }
  return Math.max(0, paid - reversed);
}

/** The day's totals the sources count (read inside the caller's transaction when spending). */
export async function dayTotals(db: Executor, userId: number, now: number): Promise<DayTotals> {
  const day = manilaDayPeriod(now);
  const { start, end } = manilaDayBounds(day);
  // One after another: `db` is often a transaction, one connection that takes one query at a time.
  const deposited = await depositedBetween(db, userId, start, end);
  const validBet = await validBetBetween(db, userId, day, day);
  const used = await spinRepo(db).usedOn(userId, day);
  return { deposited, validBet, used };
}

const NOTHING: DayTotals = { deposited: 0, validBet: 0, used: 0 };

/** The wheel's own switch and the operator's switch of its activity (73) in the console: both must be on. */
async function activityOn(db: Executor): Promise<boolean> {
  return activitiesRepo(db).isOn(ActivityId.SpinWheel);
}

/** The wheel and this player's spins (`userId` null: a visitor, who sees the terms and no spins). */
export async function spinInfo(db: Db, userId: number | null, now: number): Promise<SpinInfo> {
  const config = await spinRepo(db).config();
  const table = await tableInForce(db, SPIN_TABLE, now);
  const running = Boolean(config?.enabled) && config !== null && (await activityOn(db)) && drawableTable(table, config);
  const totals = userId === null || config === null ? NOTHING : await dayTotals(db, userId, now);
  const { end } = manilaDayBounds(manilaDayPeriod(now));
  return {
    running,
    segments: config ? wheelSegments(config, table) : [],
    tableKey: SPIN_TABLE,
    tableVersion: table?.version ?? 0,
    totalWeight: table?.weighted?.totalWeight ?? 0,
    spinsLeft: userId === null || config === null ? 0 : spinsLeft(config, totals),
    spinsUsed: totals.used,
    sources: config ? spinSources(config, totals) : [],
    resetsAt: end.getTime(),
    withheld: userId === null ? false : await promotionsWithheld(db, userId, now),
    needsDeposit: userId === null ? true : !(await hasDeposited(db, userId)),
  };
}

/** Whether a spin can go now: the `spin` red dot (running, a top-up made, not protected, a spin left). */
export async function spinWaiting(db: Executor, user: { id: number; totalRecharge: number }, now: number): Promise<boolean> {
  if (user.totalRecharge <= 0) return false;
  const config = await spinRepo(db).config();
  if (!config?.enabled || !(await activityOn(db))) return false;
  if (spinsLeft(config, await dayTotals(db, user.id, now)) === 0) return false;
  if (!drawableTable(await tableInForce(db, SPIN_TABLE, now), config)) return false;
  return !(await promotionsWithheld(db, user.id, now));
}

export interface SpinResult {
  spin: SpinRow;
  spinsLeft: number;
}

const leftNow = async (db: Executor, config: SpinWheelConfig | null, userId: number, now: number) => (config ? spinsLeft(config, await dayTotals(db, userId, now)) : 0);

/**
 * One spin for one request, in one transaction holding the player's `users` row (lock order: the
 * player, then the fairness seed, then the ledger's accounts): the request seen before answers its spin
 * again (paid once); then the wheel runs (9302), the player is not protected (5004) and has topped up
 * (5003), a spin is left (9301); then the draw (drawFair over the `spin` table in force), the record,
 * and the prize through the rewards engine (claimReward). Every refusal throws before anything is
 * written (nor a nonce taken), so it changes nothing.
 */
export async function spinOnce(db: Db, input: { userId: number; requestId: string; now: number }): Promise<SpinResult> {
  const { userId, requestId, now } = input;
  const repo = spinRepo(db);
  const earlier = await repo.byRequest(userId, requestId);
  if (earlier) return { spin: earlier, spinsLeft: await leftNow(db, await repo.config(), userId, now) };

  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const spins = spinRepo(tx);
    const config = await spins.config();
    // A copy of this request may have spun while this one waited for the lock.
    const again = await spins.byRequest(userId, requestId);
    if (again) return { spin: again, spinsLeft: await leftNow(tx, config, userId, now) };

    const table = await tableInForce(tx, SPIN_TABLE, now);
    if (!config?.enabled || !(await activityOn(tx)) || !drawableTable(table, config)) throw new ApiError(Errcode.spinNotRunning);
    if (await promotionsWithheld(tx, userId, now)) throw new ApiError(Errcode.rewardWithheld);
    if (!(await hasDeposited(tx, userId))) throw new ApiError(Errcode.rewardNeedsDeposit);
    const totals = await dayTotals(tx, userId, now);
    const left = spinsLeft(config, totals);
    if (left === 0) throw new ApiError(Errcode.spinNoneLeft);

    const drawn = await drawFair(tx, { userId, tableKey: SPIN_TABLE, now }, mapTable);
    const entry = drawn.table.weighted!.entries[drawn.outcome.index ?? -1]!;
    // drawableTable checked the table in force has every entry on the wheel; drawFair read the same version.
    const segmentIndex = config.segments.findIndex((s) => s.id === entry.id);
    if (segmentIndex < 0) throw new ApiError(Errcode.spinNotRunning);
    const tier: SpinTier = config.segments[segmentIndex]!.tier;
    const items = [{ propId: entry.propId, count: entry.count }];
    const spin = await spins.insert({
      userId,
      requestId,
      day: manilaDayPeriod(now),
      segmentId: entry.id,
      segmentIndex,
      items,
      tier,
      fairDrawId: drawn.draw.id,
      createdAt: new Date(now),
    });
    // Paid once per spin (its id is the grant's key); coin under the config's wagering (a free bonus).
    const grant = await claimReward(tx, {
      userId,
      source: { activityId: ActivityId.SpinWheel, period: manilaDayPeriod(now), reason: 'spin_wheel' },
      key: `spin:${spin.id}`,
      items,
      wagering: entry.propId === PropId.coin ? config.wagering : 0,
      meta: { spinId: spin.id, segmentId: entry.id, fairDrawId: drawn.draw.id },
      now,
    });
    await spins.setGrant(spin.id, grant.id);
    spin.grantId = grant.id;
    // A spin spent moves the red dot even when the grant would not (refreshData's cache key).
    await bumpRewardState(tx, userId);
    await drawn.finish({ ref: String(spin.id), win: entry.propId === PropId.coin ? entry.count : 0 });
    return { spin, spinsLeft: left - 1 };
  });
}
