import { consoleReferrals, consoleTree, decideReferral } from '../agents/index.ts';
import { recordConsoleAudit } from './audit.ts';
import type { ConsoleHandler } from './context.ts';

type Calls = 'consoleAgentFrozen' | 'consoleAgentTree' | 'consoleAgentDecide';

/**
 * The agent programme's review (docs/agents.md "Console"): the frozen referrals, a player's tree, and
 * the release or void of a frozen referral, audited in the decision's transaction with the reason.
 */
export const consoleAgentHandlers: { [P in Calls]: ConsoleHandler<P> } = {
  consoleAgentFrozen: async ({ deps, body }) => ({ list: await consoleReferrals(deps.db, body.limit) }),

  consoleAgentTree: async ({ deps, body }) => consoleTree(deps.db, body.userId),

  consoleAgentDecide: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const referral = await deps.db.transaction(async (tx) => {
      const { before, after } = await decideReferral(tx, body.refereeId, body.decision, op.name, now);
      await recordConsoleAudit(
        tx,
        { operatorId: op.id, operator: op.name, call: 'consoleAgentDecide', target: `agent_referral:${body.refereeId}`, before, after, reason: body.reason },
        new Date(now),
      );
      return after;
    });
    return { referral };
  },
};
