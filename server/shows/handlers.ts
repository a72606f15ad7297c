import type { HandlerGroup } from '../api/context.ts';
import { claimLiveReward, liveNow, livePing } from './service.ts';

/** Live shows (activity LiveShow 77, docs/shows.md): what is on air, a visible page's ping, the watch reward. */
export const showsHandlers: HandlerGroup<'getLiveUrl' | 'livePing' | 'liveReceiveBonus'> = {
  getLiveUrl: async ({ deps, session }) => liveNow(deps.db, session?.user.id ?? null, deps.now()),
  livePing: async ({ body, deps, session: { user } }) => livePing(deps.db, { userId: user.id, showId: body.showId, now: deps.now() }),
  liveReceiveBonus: async ({ body, deps, session: { user } }) => claimLiveReward(deps.db, { userId: user.id, showId: body.showId, now: deps.now() }),
};
