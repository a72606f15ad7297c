import type { HandlerGroup } from '../api/context.ts';
import { listOwnedProps } from './props.ts';
import { rewardRecord } from './record.ts';

/**
 * The rewards engine's player calls (contract/calls/rewards.ts): the reward record and the coupons
 * and tickets owned. `redDots` is composed in the account area, which asks every area (jackpot,
 * rewards, VIP) what waits for the player (server/account/red-dots.ts).
 */
export const rewardHandlers: HandlerGroup<'activityAwardGetLog' | 'userPropList'> = {
  activityAwardGetLog: async ({ body, deps, session: { user } }) =>
    rewardRecord(deps.db, { userId: user.id, totalRecharge: user.totalRecharge, activityId: body.activityId, beforeId: body.beforeId, pageSize: body.pageSize }),

  userPropList: async ({ deps, session: { user } }) => ({ list: await listOwnedProps(deps.db, user.id, deps.now()) }),
};
