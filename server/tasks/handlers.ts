import type { HandlerGroup } from '../api/context.ts';
import type { Executor } from '../db/client.ts';
import type { ServerDeps } from '../deps.ts';
import { claimChest, claimTask, type ClaimResult } from './claims.ts';
import { taskView } from './info.ts';
import { taskSettings, type TaskSettings } from './settings.ts';

const settingsOf = async (deps: ServerDeps) => taskSettings((await deps.config.get()).config);

/** A claim in its own transaction (each claim locks the player's row first, in claims.ts). */
async function claim(deps: ServerDeps, run: (tx: Executor, settings: TaskSettings, now: number) => Promise<ClaimResult>): Promise<ClaimResult> {
  const settings = await settingsOf(deps);
  const now = deps.now();
  return deps.db.transaction((tx) => run(tx, settings, now));
}

/** Daily, weekly and one-time tasks and their liveness chests (contract/calls/tasks.ts, docs/tasks.md). */
export const taskHandlers: HandlerGroup<'getTaskUser' | 'finishTask' | 'receiveTaskAward'> = {
  getTaskUser: async ({ deps, session: { user } }) => taskView(deps.db, user, await settingsOf(deps), deps.now()),
  finishTask: ({ deps, body, session: { user } }) => claim(deps, (tx, s, now) => claimTask(tx, user.id, s, body.id, now)),
  receiveTaskAward: ({ deps, body, session: { user } }) => claim(deps, (tx, s, now) => claimChest(tx, user.id, s, body.id, now)),
};
