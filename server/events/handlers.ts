import type { HandlerGroup } from '../api/context.ts';
import { activityRepo } from './repo.ts';

export const eventHandlers: HandlerGroup<'anonymous/appEventLogClient'> = {
  'anonymous/appEventLogClient': async ({ body, deps, session, ip }) => {
    await activityRepo(deps.db).insertEvents(
      body.eventList.map((e) => ({
        userId: session?.user.id ?? null,
        deviceId: body.deviceId ?? '',
        name: e.name,
        clientTime: e.time,
        page: e.page ?? '',
        params: e.params ?? null,
        ip,
      })),
    );
    return { accepted: body.eventList.length };
  },
};
