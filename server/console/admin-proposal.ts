import { Errcode, MessageKey } from '../../contract/index.ts';
import type { ConsoleCallInput } from '../../contract/ops/index.ts';
import { ApiError, invalid } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { recordConsoleAudit } from './audit.ts';
import { operatorByName } from './operators.ts';
import { pendingChangesRepo, pendingChangeView } from './pending-changes.ts';
import type { OperatorSession } from './sessions.ts';

/**
 * One admin alone cannot make another (docs/console.md "Two admins"): `consoleOperatorAdd` with the
 * admin role proposes the account (with the proposer's reason, audited as `change:<id>`); it is made
 * when a second admin approves it (changes.ts). A taken name is refused now, as for any account.
 */
export async function proposeAdmin(db: Executor, op: OperatorSession['operator'], body: ConsoleCallInput<'consoleOperatorAdd'>, now: number) {
  if (await operatorByName(db, body.name, now)) throw new ApiError(Errcode.conflict, { msg: MessageKey.consoleOperatorExists, field: 'name' });
  const reason = body.reason?.trim();
  if (!reason) throw invalid('reason');
  const at = new Date(now);
  const value = { name: body.name, role: 'admin' };
  const change = await db.transaction(async (tx) => {
    const row = await pendingChangesRepo(tx).propose({ kind: 'operator', target: body.name, value, reason, proposedById: op.id, proposedBy: op.name, proposedAt: at });
    if (!row) throw new ApiError(Errcode.conflict, { msg: MessageKey.consoleChangePending, field: 'name' });
    await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleOperatorAdd', target: `change:${row.id}`, after: value, reason }, at);
    return row;
  });
  return { pendingChange: pendingChangeView(change) };
}
