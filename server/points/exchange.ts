import { and, eq, sql } from 'drizzle-orm';
import { ActivityId, Errcode, PESO, PropId, type PointsExchangeConfig } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Db, Executor } from '../db/client.ts';
import { pointsExchanges } from './schema.ts';
import { users } from '../db/schema.ts';
import { HouseAccount, LedgerError, PlayerAccount, playerBalances, transfer } from '../ledger/ledger.ts';
import { assertHasDeposited, claimReward, manilaDayPeriod, ONCE, promotionsWithheld } from '../rewards/index.ts';

/** The ledger kind of both transfers of an exchange: the points given back, and the coin paid for them. */
export const POINTS_EXCHANGE_KIND = 'points_exchange';

type ExchangeRow = typeof pointsExchanges.$inferSelect;

export interface ExchangeResult {
  exchange: { id: number; points: number; coin: number; createdAt: number };
  points: number;
  coin: number;
  locked: number;
}

/** Coin (hundredths) that `points` buy at the rate: whole pesos, since points are a whole multiple of it. */
export const coinFor = (points: number, pointsPerPeso: number) => (points / pointsPerPeso) * PESO;

/** What a player may still exchange today under the cap (null without one). */
export const dailyLeft = (rules: PointsExchangeConfig, exchangedToday: number) =>
  rules.dailyMaxPoints == null ? null : Math.max(0, rules.dailyMaxPoints - exchangedToday);

/** The refusals that need no database: below the minimum (5041), not a whole multiple of the rate (5042). */
function checkAmount(rules: PointsExchangeConfig, points: number): void {
  if (points < rules.minPoints) throw new ApiError(Errcode.pointsBelowMinimum, { field: 'points', params: { min: rules.minPoints } });
  if (points % rules.pointsPerPeso !== 0) throw new ApiError(Errcode.pointsNotMultiple, { field: 'points', params: { step: rules.pointsPerPeso } });
}

export async function exchangedOn(db: Executor, userId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ points: sql<string>`coalesce(sum(${pointsExchanges.points}), 0)` })
    .from(pointsExchanges)
    .where(and(eq(pointsExchanges.userId, userId), eq(pointsExchanges.day, day)));
  return Number(row?.points ?? 0);
}

const byRequest = async (db: Executor, userId: number, requestId: string) =>
  (await db.select().from(pointsExchanges).where(and(eq(pointsExchanges.userId, userId), eq(pointsExchanges.requestId, requestId))))[0];

/** An exchange's answer: its row, the balances now, and its coin locked by wagering (all of it, unless the multiple is 0). */
async function answer(db: Executor, row: ExchangeRow, locked: boolean): Promise<ExchangeResult> {
  const balances = await playerBalances(db, row.userId);
  return {
    exchange: { id: row.id, points: row.points, coin: row.coin, createdAt: row.createdAt.getTime() },
    points: balances.points,
    coin: balances.coin,
    locked: locked ? row.coin : 0,
  };
}

/**
 * Exchanges `points` for bonus coin in one transaction holding the player's `users` row: the checks,
 * the points back to `house:points_issued` (one ledger transfer; the non-negative constraint backs the
 * balance check), then the coin through the rewards engine (`claimReward`, activity Points, natural key
 * `exchange:<requestId>`, locked by `rules.wagering`), then the exchange's row. A request id seen before
 * answers its exchange again (even after the exchange was switched off); every refusal throws before
 * anything is written.
 */
export async function exchangePoints(
  db: Db,
  input: { userId: number; points: number; requestId: string; rules: PointsExchangeConfig | null; now: number },
): Promise<ExchangeResult> {
  const { userId, points, requestId, now } = input;
  const earlier = await byRequest(db, userId, requestId);
  if (earlier) return answer(db, earlier, (input.rules?.wagering ?? 0) > 0);
  // Off (the activity switched off, or no rate configured): 5006, nothing written.
  const rules = input.rules;
  if (!rules) throw new ApiError(Errcode.activityNotRunning);
  checkAmount(rules, points);

  return db.transaction(async (tx) => {
    // The player's row first (lock order): their exchanges, claims and bets queue here.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    // A copy of this request may have exchanged while this one waited for the lock.
    const again = await byRequest(tx, userId, requestId);
    if (again) return answer(tx, again, rules.wagering > 0);

    // In the order a player can act on: protected (5004), no top-up (5003), points, today's cap.
    if (await promotionsWithheld(tx, userId, now)) throw new ApiError(Errcode.rewardWithheld);
    await assertHasDeposited(tx, userId);
    const held = (await playerBalances(tx, userId)).points;
    if (points > held) throw new ApiError(Errcode.pointsNotEnough, { field: 'points', params: { points: held } });
    const day = manilaDayPeriod(now);
    const left = dailyLeft(rules, await exchangedOn(tx, userId, day));
    if (left !== null && points > left) throw new ApiError(Errcode.pointsDailyCap, { field: 'points', params: { left, max: rules.dailyMaxPoints ?? 0 } });

    const coin = coinFor(points, rules.pointsPerPeso);
    const key = `${POINTS_EXCHANGE_KIND}:${userId}:${requestId}`;
    let transferId: number;
    try {
      ({ transferId } = await transfer(tx, {
        kind: POINTS_EXCHANGE_KIND,
        idempotencyKey: `${key}:points`,
        legs: [
          { account: { ownerId: userId, kind: PlayerAccount.points }, amount: -points },
          { account: { house: HouseAccount.pointsIssued }, amount: points },
        ],
        meta: { activityId: ActivityId.Points, requestId, coin },
      }));
    } catch (error) {
      // The balance was read under the player's lock; the constraint is the last word all the same.
      if (error instanceof LedgerError && error.reason === 'insufficient-funds') throw new ApiError(Errcode.pointsNotEnough, { field: 'points' });
      throw error;
    }
    const grant = await claimReward(tx, {
      userId,
      source: { activityId: ActivityId.Points, period: ONCE, reason: 'points_exchange' },
      key: `exchange:${requestId}`,
      items: [{ propId: PropId.coin, count: coin }],
      wagering: rules.wagering,
      transfer: { kind: POINTS_EXCHANGE_KIND, key: `${key}:coin`, meta: { requestId, points } },
      meta: { requestId, points, pointsPerPeso: rules.pointsPerPeso },
      now,
    });
    const [row] = await tx
      .insert(pointsExchanges)
      .values({ userId, requestId, day, points, coin, pointsPerPeso: rules.pointsPerPeso, transferId, grantId: grant.id, createdAt: new Date(now) })
      .returning();
    return answer(tx, row!, (grant.wagering?.turnoverLeft ?? 0) > 0);
  });
}
