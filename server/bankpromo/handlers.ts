import type { HandlerGroup } from '../api/context.ts';
import { bankPromoInfo, bankPromoLog } from './service.ts';

/** The bank promotion (activity BankPromo 80, docs/bankpromo.md): its terms for the deposit and activity pages, and the player's bonuses. */
export const bankPromoHandlers: HandlerGroup<'bankPromo' | 'bankPromoLog'> = {
  bankPromo: async ({ deps, session: { user } }) => bankPromoInfo(deps.db, user.id, (await deps.config.get()).config, deps.now()),
  bankPromoLog: async ({ deps, body, session: { user } }) => bankPromoLog(deps.db, user.id, body),
};
