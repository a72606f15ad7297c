import { SELF_EXCLUSION_MONTHS } from '../../contract/index.ts';
import type { HandlerGroup } from '../api/context.ts';
import { closeCancelledCheckouts } from './deposit-orders.ts';
import { activeExclusion, addMonths, exclude, IRREVOCABLE_MONTHS, timeOutEnd } from './exclusion.ts';
import { askSelfExclusionEnd, cancelSelfExclusionEnd, confirmSelfExclusionEnd, exclusionEndState } from './exclusion-end.ts';
import { isCoolingOff } from './limits.ts';
import { realityCheck, realityCheckContinue, setRealityCheckInterval } from './play.ts';
import { lockPlayer } from './repo.ts';
import { cancelPending, confirmLimit, limitsOf, setLimit } from './settings.ts';

type Calls =
  | 'selfLimitInfo'
  | 'setSelfLimit'
  | 'confirmSelfLimit'
  | 'cancelPendingLimit'
  | 'takeTimeOut'
  | 'selfExclude'
  | 'realityCheck'
  | 'realityCheckContinue'
  | 'setRealityCheckInterval'
  | 'askSelfExclusionEnd'
  | 'confirmSelfExclusionEnd'
  | 'cancelSelfExclusionEnd';

/** `/member/self-limited` and the reality check (contract/calls/protection.ts). */
export const protectionHandlers: HandlerGroup<Calls> = {
  selfLimitInfo: async ({ deps, session: { user } }) => {
    const now = deps.now();
    return deps.db.transaction(async (tx) => {
      const exclusion = await activeExclusion(tx, user.id, now);
      return {
        limits: await limitsOf(tx, user.id, now),
        exclusion: exclusion
          ? { kind: exclusion.kind as 'timeout' | 'self_exclusion' | 'operator', until: exclusion.endsAt.getTime(), irrevocableUntil: exclusion.irrevocableUntil?.getTime() ?? null }
          : null,
        selfExclusionEnd: await exclusionEndState(tx, user.id, now),
        realityCheckMinutes: (await realityCheck(tx, user.id, now)).intervalMinutes,
        coolingOff: await isCoolingOff(tx, user.id, now),
      };
    });
  },

  setSelfLimit: async ({ body, deps, log, session: { user } }) => {
    const { cancelledOrders, ...answer } = await deps.db.transaction((tx) => setLimit(tx, { userId: user.id, kind: body.kind, period: body.period }, body.amount, deps.now()));
    await closeCancelledCheckouts(deps, cancelledOrders, log);
    return answer;
  },

  confirmSelfLimit: async ({ body, deps, session: { user } }) => ({
    limit: await deps.db.transaction((tx) => confirmLimit(tx, { userId: user.id, kind: body.kind, period: body.period }, deps.now())),
  }),

  cancelPendingLimit: async ({ body, deps, session: { user } }) => ({
    limit: await deps.db.transaction((tx) => cancelPending(tx, { userId: user.id, kind: body.kind, period: body.period }, deps.now())),
  }),

  takeTimeOut: async ({ body, deps, log, session: { user } }) => {
    const now = deps.now();
    const until = timeOutEnd(now, body.days);
    const { cancelledOrders } = await deps.db.transaction(async (tx) => {
      await lockPlayer(tx, user.id);
      return exclude(tx, { userId: user.id, kind: 'timeout', endsAt: until, now });
    });
    await closeCancelledCheckouts(deps, cancelledOrders, log);
    return { until };
  },

  selfExclude: async ({ body, deps, log, session: { user } }) => {
    const now = deps.now();
    const months = SELF_EXCLUSION_MONTHS.includes(body.months) ? body.months : 6;
    const until = addMonths(now, months);
    const irrevocableUntil = addMonths(now, IRREVOCABLE_MONTHS);
    const { cancelledOrders } = await deps.db.transaction(async (tx) => {
      await lockPlayer(tx, user.id);
      return exclude(tx, { userId: user.id, kind: 'self_exclusion', endsAt: until, irrevocableUntil, now });
    });
    await closeCancelledCheckouts(deps, cancelledOrders, log);
    return { until, irrevocableUntil };
  },

  askSelfExclusionEnd: async ({ deps, session: { user } }) => deps.db.transaction((tx) => askSelfExclusionEnd(tx, user.id, deps.now())),
  confirmSelfExclusionEnd: async ({ deps, session: { user } }) => deps.db.transaction((tx) => confirmSelfExclusionEnd(tx, user.id, deps.now())),
  cancelSelfExclusionEnd: async ({ deps, session: { user } }) => {
    await deps.db.transaction((tx) => cancelSelfExclusionEnd(tx, user.id, deps.now()));
    return {};
  },
  realityCheck: async ({ deps, session: { user } }) => ({ ...(await realityCheck(deps.db, user.id, deps.now())) }),

  realityCheckContinue: async ({ deps, session: { user } }) => ({ ...(await deps.db.transaction((tx) => realityCheckContinue(tx, user.id, deps.now()))) }),

  setRealityCheckInterval: async ({ body, deps, session: { user } }) => {
    await deps.db.transaction(async (tx) => {
      await lockPlayer(tx, user.id);
      await setRealityCheckInterval(tx, user.id, body.minutes, deps.now());
    });
    return { minutes: body.minutes };
  },
};
