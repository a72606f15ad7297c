import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rewardGrantItems, rewardGrants, rewardWagering } from './schema.ts';
import { users } from '../db/schema.ts';
import { HouseAccount, transfer, type HouseAccountKind } from '../ledger/ledger.ts';
import { isTallyItem, valueItem } from './items.ts';
import { DEFAULT_PROP_DAYS, giveProps, isOwnedProp, MAX_PROPS_PER_ITEM } from './props.ts';
import { promotionsWithheld } from './protection.ts';

/**
 * The one function every prize is paid through (DESIGN §7), inside the caller's transaction.
 *
 * - Idempotent on the natural key (player, activity, Manila period, key): the grant row is inserted
 *   first and its unique index decides; a second grant with the same key (a double tap, a second tab,
 *   a retried request, 50 at once) moves nothing and answers the first grant.
 * - Value items become ledger transfers from the house account that pays for the source, one per item;
 *   coupons and tickets rows the player owns; tally items (liveness) only the item row.
 * - A wagering multiple locks the grant's coin until that many times it has been bet (wagering.ts);
 *   `needsDeposit` also until the player's first valid top-up (spec §5, free bonuses).
 */
export interface RewardItem {
  propId: number;
  /** Hundredths for coin, a count for points and diamonds; > 0. */
  count: number;
}

export interface GrantRequest {
  userId: number;
  source: {
    /** ActivityId (contract/enums.ts). */
    activityId: number;
    /** A Manila calendar period from periods.ts, or ONCE. */
    period: string;
    /** Why, for the record: 'signup', 'jackpot_draw', 'vip_level_up', … */
    reason: string;
  };
  /** What within the activity and period this is (an item, a level, a draw id): the rest of the natural key. */
  key: string;
  items: RewardItem[];
  /** The peso budget coin comes from: the bonus budget unless the source has its own (sign-up, jackpot pool). */
  pays?: HouseAccountKind;
  /** Turnover multiple of the grant's coin before it may be withdrawn (0 or absent: none). */
  wagering?: number;
  /** Locked until the player's top-ups reach `qualifyingDeposit`, whatever the turnover (spec §5). */
  needsDeposit?: boolean;
  /** The top-ups (hundredths, from registration) that unlock a `needsDeposit` grant; absent: any top-up (1). */
  qualifyingDeposit?: number;
  /**
   * The ledger transfer's kind and key, for sources whose coin record labels and audit already name
   * them (signup_bonus, jackpot_draw). Default: kind 'reward', key 'reward:<grant id>'. A grant of
   * several value items suffixes the key with ':<propId>'.
   */
  transfer?: { kind?: string; key?: string; meta?: Record<string, unknown> };
  meta?: Record<string, unknown>;
  /**
   * When the coupons and tickets of this grant expire (epoch ms); null: never. Absent: DEFAULT_PROP_DAYS
   * days from `now` (a source with its own setting passes it).
   */
  expiresAt?: number | null;
  /**
   * A win on a stake the player already paid (a lottery line), not a promotion: paid even to a player
   * protected since the stake, whose money it is (withholding it would keep their stake's outcome).
   */
  stakeWin?: boolean;
  now: number;
}

export interface GrantedItem extends RewardItem {
  transferId: number | null;
}

export interface Grant {
  id: number;
  userId: number;
  activityId: number;
  period: string;
  key: string;
  reason: string;
  items: GrantedItem[];
  wagering: { amount: number; turnover: number; turnoverLeft: number; needsDeposit: boolean } | null;
  /** True when this call found an earlier grant with the same key and granted nothing. */
  duplicate: boolean;
  createdAt: Date;
}

/** A request the engine cannot pay as asked: a programming error of the caller, never a player's. */
export class RewardError extends Error {}

/** Refused because the player is protected (§8: self-exclusion, time-out, cooling-off). */
export class RewardWithheld extends Error {
  constructor() {
    super('reward withheld: the player is protected');
  }
}

function checkRequest(req: GrantRequest): void {
  if (req.items.length === 0) throw new RewardError('a grant needs at least one item');
  const seen = new Set<number>();
  for (const item of req.items) {
    if (!Number.isSafeInteger(item.count) || item.count <= 0) throw new RewardError(`bad count for prop ${item.propId}`);
    if (seen.has(item.propId)) throw new RewardError(`prop ${item.propId} twice in one grant`);
    seen.add(item.propId);
    if (isOwnedProp(item.propId)) {
      if (item.count > MAX_PROPS_PER_ITEM) throw new RewardError(`at most ${MAX_PROPS_PER_ITEM} of prop ${item.propId} in one grant`);
      continue;
    }
    if (isTallyItem(item.propId)) continue;
    if (!valueItem(item.propId)) throw new RewardError(`prop ${item.propId} cannot be granted (not a value item, coupon, ticket or tally)`);
  }
  if (req.expiresAt != null && !Number.isSafeInteger(req.expiresAt)) throw new RewardError('bad expiresAt');
  if (req.wagering !== undefined && !(Number.isFinite(req.wagering) && req.wagering >= 0 && req.wagering <= 100)) throw new RewardError('bad wagering multiple');
  if (!req.key || !req.source.period) throw new RewardError('a grant needs a key and a period');
}

