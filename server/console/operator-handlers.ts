import { Errcode, MessageKey } from '../../contract/index.ts';
import type { ConsoleOperatorRow } from '../../contract/ops/index.ts';
import { ApiError, invalid } from '../api/errors.ts';
import type { ConsoleHandlers } from './context.ts';
import { addOperator, disableOperator, listOperators, operatorByName } from './operators.ts';
import { proposeAdmin } from './admin-proposal.ts';
import { pendingChangesRepo, pendingChangeView } from './pending-changes.ts';

type ListRow = Awaited<ReturnType<typeof listOperators>>[number];
export const rowView = (r: ListRow): ConsoleOperatorRow => ({ ...r, role: r.role as ConsoleOperatorRow['role'], createdAt: r.createdAt.getTime() });

/**
 * The operators page (contract/ops/operators.ts), on the services `npm run ops -- operators …` uses
 * (operators.ts), so an account made or disabled either way is the same account; the audit row names
 * the admin, the console call and (for disable) the reason. Disabling an account that is disabled
 * already answers it as it is and changes nothing (no second audit row): two admins disabling one
 * account at once both see it disabled.
 */
export const consoleOperatorHandlers: Pick<ConsoleHandlers, 'consoleOperatorsList' | 'consoleOperatorAdd' | 'consoleOperatorDisable'> = {
  consoleOperatorsList: async ({ deps }) => ({
    operators: (await listOperators(deps.db, deps.now())).map(rowView),
    pendingChanges: (await pendingChangesRepo(deps.db).open('operator')).map((row) => pendingChangeView(row)),
  }),

  /** The one-time password is in this answer only: never stored readable or audited. The operator enrols their own authenticator. */
  consoleOperatorAdd: async ({ deps, session, body }) => {
    const op = session.operator;
    // An admin account waits for a second admin (admin-proposal.ts).
    if (body.role === 'admin') return proposeAdmin(deps.db, op, body, deps.now());
    const made = await addOperator(deps.db, { name: body.name, role: body.role, by: op.name }, deps.now(), { operatorId: op.id, call: 'consoleOperatorAdd' });
    if (!made.ok) {
      if (made.code === 'exists') throw new ApiError(Errcode.conflict, { msg: MessageKey.consoleOperatorExists, field: 'name' });
      throw invalid(made.code);
    }
    const row = await operatorByName(deps.db, made.name, deps.now());
    if (!row) throw new ApiError(Errcode.internal);
    return { operator: rowView(row), oneTimePassword: made.password };
  },

  consoleOperatorDisable: async ({ deps, session, body }) => {
    const op = session.operator;
    if (body.name === op.name) throw invalid('name', MessageKey.consoleCannotDisableSelf);
    const done = await disableOperator(deps.db, { name: body.name, by: op.name }, deps.now(), { operatorId: op.id, call: 'consoleOperatorDisable', reason: body.reason });
    if (!done.ok && done.code === 'missing') throw new ApiError(Errcode.notFound, { msg: MessageKey.consoleOperatorNotFound, field: 'name' });
    const row = await operatorByName(deps.db, body.name, deps.now());
    if (!row) throw new ApiError(Errcode.notFound, { msg: MessageKey.consoleOperatorNotFound, field: 'name' });
    return { operator: rowView(row) };
  },
};
