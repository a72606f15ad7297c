import { isDeepStrictEqual } from 'node:util';
import { Errcode, MessageKey } from '../../contract/index.ts';
import { bankruptGiftDefaults, bonusConfigDefaults, offersConfigDefaults, tasksConfigAbsent } from '../../contract/index.ts';
import { consoleEditableConfigKeys, moneyConfigKeys, SECOND_APPROVAL_AMOUNT_DEFAULT, type ConsoleConfig, type ConsoleEditableConfigKey } from '../../contract/ops/index.ts';
import { activitiesRepo } from '../activity/index.ts';
import { ApiError } from '../api/errors.ts';
import { appConfigRepo } from '../app-config/index.ts';
import type { Executor } from '../db/client.ts';
import { recordConsoleAudit, type AuditEntry } from './audit.ts';
import { parseConfigValue } from './config-values.ts';
import type { ConsoleHandlers } from './context.ts';
import { pendingChangesRepo, pendingChangeView } from './pending-changes.ts';

/**
 * What an editable key absent from the database means: what the server applies then (the bonus keys,
 * the offers, the bankruptcy gift and the tasks came later than some databases' seed; absent tasks are
 * none; the second-approval amount is ₱20,000). The sign-in calendar and the points exchange have
 * none: absent, those activities pay nothing, and the page says so.
 */
const absentMeans: Record<string, unknown> = {
  ...bonusConfigDefaults,
  ...offersConfigDefaults,
  bankruptGift: bankruptGiftDefaults,
  tasks: tasksConfigAbsent,
  secondApprovalAmount: SECOND_APPROVAL_AMOUNT_DEFAULT,
};

/**
 * What the configuration page shows, read from the database itself (not this process's config
 * cache, which may be up to its TTL old): the editable keys, every activity, on or off, and the money
 * settings' changes waiting for a second admin (each with the value in force now). The dispatcher
 * parses it through the contract.
 */
export async function readConsoleConfig(db: Executor): Promise<ConsoleConfig> {
  const stored = new Map((await appConfigRepo(db).all()).map((row) => [row.key, row.value]));
  const activities = (await activitiesRepo(db).all()).map((a) => ({ type: a.type, sort: a.sort, status: a.status }));
  const editable = Object.fromEntries(consoleEditableConfigKeys.map((key) => [key, stored.get(key) ?? absentMeans[key]]));
  // What the VIP and rebate forms lay their grids out by (vipMap's levels, the game types), read only.
  const vipLevels = Object.values((stored.get('vipMap') ?? {}) as Record<string, { level: number }>)
    .map((row) => row.level)
    .sort((a, b) => a - b);
  const gameTypes = ((stored.get('gameTypes') ?? []) as { id: number; name: string }[]).map(({ id, name }) => ({ id, name }));
  const pendingChanges = (await pendingChangesRepo(db).open('config')).map((row) => pendingChangeView(row, stored.get(row.target) ?? absentMeans[row.target]));
  return { ...(editable as Omit<ConsoleConfig, 'activities' | 'vipLevels' | 'gameTypes' | 'pendingChanges'>), activities, vipLevels, gameTypes, pendingChanges };
}

export const isMoneyKey = (key: ConsoleEditableConfigKey) => moneyConfigKeys.includes(key);

/**
 * Writes one key's (already checked) value and its audit row in the caller's transaction, the key's
 * row locked so two admins take turns and each row's `before` is what the other left. A value equal
 * to the stored one changes nothing and writes no row (false).
 */
export async function applyConfigValue(tx: Executor, key: ConsoleEditableConfigKey, value: unknown, audit: Omit<AuditEntry, 'target' | 'before' | 'after'>, now: Date): Promise<boolean> {
  const repo = appConfigRepo(tx);
  const before = (await repo.valueForUpdate(key)) ?? null;
  if (isDeepStrictEqual(before, value)) return false;
  await repo.upsert(key, value);
  await recordConsoleAudit(tx, { ...audit, target: `config:${key}`, before, after: value }, now);
  return true;
}

/**
 * The configuration calls (contract/ops/config.ts). A change is written with its audit row (before,
 * after, reason) in one transaction; then this process's config cache is dropped, and every other
 * process reads the new value when its cache expires (app-config/service.ts, about 2 s): no restart.
 * A money setting's value is proposed instead (console_pending_changes, audited as `change:<id>`): it
 * takes effect when a second admin approves it (changes.ts). A value equal to the stored one changes
 * nothing and writes no audit row.
 */
export const consoleConfigHandlers: Pick<ConsoleHandlers, 'consoleConfigGet' | 'consoleConfigSet' | 'consoleActivityUpdate'> = {
  consoleConfigGet: async ({ deps }) => ({ config: await readConsoleConfig(deps.db) }),

  consoleConfigSet: async ({ deps, session, body }) => {
    const op = session.operator;
    const value = parseConfigValue(body.key, body.value);
    const now = new Date(deps.now());
    if (isMoneyKey(body.key)) {
      const pendingChange = await deps.db.transaction(async (tx) => {
        const before = (await appConfigRepo(tx).value(body.key)) ?? null;
        if (isDeepStrictEqual(before, value)) return null;
        const row = await pendingChangesRepo(tx).propose({ kind: 'config', target: body.key, value, reason: body.reason, proposedById: op.id, proposedBy: op.name, proposedAt: now });
        if (!row) throw new ApiError(Errcode.conflict, { msg: MessageKey.consoleChangePending, field: 'key' });
        await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleConfigSet', target: `change:${row.id}`, before, after: value, reason: body.reason }, now);
        return pendingChangeView(row, before ?? absentMeans[body.key]);
      });
      return { config: await readConsoleConfig(deps.db), pendingChange };
    }
    await deps.db.transaction((tx) => applyConfigValue(tx, body.key, value, { operatorId: op.id, operator: op.name, call: 'consoleConfigSet', reason: body.reason }, now));
    deps.config.invalidate();
    return { config: await readConsoleConfig(deps.db), pendingChange: null };
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
