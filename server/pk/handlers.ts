import type { HandlerGroup } from '../api/context.ts';
import { pkData, pkSignUp, redWars } from './service.ts';

/** Red versus blue (activity RedPKBlue 59, docs/pk.md): the round and scores, the player's standing, joining a camp. */
export const pkHandlers: HandlerGroup<'pkData' | 'redWars' | 'pkSignUp'> = {
  pkData: async ({ deps, session: { user } }) => pkData(deps.db, user.id, deps.now()),
  redWars: async ({ deps, session: { user } }) => redWars(deps.db, user.id, deps.now()),
  pkSignUp: async ({ body, deps, session: { user } }) => pkSignUp(deps.db, { userId: user.id, camp: body.camp, now: deps.now() }),
};
