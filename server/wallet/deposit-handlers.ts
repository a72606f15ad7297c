import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { bonusConfigDefaults, Errcode, MessageKey, type AppConfig, type DepositOrder } from '../../contract/index.ts';
import type { HandlerGroup, UserRow } from '../api/context.ts';
import { ApiError, invalid } from '../api/errors.ts';
import { rules } from '../config/rules.ts';
import type { ServerDeps } from '../deps.ts';
import { users } from '../db/schema.ts';
import { playerBalances } from '../ledger/ledger.ts';
import { couponBonus, couponHolder, depositCoupon, releaseCoupon, reserveCoupon, type DepositCoupon } from '../rewards/index.ts';
import { assertMayDeposit } from '../protection/index.ts';
import { hasKycNow } from '../kyc/index.ts';
import { depositsRepo, type DepositOrderRow } from './deposits-repo.ts';
import { depositHooks } from './deposit-hooks.ts';
import { closeCheckouts } from './refunds.ts';
import { recentDeposits } from './reports.ts';

/**
 * The smallest deposit on a channel (spec §5): minAmount, or minAmount2 once the player has deposited
 * and the operator's min-recharge status is on.
 */
export function depositMinimum(type: AppConfig['rechargeTypeMap'][string], config: Pick<AppConfig, 'minRechargeStatus'>, user: Pick<UserRow, 'totalRecharge'>): number {
  return config.minRechargeStatus && user.totalRecharge > 0 ? type.minAmount2 : type.minAmount;
}

const toOrder = (row: DepositOrderRow, deps: ServerDeps): DepositOrder => ({
  orderNo: row.orderNo,
  typeId: row.typeId,
  amount: row.amount,
  status: row.status,
  payUrl: deps.payments.payUrl(row),
  createdAt: row.createdAt.getTime(),
  expiresAt: row.expiresAt.getTime(),
  couponId: row.couponId,
  bonus: row.bonus,
  firstDepositBonus: row.firstDepositBonus,
});

/**
 * A repeat of a recharge (double tap, retry) gets the first order back; while the first request is
 * still waiting on the provider for its checkout page there is nothing to send the player to yet.
 */
function replayed(row: DepositOrderRow, deps: ServerDeps): DepositOrder {
  if (row.status === 'pending' && deps.payments.payUrl(row) === '') throw new ApiError(Errcode.conflict, { msg: MessageKey.paymentsStarting });
  return toOrder(row, deps);
}

export const depositHandlers: HandlerGroup<'recharge' | 'rechargeOrder' | 'rechargeOrders'> = {
  recharge: async ({ body, deps, log, session: { user } }) => {
    const repo = depositsRepo(deps.db);
    const earlier = await repo.byRequest(user.id, body.requestId);
    if (earlier) return { order: replayed(earlier, deps) };

    const { config } = await deps.config.get();
    // Identity first (docs/kyc.md "Before the first deposit"): a second account cannot play before its ID is compared.
    if (config.kycBeforeFirstDeposit === true && user.totalRecharge === 0 && !user.hasKyc && !(await hasKycNow(deps.db, user.id))) {
      throw new ApiError(Errcode.kycRequired, { msg: MessageKey.kycBeforeFirstDeposit });
    }
    const type = config.rechargeTypeMap[String(body.typeId)];
    if (!type || type.status !== 1) throw invalid('typeId', MessageKey.depositChannelUnavailable);
    // The provider's own smallest payment (PayMongo: ₱20) raises the channel's when it is higher.
    const min = Math.max(depositMinimum(type, config, user), deps.payments.minAmount ?? 0);
    if (body.amount < min) throw invalid('amount', MessageKey.depositMin, { min: min / 100 });
    if (body.amount > rules.deposit.maxAmount) throw invalid('amount', MessageKey.depositMax, { max: rules.deposit.maxAmount / 100 });

    const now = deps.now();
    let created: DepositOrderRow | undefined;
    try {
      created = await newOrder(deps, user.id, body, type.id, config, now);
    } catch (error) {
      // A copy of this very request (a double tap) may have made its order and taken the coupon
      // first: the copy is answered with that order, not 5005.
      const first = error instanceof ApiError && error.errcode === Errcode.couponUnavailable ? await repo.byRequest(user.id, body.requestId) : undefined;
      if (!first) throw error;
      return { order: replayed(first, deps) };
    }
    if (!created) {
      const order = await repo.byRequest(user.id, body.requestId);
      if (!order) throw new ApiError(Errcode.conflict);
      return { order: replayed(order, deps) };
    }
    return { order: toOrder(await startPayment(created, type.name, deps, log), deps) };
  },

  rechargeOrder: async ({ body, deps, session: { user } }) => {
    const repo = depositsRepo(deps.db);
    let order = await repo.byOrderNo(user.id, body.orderNo);
    if (!order) throw new ApiError(Errcode.notFound, { msg: MessageKey.orderNotFound, field: 'orderNo' });
    if (order.status === 'pending' && deps.now() > order.expiresAt.getTime()) order = (await repo.expire(order.id)) ?? (await repo.byOrderNo(user.id, body.orderNo))!;
    return { order: toOrder(order, deps), coin: (await playerBalances(deps.db, user.id)).coin };
  },

  // Read only: a pending order past its time is shown expired (rechargeOrder or the reconciler marks it).
  rechargeOrders: async ({ deps, session: { user } }) => {
    const now = deps.now();
    const rows = await recentDeposits(deps.db, user.id, RECENT_ORDERS);
    return { list: rows.map((row) => toOrder(row.status === 'pending' && now > row.expiresAt.getTime() ? { ...row, status: 'expired' } : row, deps)) };
  },
};

