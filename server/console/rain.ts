import { cancelRainEvent, consoleRainEvents, consoleRainScheduleView, createRainEvent, makeScheduledRain, saveRainSchedule, updateRainEvent } from '../rain/index.ts';
import { recordConsoleAudit } from './audit.ts';
import type { ConsoleHandler } from './context.ts';

type Calls = 'consoleRainEvents' | 'consoleRainEventCreate' | 'consoleRainEventUpdate' | 'consoleRainEventCancel' | 'consoleRainSchedule' | 'consoleRainScheduleSave';

/**
 * Red-packet rain events (docs/rain.md "Console"), admins only. The services are the rain area's; each
 * change writes its audit row (before and after) in its transaction, with the players' `rain` live event.
 */
export const consoleRainHandlers: { [P in Calls]: ConsoleHandler<P> } = {
  consoleRainEvents: async ({ deps, body }) => consoleRainEvents(deps.db, body, deps.now()),

  consoleRainEventCreate: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const event = await deps.db.transaction(async (tx) => {
      const after = await createRainEvent(tx, body, op.name, now);
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleRainEventCreate', target: `rain_event:${after.eventId}`, after }, new Date(now));
      return after;
    });
    return { event };
  },

  consoleRainEventUpdate: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const event = await deps.db.transaction(async (tx) => {
      const { before, after } = await updateRainEvent(tx, body, now);
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleRainEventUpdate', target: `rain_event:${after.eventId}`, before, after }, new Date(now));
      return after;
    });
    return { event };
  },

  consoleRainEventCancel: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const event = await deps.db.transaction(async (tx) => {
      const { before, after } = await cancelRainEvent(tx, body.eventId, now);
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleRainEventCancel', target: `rain_event:${after.eventId}`, before, after }, new Date(now));
      return after;
    });
    return { event };
  },

  consoleRainSchedule: async ({ deps }) => consoleRainScheduleView(deps.db, deps.now()),

  // The daily schedule (docs/rain.md "Daily schedule"): saved and audited in one transaction; its rows
  // made once that has committed (the making takes the schedule's lock in its own transaction).
  consoleRainScheduleSave: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      const change = await saveRainSchedule(tx, body, op.name, now);
      if (!change) return;
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleRainScheduleSave', target: 'rain_schedule:1', before: change.before, after: change.after }, new Date(now));
    });
    await makeScheduledRain(deps.db, now);
    return consoleRainScheduleView(deps.db, now);
  },
};
