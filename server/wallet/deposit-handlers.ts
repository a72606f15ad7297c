import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Errcode, MessageKey, type AppConfig, type DepositOrder } from '../../contract/index.ts';
import type { HandlerGroup, UserRow } from '../api/context.ts';
import { ApiError, invalid } from '../api/errors.ts';
import { rules } from '../config/rules.ts';
import type { ServerDeps } from '../deps.ts';
import { users } from '../db/schema.ts';
import { playerBalances } from '../ledger/ledger.ts';
import { assertMayDeposit } from '../protection/index.ts';
import { depositsRepo, type DepositOrderRow } from './deposits-repo.ts';

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
});

/**
 * A repeat of a recharge (double tap, retry) gets the first order back; while the first request is
 * still waiting on the provider for its checkout page there is nothing to send the player to yet.
 */
function replayed(row: DepositOrderRow, deps: ServerDeps): DepositOrder {
  if (row.status === 'pending' && deps.payments.payUrl(row) === '') throw new ApiError(Errcode.conflict, { msg: MessageKey.paymentsStarting });
  return toOrder(row, deps);
}

export const depositHandlers: HandlerGroup<'recharge' | 'rechargeOrder'> = {
  recharge: async ({ body, deps, log, session: { user } }) => {
    const repo = depositsRepo(deps.db);
    const earlier = await repo.byRequest(user.id, body.requestId);
    if (earlier) return { order: replayed(earlier, deps) };

    const { config } = await deps.config.get();
    const type = config.rechargeTypeMap[String(body.typeId)];
    if (!type || type.status !== 1) throw invalid('typeId', MessageKey.depositChannelUnavailable);
    // The provider's own smallest payment (PayMongo: ₱20) raises the channel's when it is higher.
    const min = Math.max(depositMinimum(type, config, user), deps.payments.minAmount ?? 0);
    if (body.amount < min) throw invalid('amount', MessageKey.depositMin, { min: min / 100 });
    if (body.amount > rules.deposit.maxAmount) throw invalid('amount', MessageKey.depositMax, { max: rules.deposit.maxAmount / 100 });

    const now = deps.now();
    // Under the player's row: a time-out or exclusion refuses, and the deposit limits count every
    // order of the player made before this one (two at once queue here), before the provider is called.
    const created = await deps.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      // A concurrent copy of this request made its order while we waited: answer that one below.
      if (await depositsRepo(tx).byRequest(user.id, body.requestId)) return undefined;
      await assertMayDeposit(tx, user.id, body.amount, now);
      return depositsRepo(tx).insert({
        orderNo: `D${randomBytes(10).toString('hex').toUpperCase()}`,
        userId: user.id,
        requestId: body.requestId,
        provider: deps.payments.name,
        typeId: type.id,
        amount: body.amount,
        createdAt: new Date(now),
        expiresAt: new Date(now + rules.deposit.orderTtlSeconds * 1000),
      });
    });
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
};

/**
 * Asks the provider to start the new order's payment (PayMongo: a checkout session) and stores
 * what it made. Outside any transaction: it waits on the network. When the provider cannot be
 * reached or refuses, the order is removed (nobody could pay it) and the player is told to try again.
 */
async function startPayment(order: DepositOrderRow, channel: string, deps: ServerDeps, log: FastifyBaseLogger): Promise<DepositOrderRow> {
  const repo = depositsRepo(deps.db);
  try {
    const started = await deps.payments.createPayment({ orderNo: order.orderNo, userId: order.userId, amount: order.amount, channel, expiresAt: order.expiresAt });
    return (await repo.started(order.id, started)) ?? order;
  } catch (error) {
    log.warn({ err: error, provider: order.provider, orderNo: order.orderNo }, 'payment provider did not start the payment: order removed');
    await repo.discard(order.id);
    throw new ApiError(Errcode.conflict, { msg: MessageKey.paymentsProviderUnavailable });
  }
}
