import { cancelRainEvent, consoleRainEvents, createRainEvent, updateRainEvent } from '../rain/index.ts';
import { recordConsoleAudit } from './audit.ts';
import type { ConsoleHandler } from './context.ts';

type Calls = 'consoleRainEvents' | 'consoleRainEventCreate' | 'consoleRainEventUpdate' | 'consoleRainEventCancel';

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
};
