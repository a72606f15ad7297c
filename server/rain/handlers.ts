import { Errcode } from '../../contract/index.ts';
import type { HandlerGroup } from '../api/context.ts';
import { ApiError } from '../api/errors.ts';
import { claimRainPacket, rainConfig } from './service.ts';
import { tapLimiter } from './tap-limit.ts';

/**
 * One limiter per app (its deps; a process runs one app), so a test's new app does not inherit the
 * taps of the one before it, whose players had the same ids (docs/rain.md "Claims").
 */
const limiters = new WeakMap<object, ReturnType<typeof tapLimiter>>();
const tapsOf = (deps: object) => {
  let taps = limiters.get(deps);
  if (!taps) limiters.set(deps, (taps = tapLimiter()));
  return taps;
};

/** The red-packet rain (activity MoneyRain 65, docs/rain.md): the events and one tap. */
export const rainHandlers: HandlerGroup<'getRedPacketRainConfig' | 'redPacketRainClaim'> = {
  getRedPacketRainConfig: async ({ deps, session }) => rainConfig(deps.db, session?.user.id ?? null, deps.now()),

  redPacketRainClaim: async ({ body, deps, session: { user } }) => {
    const now = deps.now();
    // Before the database: a bot tapping past the rate costs one map lookup.
    if (!tapsOf(deps).allow(user.id, now)) throw new ApiError(Errcode.tooMany);
    return claimRainPacket(deps.db, { userId: user.id, eventId: body.eventId, seq: body.seq, now });
  },
};
