import type { HandlerGroup } from '../api/context.ts';
import { lotteryHistory, lotteryProducts, lotteryRecord, lotteryRule, placeOrder } from './service.ts';

/** The lottery (activity Lottery 76, docs/lottery.md): products, an order, past draws, the player's tickets, the rules. */
export const lotteryHandlers: HandlerGroup<'lotteryProducts' | 'lotteryOrder' | 'lotteryHistory' | 'lotteryRecord' | 'lotteryRule'> = {
  lotteryProducts: async ({ deps, session }) => lotteryProducts(deps.db, session?.user.id ?? null, deps.now()),
  lotteryOrder: async ({ deps, body, session: { user } }) =>
    placeOrder(deps.db, { userId: user.id, requestId: body.requestId, drawId: body.drawId, lines: body.lines, pay: body.pay, couponId: body.couponId, clock: deps.now }),
  lotteryHistory: async ({ deps, body }) => lotteryHistory(deps.db, body, deps.now()),
  lotteryRecord: async ({ deps, body, session: { user } }) => lotteryRecord(deps.db, user.id, body, deps.now()),
  lotteryRule: async ({ deps, body }) => lotteryRule(deps.db, body.productId, deps.now()),
};
