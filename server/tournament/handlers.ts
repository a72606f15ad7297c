import type { HandlerGroup } from '../api/context.ts';
import { tournamentInfo, tournamentLog } from './service.ts';

/** The slot tournament (activity SlotTournament 79, docs/tournament.md): the board and the player's prizes. */
export const tournamentHandlers: HandlerGroup<'slotTournament' | 'slotTournamentLog'> = {
  slotTournament: async ({ deps, session }) => tournamentInfo(deps.db, session?.user.id ?? null, deps.now()),
  slotTournamentLog: async ({ deps, body, session: { user } }) => tournamentLog(deps.db, user.id, body),
};
