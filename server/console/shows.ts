import { cancelLiveShow, consoleLiveShows, createLiveShow, updateLiveShow } from '../shows/index.ts';
import { consoleFollowCodes, createFollowCode, followChannelsView, saveFollowChannels, withdrawFollowCode } from '../follow/index.ts';
import { recordConsoleAudit } from './audit.ts';
import type { ConsoleHandler } from './context.ts';

type Calls =
  | 'consoleLiveShows'
  | 'consoleLiveShowCreate'
  | 'consoleLiveShowUpdate'
  | 'consoleLiveShowCancel'
  | 'consoleFollowChannels'
  | 'consoleFollowChannelsSave'
  | 'consoleFollowCodes'
  | 'consoleFollowCodeCreate'
  | 'consoleFollowCodeWithdraw';

/**
 * Live shows (docs/shows.md) and Follow (docs/follow.md), admins only. The services are the areas'; each
 * change writes its audit row (before and after) in its transaction.
 */
export const consoleShowsHandlers: { [P in Calls]: ConsoleHandler<P> } = {
  consoleLiveShows: async ({ deps, body }) => consoleLiveShows(deps.db, body, deps.now()),

  consoleLiveShowCreate: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const show = await deps.db.transaction(async (tx) => {
      const after = await createLiveShow(tx, body, { operator: op.name, mode: deps.mode, now });
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleLiveShowCreate', target: `live_show:${after.showId}`, after }, new Date(now));
      return after;
    });
    return { show };
  },

  consoleLiveShowUpdate: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const show = await deps.db.transaction(async (tx) => {
      const { before, after } = await updateLiveShow(tx, body, { mode: deps.mode, now });
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleLiveShowUpdate', target: `live_show:${after.showId}`, before, after }, new Date(now));
      return after;
    });
    return { show };
  },

  consoleLiveShowCancel: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const show = await deps.db.transaction(async (tx) => {
      const { before, after } = await cancelLiveShow(tx, body.showId, now);
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleLiveShowCancel', target: `live_show:${after.showId}`, before, after }, new Date(now));
      return after;
    });
    return { show };
  },

  consoleFollowChannels: async ({ deps }) => followChannelsView(deps.db),

  consoleFollowChannelsSave: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    return deps.db.transaction(async (tx) => {
      const { before, after, changed } = await saveFollowChannels(tx, body.channels);
      // An equal list wrote nothing: nothing to audit.
      if (changed) await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleFollowChannelsSave', target: 'follow_channels', before, after }, new Date(now));
      return after;
    });
  },

  consoleFollowCodes: async ({ deps, body }) => consoleFollowCodes(deps.db, body),

  consoleFollowCodeCreate: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const code = await deps.db.transaction(async (tx) => {
      const after = await createFollowCode(tx, body, op.name, now);
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleFollowCodeCreate', target: `follow_code:${after.codeId}`, after }, new Date(now));
      return after;
    });
    return { code };
  },

  consoleFollowCodeWithdraw: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const code = await deps.db.transaction(async (tx) => {
      const { before, after } = await withdrawFollowCode(tx, body.codeId);
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleFollowCodeWithdraw', target: `follow_code:${after.codeId}`, before, after }, new Date(now));
      return after;
    });
    return { code };
  },
};
