import { randomBytes } from 'node:crypto';
import { Errcode, MessageKey, type AppConfig, type DepositOrder } from '../../contract/index.ts';
import type { HandlerGroup, UserRow } from '../api/context.ts';
import { ApiError, invalid } from '../api/errors.ts';
import { rules } from '../config/rules.ts';
import type { ServerDeps } from '../deps.ts';
import { playerBalances } from '../ledger/ledger.ts';
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
  payUrl: deps.payments.checkoutUrl(row),
  createdAt: row.createdAt.getTime(),
  expiresAt: row.expiresAt.getTime(),
});

export const depositHandlers: HandlerGroup<'recharge' | 'rechargeOrder'> = {
  recharge: async ({ body, deps, session: { user } }) => {
    const repo = depositsRepo(deps.db);
    const earlier = await repo.byRequest(user.id, body.requestId);
    if (earlier) return { order: toOrder(earlier, deps) };

    const { config } = await deps.config.get();
    const type = config.rechargeTypeMap[String(body.typeId)];
    if (!type || type.status !== 1) throw invalid('typeId', MessageKey.depositChannelUnavailable);
    const min = depositMinimum(type, config, user);
    if (body.amount < min) throw invalid('amount', MessageKey.depositMin, { min: min / 100 });
    if (body.amount > rules.deposit.maxAmount) throw invalid('amount', MessageKey.depositMax, { max: rules.deposit.maxAmount / 100 });

    const now = deps.now();
    const created = await repo.insert({
      orderNo: `D${randomBytes(10).toString('hex').toUpperCase()}`,
      userId: user.id,
      requestId: body.requestId,
      provider: deps.payments.name,
      typeId: type.id,
      amount: body.amount,
      createdAt: new Date(now),
      expiresAt: new Date(now + rules.deposit.orderTtlSeconds * 1000),
    });
    const order = created ?? (await repo.byRequest(user.id, body.requestId));
    if (!order) throw new ApiError(Errcode.conflict);
    return { order: toOrder(order, deps) };
  },

  rechargeOrder: async ({ body, deps, session: { user } }) => {
    const repo = depositsRepo(deps.db);
    let order = await repo.byOrderNo(user.id, body.orderNo);
    if (!order) throw new ApiError(Errcode.notFound, { msg: MessageKey.orderNotFound, field: 'orderNo' });
    if (order.status === 'pending' && deps.now() > order.expiresAt.getTime()) order = (await repo.expire(order.id)) ?? (await repo.byOrderNo(user.id, body.orderNo))!;
    return { order: toOrder(order, deps), coin: (await playerBalances(deps.db, user.id)).coin };
  },
};
