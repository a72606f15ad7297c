import { eq } from 'drizzle-orm';
import { Errcode, MessageKey } from '../../contract/index.ts';
import { invalid, ApiError } from '../api/errors.ts';
import { hashPassword, verifyPassword } from '../auth/index.ts';
import { operators } from './schema.ts';
import { withdrawalDesk } from './withdrawal-desk.ts';
import { listConsoleAudit, recordConsoleAudit } from './audit.ts';
import { consoleConfigHandlers } from './config.ts';
import type { ConsoleHandlers } from './context.ts';
import { dashboardHandlers } from './dashboard.ts';
import { consoleKycHandlers } from './kyc.ts';
import { playerHandlers } from './players.ts';
import { protectionConsoleHandlers } from './protection.ts';
import { consoleOperatorHandlers } from './operator-handlers.ts';
import { checkConsolePassword } from './password-policy.ts';
import { endOperatorSession, endOperatorSessions } from './sessions.ts';
import { consoleSignIn } from './signin.ts';
import { withdrawalView } from './withdrawal-view.ts';

/** Every console call's handler (contract/ops/). Each change writes its audit row in its own transaction. */
export const consoleHandlers: ConsoleHandlers = {
  ...dashboardHandlers,
  ...playerHandlers,
  ...protectionConsoleHandlers,
  consoleSignIn: async ({ deps, body, ip }) => consoleSignIn(deps, body, ip),

  consoleSignOut: async ({ deps, session }) => {
    const now = new Date(deps.now());
    await deps.db.transaction(async (tx) => {
      await endOperatorSession(tx, session.sessionId, now);
      await recordConsoleAudit(tx, { operatorId: session.operator.id, operator: session.operator.name, call: 'consoleSignOut', target: `operator:${session.operator.name}`, after: { sessions: 1 } }, now);
    });
    return {};
  },

  consoleSignOutEverywhere: async ({ deps, session }) => {
    const now = new Date(deps.now());
    const ended = await deps.db.transaction(async (tx) => {
      const count = await endOperatorSessions(tx, session.operator.id, now);
      await recordConsoleAudit(tx, { operatorId: session.operator.id, operator: session.operator.name, call: 'consoleSignOutEverywhere', target: `operator:${session.operator.name}`, after: { sessions: count } }, now);
      return count;
    });
    return { ended };
  },

  consoleChangePassword: async ({ deps, session, body }) => {
    const op = session.operator;
    if (!(await verifyPassword(op.passwordHash, body.password))) throw invalid('password', MessageKey.consoleWrongCredentials);
    if (body.newPassword === body.password) throw invalid('newPassword');
    checkConsolePassword(body.newPassword, op.name);
    const passwordHash = await hashPassword(body.newPassword);
    const now = new Date(deps.now());
    await deps.db.transaction(async (tx) => {
      await tx.update(operators).set({ passwordHash, mustChangePassword: false }).where(eq(operators.id, op.id));
      // A password change ends the operator's other sessions (whoever else had it is out).
      const ended = await endOperatorSessions(tx, op.id, now, session.sessionId);
      await recordConsoleAudit(
        tx,
        { operatorId: op.id, operator: op.name, call: 'consoleChangePassword', target: `operator:${op.name}`, before: { mustChangePassword: op.mustChangePassword }, after: { mustChangePassword: false, otherSessionsEnded: ended } },
        now,
      );
    });
    return {};
  },

  consoleWithdrawalsPending: async ({ deps }) => ({ withdrawals: (await withdrawalDesk.pending(deps.db)).map(withdrawalView) }),

  /** The CLI's service (ops/withdrawals.ts, given through withdrawal-desk.ts), so a decision is made once whichever way it comes. */
  consoleWithdrawalDecide: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const result = await withdrawalDesk.decide(deps.db, body.id, body.decision, body.reason, now, op.name, (tx, row) =>
      recordConsoleAudit(
        tx,
        { operatorId: op.id, operator: op.name, call: 'consoleWithdrawalDecide', target: `withdrawal:${row.id}`, before: { status: 'pending' }, after: { status: row.status, amount: row.amount, fee: row.fee, userId: row.userId }, reason: body.reason },
        new Date(now),
      ),
    );
    if (!result.ok || !result.withdrawal) throw new ApiError(Errcode.conflict, { msg: MessageKey.consoleWithdrawalNotPending });
    return { withdrawal: withdrawalView(result.withdrawal) };
  },

  consoleAuditList: async ({ deps, body }) => {
    const page = await listConsoleAudit(deps.db, body);
    return {
      hasMore: page.hasMore,
      rows: page.rows.map((r) => ({ id: r.id, operator: r.operator, time: r.at.getTime(), call: r.call, target: r.target, before: r.before, after: r.after, reason: r.reason })),
    };
  },

  ...consoleConfigHandlers,
  ...consoleOperatorHandlers,
  ...consoleKycHandlers,
};