/** How many of the player's latest orders rechargeOrders lists. */
const RECENT_ORDERS = 20;

/**
 * Writes a new order; undefined when a copy of the request made it first. A coupon is checked before
 * anything is written or the provider asked (5005, nothing changed); the order and the coupon's
 * reservation commit together, so of two orders naming one coupon one takes it and the other is 5005
 * and not made.
 */
async function newOrder(
  deps: ServerDeps,
  userId: number,
  body: { amount: number; requestId: string; couponId?: number; firstDeposit?: boolean },
  typeId: number,
  config: AppConfig,
  now: number,
): Promise<DepositOrderRow | undefined> {
  let coupon: DepositCoupon | null = null;
  if (body.couponId !== undefined) {
    await freeHeldCoupon(deps, userId, body.couponId, now);
    coupon = await depositCoupon(deps.db, userId, body.couponId, now);
  }
  const orderNo = `D${randomBytes(10).toString('hex').toUpperCase()}`;
  return deps.db.transaction(async (tx) => {
    // Under the player's row: a time-out or exclusion refuses, and the deposit limits count every
    // order of the player made before this one (two at once queue here), before the provider is called.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    // A concurrent copy of this request made its order while we waited: the caller answers that one.
    if (await depositsRepo(tx).byRequest(userId, body.requestId)) return undefined;
    await assertMayDeposit(tx, userId, body.amount, now);
    // The first-deposit offer, opted in: checked and promised here (offers area), paid with the credit.
    const offer = body.firstDeposit ? await depositHooks.promiseFirstDepositBonus(tx, { userId, amount: body.amount, config, now }) : { bonus: 0, wagering: 0 };
    const row = await depositsRepo(tx).insert({
      orderNo,
      userId,
      requestId: body.requestId,
      provider: deps.payments.name,
      typeId,
      amount: body.amount,
      createdAt: new Date(now),
      expiresAt: new Date(now + rules.deposit.orderTtlSeconds * 1000),
      couponId: coupon?.id ?? null,
      bonus: coupon ? couponBonus(body.amount, coupon.percent, config.couponMaxBonus ?? bonusConfigDefaults.couponMaxBonus) : 0,
      bonusWagering: coupon ? (config.couponWagering ?? bonusConfigDefaults.couponWagering) : 0,
      firstDepositBonus: offer.bonus,
      firstDepositWagering: offer.wagering,
    });
    if (row && coupon) await reserveCoupon(tx, { userId, couponId: coupon.id, orderNo, now });
    return row;
  });
}

/**
 * A coupon held by an order that can no longer be paid is freed before it is checked: the holder
 * expired unpaid (expired now if nobody marked it), failed, was cancelled (player protection) or was
 * removed (its provider never started it). A holder still payable keeps it (5005 then).
 */
async function freeHeldCoupon(deps: ServerDeps, userId: number, couponId: number, now: number): Promise<void> {
  const holder = await couponHolder(deps.db, userId, couponId);
  if (!holder) return;
  const repo = depositsRepo(deps.db);
  const order = await repo.byOrderNo(userId, holder);
  if (order?.status === 'pending' && now > order.expiresAt.getTime()) await repo.expire(order.id);
  else if (!order || order.status === 'failed' || order.status === 'expired' || order.status === 'cancelled') await releaseCoupon(deps.db, couponId, holder);
}

/**
 * Asks the provider to start the new order's payment (PayMongo: a checkout session) and stores
 * what it made. Outside any transaction: it waits on the network. When the provider cannot be
 * reached or refuses, the order is removed (nobody could pay it) and the player is told to try again.
 */
async function startPayment(order: DepositOrderRow, channel: string, deps: ServerDeps, log: FastifyBaseLogger): Promise<DepositOrderRow> {
  const repo = depositsRepo(deps.db);
  try {
    const started = await deps.payments.createPayment({ orderNo: order.orderNo, userId: order.userId, amount: order.amount, channel, expiresAt: order.expiresAt });
    const row = (await repo.started(order.id, started)) ?? order;
    // An exclusion or a lower limit cancelled the order while the provider was making its checkout: closed too.
    if (row.status === 'cancelled') await closeCheckouts(deps, [row.orderNo], log);
    return row;
  } catch (error) {
    log.warn({ err: error, provider: order.provider, orderNo: order.orderNo }, 'payment provider did not start the payment: order removed');
    await repo.discard(order.id);
    throw new ApiError(Errcode.conflict, { msg: MessageKey.paymentsProviderUnavailable });
  }
}
