import { cancelPkRound, consolePkRounds, createPkRound, updatePkRound } from '../pk/index.ts';
import { recordConsoleAudit } from './audit.ts';
import type { ConsoleHandler } from './context.ts';

type Calls = 'consolePkRounds' | 'consolePkRoundCreate' | 'consolePkRoundUpdate' | 'consolePkRoundCancel';

/**
 * Red-versus-blue rounds (docs/pk.md "Console"), admins only. The services are the pk area's; each
 * change writes its audit row (before and after) in its transaction, with the players' `pk` live event.
 */
export const consolePkHandlers: { [P in Calls]: ConsoleHandler<P> } = {
  consolePkRounds: async ({ deps, body }) => consolePkRounds(deps.db, body, deps.now()),

  consolePkRoundCreate: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const round = await deps.db.transaction(async (tx) => {
      const after = await createPkRound(tx, body, op.name, now);
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consolePkRoundCreate', target: `pk_round:${after.roundId}`, after }, new Date(now));
      return after;
    });
    return { round };
  },

  consolePkRoundUpdate: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const round = await deps.db.transaction(async (tx) => {
      const { before, after } = await updatePkRound(tx, body, now);
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consolePkRoundUpdate', target: `pk_round:${after.roundId}`, before, after }, new Date(now));
      return after;
    });
    return { round };
  },

  consolePkRoundCancel: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const round = await deps.db.transaction(async (tx) => {
      const { before, after } = await cancelPkRound(tx, body.roundId, now);
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consolePkRoundCancel', target: `pk_round:${after.roundId}`, before, after }, new Date(now));
      return after;
    });
    return { round };
  },
};
