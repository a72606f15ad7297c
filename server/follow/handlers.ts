import type { HandlerGroup } from '../api/context.ts';
import { claimFollowCode, followInfo } from './service.ts';

/** Follow the brand (activity Follow 78, docs/follow.md): the channels and a published code's claim. */
export const followHandlers: HandlerGroup<'getFollowInfo' | 'followReceiveBonus'> = {
  getFollowInfo: async ({ deps, session }) => followInfo(deps.db, session?.user.id ?? null, deps.now()),
  followReceiveBonus: async ({ body, deps, session: { user } }) => claimFollowCode(deps.db, { userId: user.id, code: body.code, now: deps.now() }),
};
