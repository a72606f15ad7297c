import { consoleBankPromoView, saveBankPromo } from '../bankpromo/index.ts';
import { cancelTournament, consoleTournaments, createTournament, updateTournament } from '../tournament/index.ts';
import { recordConsoleAudit } from './audit.ts';
import type { ConsoleHandler } from './context.ts';

type Calls = 'consoleTournaments' | 'consoleTournamentCreate' | 'consoleTournamentUpdate' | 'consoleTournamentCancel' | 'consoleBankPromo' | 'consoleBankPromoSave';

/**
 * Slot tournaments (docs/tournament.md "Console") and the bank promotion's terms (docs/bankpromo.md
 * "Console"), admins only. The services are the areas'; each change writes its audit row (before and
 * after) in its transaction.
 */
export const consoleTournamentHandlers: { [P in Calls]: ConsoleHandler<P> } = {
  consoleTournaments: async ({ deps, body }) => consoleTournaments(deps.db, body, deps.now()),

  consoleTournamentCreate: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const tournament = await deps.db.transaction(async (tx) => {
      const after = await createTournament(tx, body, op.name, now);
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleTournamentCreate', target: `tournament:${after.tournamentId}`, after }, new Date(now));
      return after;
    });
    return { tournament };
  },

  consoleTournamentUpdate: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const tournament = await deps.db.transaction(async (tx) => {
      const { before, after } = await updateTournament(tx, body, now);
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleTournamentUpdate', target: `tournament:${after.tournamentId}`, before, after }, new Date(now));
      return after;
    });
    return { tournament };
  },

  consoleTournamentCancel: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const tournament = await deps.db.transaction(async (tx) => {
      const { before, after } = await cancelTournament(tx, body.tournamentId, now);
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleTournamentCancel', target: `tournament:${after.tournamentId}`, before, after }, new Date(now));
      return after;
    });
    return { tournament };
  },

  consoleBankPromo: async ({ deps }) => consoleBankPromoView(deps.db, (await deps.config.get()).config),

  consoleBankPromoSave: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = new Date(deps.now());
    const { config } = await deps.config.get();
    const { reason, ...terms } = body;
    await deps.db.transaction(async (tx) => {
      const { before, after } = await saveBankPromo(tx, terms, config, op.name, now);
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleBankPromoSave', target: 'bank_promo_config:1', before, after, reason }, now);
    });
    return consoleBankPromoView(deps.db, config);
  },
};
