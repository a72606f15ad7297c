import { consoleAddups, consoleItems, ordersByStatus, saveAddup, saveItem, setOrderStatus, storeGoodsImage } from '../diamonds/index.ts';
import { sendSystemMail } from '../mail/index.ts';
import { recordConsoleAudit } from './audit.ts';
import type { ConsoleHandler } from './context.ts';

type DiamondCalls =
  | 'consoleDiamondItems'
  | 'consoleDiamondItemSave'
  | 'consoleDiamondImageUpload'
  | 'consoleDiamondAddups'
  | 'consoleDiamondAddupSave'
  | 'consoleDiamondOrders'
  | 'consoleDiamondOrderSet';

const MAIL = { shipped: 'diamondOrderShipped', delivered: 'diamondOrderDelivered', cancelled: 'diamondOrderCancelled' } as const;
const PAGE = 50;

/**
 * The diamond mall's desk (docs/diamonds.md). The services are diamonds/'s; every change writes its
 * audit row in its own transaction, and an order's change mails the player in it too.
 */
export const consoleDiamondHandlers: { [P in DiamondCalls]: ConsoleHandler<P> } = {
  consoleDiamondItems: async ({ deps }) => ({ items: await consoleItems(deps.db) }),

  consoleDiamondItemSave: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const item = await deps.db.transaction(async (tx) => {
      const { id, ...values } = body;
      const { before, after } = await saveItem(tx, id, values, now);
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleDiamondItemSave', target: `diamond_item:${after.id}`, before, after }, new Date(now));
      return after;
    });
    return { item };
  },

  consoleDiamondImageUpload: async ({ deps, session, body }) => {
    const op = session.operator;
    const image = await storeGoodsImage(deps.db, body.image, deps.now());
    await recordConsoleAudit(deps.db, { operatorId: op.id, operator: op.name, call: 'consoleDiamondImageUpload', target: `diamond_image:${image}`, after: { image } }, new Date(deps.now()));
    return { image };
  },

  consoleDiamondAddups: async ({ deps }) => ({ awards: await consoleAddups(deps.db) }),

  consoleDiamondAddupSave: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const award = await deps.db.transaction(async (tx) => {
      const { id, ...values } = body;
      const { before, after } = await saveAddup(tx, id, values);
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleDiamondAddupSave', target: `diamond_addup:${after.id}`, before, after }, new Date(now));
      return after;
    });
    return { award };
  },

  consoleDiamondOrders: async ({ deps, body }) => {
    const { list, nextBeforeId } = await ordersByStatus(deps.db, body.status, body.beforeId, PAGE);
    return { orders: list, nextBeforeId };
  },

  /** The change, its audit row and the player's mail (which also tells their open app, live) commit together. */
  consoleDiamondOrderSet: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const order = await setOrderStatus(deps.db, { orderId: body.id, status: body.status, trackingNo: body.trackingNo, now }, async (tx, before, after) => {
      await recordConsoleAudit(
        tx,
        {
          operatorId: op.id,
          operator: op.name,
          call: 'consoleDiamondOrderSet',
          target: `diamond_order:${body.id}`,
          before: { status: before.status, trackingNo: before.trackingNo },
          after: { status: after.status, trackingNo: after.trackingNo, userId: after.userId, reason: body.reason ?? '', refundTransferId: after.refundTransferId },
        },
        new Date(now),
      );
      await sendSystemMail(tx, after.userId, MAIL[body.status], { orderId: after.id, trackingNo: after.trackingNo, reason: body.reason ?? '' }, now);
    });
    return { order };
  },
};
