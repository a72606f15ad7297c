import { Errcode } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { HandlerGroup } from '../api/context.ts';
import { playerBalances } from '../ledger/ledger.ts';
import { diamondCoupons, manilaDayPeriod } from '../rewards/index.ts';
import { addupAwards, claimAddup } from './addup.ts';
import { purchase } from './exchange.ts';
import { activeItems, boughtCounts, diamondsSpent, itemView } from './items.ts';
import { diamondLog, tickers } from './log.ts';
import { orderById, playerOrders, updateAddress } from './orders.ts';

const PAGE = 20;

type DiamondCalls =
  | 'diamondShopData'
  | 'diamondExchangeCoin'
  | 'diamondExchangeGoods'
  | 'diamondGoodsExchangeOrderLog'
  | 'updateAddress'
  | 'diamondLog'
  | 'receiveAddupAwardById'
  | 'appDiamondBonusTickersData';

/** The diamond mall's calls (contract/calls/diamonds.ts, docs/diamonds.md). */
export const diamondHandlers: HandlerGroup<DiamondCalls> = {
  diamondShopData: async ({ deps, session: { user } }) => {
    const [items, bought, balances, spent, coupons] = await Promise.all([
      activeItems(deps.db),
      boughtCounts(deps.db, user.id, manilaDayPeriod(deps.now())),
      playerBalances(deps.db, user.id),
      diamondsSpent(deps.db, user.id),
      diamondCoupons(deps.db, user.id, deps.now()),
    ]);
    return { diamonds: balances.diamond, items: items.map((row) => itemView(row, bought.get(row.id))), spent, addup: await addupAwards(deps.db, user.id, spent), coupons };
  },

  diamondExchangeCoin: async ({ deps, body, session: { user } }) => {
    const { exchange } = await purchase(deps.db, { userId: user.id, itemId: body.itemId, requestId: body.requestId, kind: 'coin', couponId: body.couponId, now: deps.now() });
    const balances = await playerBalances(deps.db, user.id);
    return { exchangeId: exchange.id, diamonds: balances.diamond, coin: balances.coin, paid: exchange.coin, spent: exchange.diamonds };
  },

  diamondExchangeGoods: async ({ deps, body, session: { user } }) => {
    const { order } = await purchase(deps.db, { userId: user.id, itemId: body.itemId, requestId: body.requestId, kind: 'goods', address: body.address, couponId: body.couponId, now: deps.now() });
    // A request id first used for a coin item answers what it bought: not an order.
    if (!order) throw new ApiError(Errcode.diamondWrongKind, { field: 'itemId' });
    const view = (await orderById(deps.db, order.id))!;
    return { order: view, diamonds: (await playerBalances(deps.db, user.id)).diamond };
  },

  diamondGoodsExchangeOrderLog: async ({ deps, body, session: { user } }) => playerOrders(deps.db, user.id, body.beforeId, body.pageSize ?? PAGE),

  updateAddress: async ({ deps, body, session: { user } }) => ({ order: await updateAddress(deps.db, user.id, body.orderId, body.address, deps.now()) }),

  diamondLog: async ({ deps, body, session: { user } }) => diamondLog(deps.db, user.id, body.beforeId, body.pageSize ?? PAGE),

  receiveAddupAwardById: async ({ deps, body, session: { user } }) => claimAddup(deps.db, user.id, body.id, deps.now()),

  appDiamondBonusTickersData: async ({ deps }) => ({ list: await tickers(deps.db) }),
};
