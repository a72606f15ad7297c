import { isDeepStrictEqual } from 'node:util';
import { Errcode, MessageKey } from '../../contract/index.ts';
import { bankruptGiftDefaults, bonusConfigDefaults, offersConfigDefaults, tasksConfigAbsent } from '../../contract/index.ts';
import { consoleEditableConfigKeys, type ConsoleConfig } from '../../contract/ops/index.ts';
import { activitiesRepo } from '../activity/index.ts';
import { ApiError } from '../api/errors.ts';
import { appConfigRepo } from '../app-config/index.ts';
import type { Executor } from '../db/client.ts';
import { recordConsoleAudit } from './audit.ts';
import { parseConfigValue } from './config-values.ts';
import type { ConsoleHandlers } from './context.ts';

/**
 * What an editable key absent from the database means: what the server applies then (the bonus keys,
 * the offers, the bankruptcy gift and the tasks came later than some databases' seed; absent tasks are
 * none). The sign-in calendar and the points exchange have none: absent, those activities pay
 * nothing, and the page says so.
 */
const absentMeans: Record<string, unknown> = { ...bonusConfigDefaults, ...offersConfigDefaults, bankruptGift: bankruptGiftDefaults, tasks: tasksConfigAbsent };

/**
 * What the configuration page shows, read from the database itself (not this process's config
 * cache, which may be up to its TTL old): the editable keys and every activity, on or off. The
 * dispatcher parses it through the contract.
 */
async function readConsoleConfig(db: Executor): Promise<ConsoleConfig> {
  const stored = new Map((await appConfigRepo(db).all()).map((row) => [row.key, row.value]));
  const activities = (await activitiesRepo(db).all()).map((a) => ({ type: a.type, sort: a.sort, status: a.status }));
  const editable = Object.fromEntries(consoleEditableConfigKeys.map((key) => [key, stored.get(key) ?? absentMeans[key]]));
  // What the VIP and rebate forms lay their grids out by (vipMap's levels, the game types), read only.
  const vipLevels = Object.values((stored.get('vipMap') ?? {}) as Record<string, { level: number }>)
    .map((row) => row.level)
    .sort((a, b) => a - b);
  const gameTypes = ((stored.get('gameTypes') ?? []) as { id: number; name: string }[]).map(({ id, name }) => ({ id, name }));
  return { ...(editable as Omit<ConsoleConfig, 'activities' | 'vipLevels' | 'gameTypes'>), activities, vipLevels, gameTypes };
}

/**
 * The configuration calls (contract/ops/config.ts). A change is written with its audit row (before,
 * after, reason) in one transaction, the edited row locked so two admins take turns; then this
 * process's config cache is dropped, and every other process reads the new value when its cache
 * expires (app-config/service.ts, about 2 s): no restart. A value equal to the stored one changes
 * nothing and writes no audit row.
 */
export const consoleConfigHandlers: Pick<ConsoleHandlers, 'consoleConfigGet' | 'consoleConfigSet' | 'consoleActivityUpdate'> = {
  consoleConfigGet: async ({ deps }) => ({ config: await readConsoleConfig(deps.db) }),

  consoleConfigSet: async ({ deps, session, body }) => {
    const op = session.operator;
    const value = parseConfigValue(body.key, body.value);
    const now = new Date(deps.now());
    await deps.db.transaction(async (tx) => {
      const repo = appConfigRepo(tx);
      const before = (await repo.valueForUpdate(body.key)) ?? null;
      if (isDeepStrictEqual(before, value)) return;
      await repo.upsert(body.key, value);
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleConfigSet', target: `config:${body.key}`, before, after: value, reason: body.reason }, now);
    });
    deps.config.invalidate();
    return { config: await readConsoleConfig(deps.db) };
  },

  /** An activity's switch and place; the players' activity calls read the table, so they show it at once. */
  consoleActivityUpdate: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = new Date(deps.now());
    await deps.db.transaction(async (tx) => {
      const repo = activitiesRepo(tx);
      const row = await repo.byTypeForUpdate(body.type);
      if (!row) throw new ApiError(Errcode.notFound, { msg: MessageKey.consoleActivityNotFound, field: 'type' });
      const before = { status: row.status, sort: row.sort };
      const after = { status: body.status ?? row.status, sort: body.sort ?? row.sort };
      if (isDeepStrictEqual(before, after)) return;
      await repo.setStatusAndSort(body.type, after, now);
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleActivityUpdate', target: `activity:${body.type}`, before, after, reason: body.reason }, now);
    });
    return { config: await readConsoleConfig(deps.db) };
  },
};
