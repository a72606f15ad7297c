import { Errcode, MessageKey } from '../../contract/index.ts';
import type { ConsoleEditableConfigKey, ConsoleRole } from '../../contract/ops/index.ts';
import { ApiError, invalid } from '../api/errors.ts';
import { appConfigRepo } from '../app-config/index.ts';
import { recordConsoleAudit } from './audit.ts';
import { applyConfigValue, readConsoleConfig } from './config.ts';
import { parseConfigValue } from './config-values.ts';
import type { ConsoleHandlers } from './context.ts';
import { approveFairTable } from './fairness.ts';
import { addOperator, operatorByName } from './operators.ts';
import { rowView } from './operator-handlers.ts';
import { pendingChangesRepo, pendingChangeView, type PendingChangeRow } from './pending-changes.ts';

/**
 * Two admins (docs/console.md "Two admins"): a money setting's change or a new admin account takes
 * effect when a second admin approves it. The proposer cannot approve their own (403, audited by the
 * dispatcher like every refusal); any admin may reject one, the proposer included (to withdraw it).
 * The decision locks the change's row, so two admins deciding at once take turns: one decides, the
 * other gets 409. The approval's effect is audited under the approver's name with their reason:
 * `config:<key>` (before, after), `operator:<name>` or `fairTable:<key>`; a rejection as `change:<id>`.
 */
export const changeHandlers: Pick<ConsoleHandlers, 'consolePendingChangeDecide'> = {
  consolePendingChangeDecide: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = new Date(deps.now());
    const by = { id: op.id, name: op.name };
    const audit = { operatorId: op.id, operator: op.name, call: 'consolePendingChangeDecide', reason: body.reason };
    const notPending = () => new ApiError(Errcode.conflict, { msg: MessageKey.consoleChangeNotPending });

    if (body.decision === 'reject') {
      const change = await deps.db.transaction(async (tx) => {
        const repo = pendingChangesRepo(tx);
        const row = await repo.pendingForUpdate(body.id);
        if (!row) throw notPending();
        await recordConsoleAudit(tx, { ...audit, target: `change:${row.id}`, before: { status: 'pending', [row.kind]: row.target }, after: { status: 'rejected', [row.kind]: row.target } }, now);
        return repo.decide(row.id, 'rejected', by, now, body.reason);
      });
      return { change: pendingChangeView(change), ...(change.kind === 'config' ? { config: await readConsoleConfig(deps.db) } : {}) };
    }

    // An approval: never the proposer's own. Read unlocked first to say so before any work.
    const peek = await pendingChangesRepo(deps.db).pending(body.id);
    if (!peek) throw notPending();
    if (peek.proposedById === op.id) throw new ApiError(Errcode.forbidden, { msg: MessageKey.consoleOwnChange });

    if (peek.kind === 'operator') return approveOperator(deps, peek, by, body.reason, now);
    // A new version of a weighted table's odds (fairness.ts): from a time that must still be to come.
    if (peek.kind === 'fairTable') return { change: await approveFairTable(deps.db, peek, by, body.reason, now.getTime()) };

    const key = peek.target as ConsoleEditableConfigKey;
    // Checked again: the rules may have changed since it was proposed (a 400 then; reject it and propose anew).
    const value = parseConfigValue(key, peek.value);
    const change = await deps.db.transaction(async (tx) => {
      const repo = pendingChangesRepo(tx);
      const row = await repo.pendingForUpdate(body.id);
      if (!row) throw notPending();
      await applyConfigValue(tx, key, value, audit, now);
      return repo.decide(row.id, 'approved', by, now, body.reason);
    });
    deps.config.invalidate();
    const before = await appConfigRepo(deps.db).value(key);
    return { change: pendingChangeView(change, before), config: await readConsoleConfig(deps.db) };
  },
};

/** A new admin account, made now under the approver's name: the answer carries its one-time password, this once (the new admin enrols their own authenticator). */
async function approveOperator(deps: Parameters<ConsoleHandlers['consolePendingChangeDecide']>[0]['deps'], peek: PendingChangeRow, by: { id: number; name: string }, reason: string, now: Date) {
  const { name, role } = peek.value as { name: string; role: ConsoleRole };
  const made = await deps.db.transaction(async (tx) => {
    const repo = pendingChangesRepo(tx);
    if (!(await repo.pendingForUpdate(peek.id))) throw new ApiError(Errcode.conflict, { msg: MessageKey.consoleChangeNotPending });
    const result = await addOperator(tx, { name, role, by: by.name }, now.getTime(), { operatorId: by.id, call: 'consolePendingChangeDecide', reason });
    if (!result.ok) {
      if (result.code === 'exists') throw new ApiError(Errcode.conflict, { msg: MessageKey.consoleOperatorExists, field: 'id' });
      throw invalid('id');
    }
    return { result, change: await repo.decide(peek.id, 'approved', by, now, reason) };
  });
  const row = await operatorByName(deps.db, name, now.getTime());
  if (!row) throw new ApiError(Errcode.internal);
  return { change: pendingChangeView(made.change), operator: rowView(row), oneTimePassword: made.result.password };
}