async function load(tx: Executor, row: typeof rewardGrants.$inferSelect, duplicate: boolean): Promise<Grant> {
  const items = await tx
    .select({ propId: rewardGrantItems.propId, count: rewardGrantItems.count, transferId: rewardGrantItems.transferId })
    .from(rewardGrantItems)
    .where(eq(rewardGrantItems.grantId, row.id))
    .orderBy(rewardGrantItems.id);
  const [w] = await tx.select().from(rewardWagering).where(eq(rewardWagering.grantId, row.id));
  return {
    id: row.id,
    userId: row.userId,
    activityId: row.activityId,
    period: row.period,
    key: row.key,
    reason: row.reason,
    items,
    wagering: w ? { amount: w.amount, turnover: w.turnover, turnoverLeft: w.turnoverLeft, needsDeposit: w.needsDeposit } : null,
    duplicate,
    createdAt: row.createdAt,
  };
}

export async function grantReward(tx: Executor, req: GrantRequest): Promise<Grant> {
  checkRequest(req);
  const { userId, source, key } = req;
  const natural = and(eq(rewardGrants.userId, userId), eq(rewardGrants.activityId, source.activityId), eq(rewardGrants.period, source.period), eq(rewardGrants.key, key));
  // A repeat is answered before anything else, even for a player protected since.
  const [earlier] = await tx.select().from(rewardGrants).where(natural);
  if (earlier) return load(tx, earlier, true);
  if (!req.stakeWin && (await promotionsWithheld(tx, userId, req.now))) throw new RewardWithheld();

  const [row] = await tx
    .insert(rewardGrants)
    .values({ userId, activityId: source.activityId, period: source.period, key, reason: source.reason, meta: req.meta ?? null, createdAt: new Date(req.now) })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    // Another transaction granted it while this one looked (it has committed: the insert waited for it).
    const [first] = await tx.select().from(rewardGrants).where(natural);
    return load(tx, first!, true);
  }

  await bumpRewardState(tx, userId);

  const kind = req.transfer?.kind ?? 'reward';
  const baseKey = req.transfer?.key ?? `reward:${row.id}`;
  const meta = { grantId: row.id, activityId: source.activityId };
  let coin = 0;
  const expiresAt = req.expiresAt === undefined ? req.now + DEFAULT_PROP_DAYS * 86_400_000 : req.expiresAt;
  for (const item of req.items) {
    if (isOwnedProp(item.propId)) {
      // Coupons and tickets are rows the player owns, not ledger money: no transfer.
      await giveProps(tx, { userId, grantId: row.id, propId: item.propId, count: item.count, expiresAt, now: req.now });
      await tx.insert(rewardGrantItems).values({ grantId: row.id, propId: item.propId, count: item.count, transferId: null });
      continue;
    }
    if (isTallyItem(item.propId)) {
      // Liveness is counted, not paid: the item row is all there is (items.ts TALLY_ITEMS).
      await tx.insert(rewardGrantItems).values({ grantId: row.id, propId: item.propId, count: item.count, transferId: null });
      continue;
    }
    const value = valueItem(item.propId)!;
    const from = value.from ?? req.pays ?? HouseAccount.bonusExpense;
    const { transferId } = await transfer(tx, {
      kind,
      idempotencyKey: req.items.length === 1 ? baseKey : `${baseKey}:${item.propId}`,
      legs: [
        { account: { house: from }, amount: -item.count },
        { account: { ownerId: userId, kind: value.account }, amount: item.count },
      ],
      meta: { ...meta, propId: item.propId, ...req.transfer?.meta },
    });
    await tx.insert(rewardGrantItems).values({ grantId: row.id, propId: item.propId, count: item.count, transferId });
    if (value.account === 'coin') coin += item.count;
  }

  const multiple = req.wagering ?? 0;
  if (coin > 0 && (multiple > 0 || req.needsDeposit)) {
    // Rounded to a millionth first, so 1.1 × 5000 is 5500, not 5501.
    const turnover = Math.ceil(Math.round(coin * multiple * 1e6) / 1e6);
    await tx.insert(rewardWagering).values({
      userId,
      grantId: row.id,
      amount: coin,
      turnover,
      turnoverLeft: turnover,
      balance: coin,
      needsDeposit: req.needsDeposit ?? false,
      qualifyingDeposit: Math.max(1, req.qualifyingDeposit ?? 1),
      createdAt: new Date(req.now),
      turnoverMetAt: turnover === 0 ? new Date(req.now) : null,
    });
  }
  return load(tx, row, false);
}

/**
 * A grant (or a jackpot chance spent) changes what the player's red dots say, though nothing else on
 * the player's row moves: the version lets every process's red-dot cache see it (account/red-dots.ts).
 * Callers hold the player's row already (claims, draws, deposits), so this takes no new lock.
 */
export async function bumpRewardState(tx: Executor, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ rewardStateVersion: sql`${users.rewardStateVersion} + 1` })
    .where(eq(users.id, userId));
}
