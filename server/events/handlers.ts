import type { HandlerGroup } from '../api/context.ts';
import { rules } from '../config/rules.ts';
import { addressKey, takeWriteQuota } from '../db/write-caps.ts';
import { activityRepo } from './repo.ts';

export const eventHandlers: HandlerGroup<'anonymous/appEventLogClient'> = {
  /**
   * The client's event beacon. Anyone may send it, so what is stored is capped (rules.publicWrites):
   * per player when signed in, per address (IPv6 by /64) when not. Beyond the cap the events are
   * dropped, not refused: it is telemetry, and `accepted` says how many were kept.
   */
  'anonymous/appEventLogClient': async ({ body, deps, session, ip }) => {
    const caps = rules.publicWrites;
    const userId = session?.user.id ?? null;
    const allowed = await takeWriteQuota(deps.db, {
      key: userId === null ? `events:addr:${addressKey(ip)}` : `events:player:${userId}`,
      cap: userId === null ? caps.anonymousEventsPerAddress : caps.eventsPerPlayer,
      windowSeconds: caps.windowSeconds,
      want: body.eventList.length,
      now: deps.now(),
    });
    await activityRepo(deps.db).insertEvents(
      body.eventList.slice(0, allowed).map((e) => ({
        userId,
        deviceId: body.deviceId ?? '',
        name: e.name,
        clientTime: e.time,
        page: e.page ?? '',
        params: e.params ?? null,
        ip,
      })),
    );
    return { accepted: allowed };
  },
};
