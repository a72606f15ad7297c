import { consolePusherView, savePusherSettings } from '../pusher/index.ts';
import { recordConsoleAudit } from './audit.ts';
import type { ConsoleHandler } from './context.ts';

type Calls = 'consolePusherConfig' | 'consolePusherConfigSave';

/**
 * The coin pusher's settings (docs/pusher.md "Console"), admins only. The service is the pusher's; a
 * save writes its audit row (before and after) in its transaction, a save of the settings in force writes nothing.
 */
export const consolePusherHandlers: { [P in Calls]: ConsoleHandler<P> } = {
  consolePusherConfig: async ({ deps }) => consolePusherView(deps.db, deps.now()),

  consolePusherConfigSave: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      const change = await savePusherSettings(tx, body, now);
      if (!change) return;
      const { before, after } = change;
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consolePusherConfigSave', target: 'pusher_config:1', before, after }, new Date(now));
    });
    return consolePusherView(deps.db, now);
  },
};
