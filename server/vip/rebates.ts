import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import { ActivityId, Errcode, MessageKey, PropId } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { vipRebateAccruals, vipRebateClaims } from './schema.ts';
import { claimReward, manilaDayPeriod, type Grant } from '../rewards/index.ts';
import { claimResult, type ClaimResult } from './claims.ts';
import type { VipSettings } from './settings.ts';

/**
 * Bet rebates (docs/rewards.md "Bet rebates"). Settled valid bets accrue per (player, Manila day,
 * game type, rate) in earn.ts; what is owed for a row is floor(valid_bet × rate_bps / 10000) − paid.
 * A game type's owed sum is claimable once it reaches REBATE_MIN_CLAIM, at any time. A claim locks the
 * rows, marks them paid and grants the sum per game type in one transaction, so a retried or parallel
 * claim finds nothing left (5001) and pays once.
 */
type Accrual = typeof vipRebateAccruals.$inferSelect;

/**
 * A game type's rebate is claimable from ₱1 (hundredths; issue 26). Below that a claim would grant a
 * prize the app shows as "₱0" (players see whole pesos): it keeps accruing instead, unpaid and untouched,
 * and a claim answers 5001 `errors.reward.rebateBelowMinimum`. betBonus sends it as `minClaim`.
 */
export const REBATE_MIN_CLAIM = 100;

/** Bigint arithmetic: valid_bet × bps can pass 2^53 on a (very) big day. */
const earned = (row: Pick<Accrual, 'validBet' | 'rateBps'>) => Number((BigInt(row.validBet) * BigInt(row.rateBps)) / 10_000n);
const owed = (row: Accrual) => Math.max(0, earned(row) - row.paid);

/** The open rows: bets above what the last claim rebated (the partial index's predicate). */
const open = (userId: number, type?: number) =>
  and(eq(vipRebateAccruals.userId, userId), sql`${vipRebateAccruals.validBet} > ${vipRebateAccruals.rebatedBet}`, type ? eq(vipRebateAccruals.gameType, type) : undefined);

export interface RebateLine {
  type: number;
  validBet: number;
  rateBps: number;
  claimable: number;
  accrued: number;
}

/** What the open rows of one game type owe now. */
const owedSum = (rows: Accrual[]) => rows.reduce((sum, r) => sum + owed(r), 0);

/** Rows by game type; each type's rows newest first (its line shows the latest rate). */
function byType(rows: Accrual[]): Map<number, Accrual[]> {
  const groups = new Map<number, Accrual[]>();
  for (const row of [...rows].sort((a, b) => (a.day === b.day ? b.id - a.id : a.day < b.day ? 1 : -1))) {
    groups.set(row.gameType, [...(groups.get(row.gameType) ?? []), row]);
  }
  return groups;
}

export async function rebateLines(db: Executor, userId: number, type?: number): Promise<RebateLine[]> {
  const rows = await db.select().from(vipRebateAccruals).where(open(userId, type));
  return [...byType(rows)]
    .map(([gameType, list]) => {
      const accrued = owedSum(list);
      return {
        type: gameType,
        validBet: list.reduce((sum, r) => sum + (r.validBet - r.rebatedBet), 0),
        rateBps: list[0]!.rateBps,
        claimable: accrued >= REBATE_MIN_CLAIM ? accrued : 0,
        accrued,
      };
    })
    .sort((a, b) => a.type - b.type);
}

/**
 * Some rebate can be claimed now (the red dot): a game type whose open rows owe REBATE_MIN_CLAIM or
 * more (Σ floor(valid_bet × bps / 10000) − paid, integer division as owed() does), on the open rows' index.
 */
export async function rebateClaimable(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ type: vipRebateAccruals.gameType })
    .from(vipRebateAccruals)
    .where(open(userId))
    .groupBy(vipRebateAccruals.gameType)
    .having(sql`sum(greatest(${vipRebateAccruals.validBet} * ${vipRebateAccruals.rateBps} / 10000 - ${vipRebateAccruals.paid}, 0)) >= ${REBATE_MIN_CLAIM}`)
    .limit(1);
  return row !== undefined;
}

/**
 * Claims the rebate of one game type (or every type), inside the caller's transaction holding the
 * player's row: one grant and one log row per type paid. 5001 when nothing is owed.
 */
export async function claimRebates(tx: Executor, userId: number, settings: VipSettings, type: number | undefined, now: number): Promise<ClaimResult> {
  const rows = await tx.select().from(vipRebateAccruals).where(open(userId, type)).orderBy(asc(vipRebateAccruals.id)).for('update');
  const grants: Grant[] = [];
  let belowMinimum = false;
  for (const [gameType, list] of byType(rows)) {
    const paying = list.filter((row) => owed(row) > 0);
    if (paying.length === 0) continue;
    // Under ₱1 the type's rows stay as they are: the rebate keeps accruing until it can be claimed.
    if (owedSum(paying) < REBATE_MIN_CLAIM) {
      belowMinimum = true;
      continue;
    }
    let amount = 0;
    let validBet = 0;
    for (const row of paying) {
      const due = owed(row);
      amount += due;
      validBet += row.validBet - row.rebatedBet;
      await tx
        .update(vipRebateAccruals)
        .set({ paid: row.paid + due, rebatedBet: row.validBet, updatedAt: new Date(now) })
        .where(eq(vipRebateAccruals.id, row.id));
    }
    // What this type has ever paid, after this claim: it only grows, so it makes every claim's key unique.
    const [total] = await tx
      .select({ paid: sql<string>`sum(${vipRebateAccruals.paid})` })
      .from(vipRebateAccruals)
      .where(and(eq(vipRebateAccruals.userId, userId), eq(vipRebateAccruals.gameType, gameType)));
    const rateBps = paying[0]!.rateBps;
    const grant = await claimReward(tx, {
      userId,
      source: { activityId: ActivityId.VIP, period: manilaDayPeriod(now), reason: 'bet_rebate' },
      key: `rebate:${gameType}:${Number(total?.paid ?? amount)}`,
      items: [{ propId: PropId.coin, count: amount }],
      wagering: settings.rebateWagering,
      meta: { gameType, validBet, rateBps },
      now,
    });
    await tx.insert(vipRebateClaims).values({ userId, gameType, validBet, rateBps, amount, grantId: grant.id, createdAt: new Date(now) });
    grants.push(grant);
  }
  if (grants.length === 0) {
    throw new ApiError(Errcode.rewardNothingToClaim, belowMinimum ? { msg: MessageKey.rebateBelowMinimum, params: { min: REBATE_MIN_CLAIM / 100 } } : {});
  }
  return claimResult(tx, userId, grants);
}

/** The rebates paid, newest first, a page before `beforeId`. */
export async function rebateLog(db: Executor, userId: number, beforeId: number | undefined, size: number) {
  const rows = await db
    .select()
    .from(vipRebateClaims)
    .where(and(eq(vipRebateClaims.userId, userId), beforeId ? lt(vipRebateClaims.id, beforeId) : undefined))
    .orderBy(desc(vipRebateClaims.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  return {
    list: page.map((r) => ({ id: r.id, type: r.gameType, validBet: r.validBet, rateBps: r.rateBps, amount: r.amount, createdAt: r.createdAt.getTime() })),
    nextBeforeId: rows.length > size ? page[page.length - 1]!.id : null,
  };
}
