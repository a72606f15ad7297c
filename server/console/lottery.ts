import { consoleLotteryDraws, consoleLotteryProducts, saveLotteryProduct } from '../lottery/index.ts';
import { recordConsoleAudit } from './audit.ts';
import type { ConsoleHandler } from './context.ts';

type Calls = 'consoleLotteryProducts' | 'consoleLotteryProductSave' | 'consoleLotteryDraws';

/**
 * The lottery (docs/lottery.md "Console"): products and their schedule saved by admins, audited with
 * before and after in the save's transaction; the draws with their outcomes for admins and compliance.
 */
export const consoleLotteryHandlers: { [P in Calls]: ConsoleHandler<P> } = {
  consoleLotteryProducts: async ({ deps }) => consoleLotteryProducts(deps.db),

  consoleLotteryProductSave: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const product = await deps.db.transaction(async (tx) => {
      const { before, after } = await saveLotteryProduct(tx, body, op.name, now);
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleLotteryProductSave', target: `lottery_product:${after.productId}`, before, after }, new Date(now));
      return after;
    });
    return { product };
  },

  consoleLotteryDraws: async ({ deps, body }) => consoleLotteryDraws(deps.db, body, deps.now()),
};
