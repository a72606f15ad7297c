import type { HandlerGroup } from '../api/context.ts';
import { calendarView, claimToday } from './service.ts';

/** The daily sign-in calendar (contract/calls/checkin.ts, docs/checkin.md). */
export const checkinHandlers: HandlerGroup<'loginBonus3User' | 'loginBonus3Receive'> = {
  loginBonus3User: async ({ deps, session }) => calendarView(deps.db, session?.user.id ?? null, deps.now(), (await deps.config.get()).config),
  loginBonus3Receive: async ({ deps, session: { user } }) => {
    const { config } = await deps.config.get();
    const now = deps.now();
    return deps.db.transaction((tx) => claimToday(tx, user.id, now, config));
  },
};
