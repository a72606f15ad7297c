import { eq } from 'drizzle-orm';
import { MessageKey } from '../../contract/index.ts';
import { invalid } from '../api/errors.ts';
import { operators } from './schema.ts';
import { listConsoleAudit, recordConsoleAudit } from './audit.ts';
import { consoleConfigHandlers } from './config.ts';
import type { ConsoleHandlers } from './context.ts';
import { dashboardHandlers } from './dashboard.ts';
import { consoleKycHandlers } from './kyc.ts';
import { consoleFeedbackHandlers } from './feedback.ts';
import { consoleDiamondHandlers } from './diamonds.ts';
import { consoleScratchSpinHandlers } from './scratch-spin.ts';
import { consoleRainHandlers } from './rain.ts';
import { consoleAgentHandlers } from './agents.ts';
import { consoleLotteryHandlers } from './lottery.ts';
import { consoleTournamentHandlers } from './tournament.ts';
import { consolePkHandlers } from './pk.ts';
import { consoleShowsHandlers } from './shows.ts';
import { consolePusherHandlers } from './pusher.ts';
import { fairnessConsoleHandlers } from './fairness.ts';
import { playerHandlers } from './players.ts';
import { protectionConsoleHandlers } from './protection.ts';
import { refundConsoleHandlers } from './refunds.ts';
import { chargebackConsoleHandlers } from './chargebacks.ts';
import { chatConsoleHandlers } from './chat.ts';
import { consoleOperatorHandlers } from './operator-handlers.ts';
import { operatorUnlockHandlers } from './operator-unlock.ts';
import { enrolmentHandlers } from './enrolment.ts';
import { ndrpConsoleHandlers } from './ndrp.ts';
import { mailConsoleHandlers } from './mail.ts';
import { hashConsolePassword, verifyConsolePassword } from './hashing.ts';
import { checkConsolePassword } from './password-policy.ts';
import { endOperatorSession, endOperatorSessions } from './sessions.ts';
import { consoleSignIn } from './signin.ts';
import { withdrawalHandlers } from './withdrawals.ts';
import { changeHandlers } from './changes.ts';

/** Every console call's handler (contract/ops/). Each change writes its audit row in its own transaction. */
export const consoleHandlers: ConsoleHandlers = {
  ...dashboardHandlers,
  ...playerHandlers,
  ...protectionConsoleHandlers,
  ...refundConsoleHandlers,
  ...chargebackConsoleHandlers,
  ...chatConsoleHandlers,
  ...consoleDiamondHandlers,
  ...consoleScratchSpinHandlers,
  ...consoleRainHandlers,
  ...consoleAgentHandlers,
  ...consoleLotteryHandlers,
  ...consoleTournamentHandlers,
  ...consolePkHandlers,
  ...consoleShowsHandlers,
  ...consolePusherHandlers,
  consoleSignIn: async ({ deps, body, ip, totp }) => consoleSignIn(deps, totp, body, ip),
  ...enrolmentHandlers,

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
    if (!(await verifyConsolePassword(op.passwordHash, body.password))) throw invalid('password', MessageKey.consoleWrongCredentials);
    if (body.newPassword === body.password) throw invalid('newPassword');
    checkConsolePassword(body.newPassword, op.name);
    const passwordHash = await hashConsolePassword(body.newPassword);
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

  ...withdrawalHandlers,
  ...changeHandlers,

  consoleAuditList: async ({ deps, body }) => {
    const page = await listConsoleAudit(deps.db, body);
    return {
      hasMore: page.hasMore,
      rows: page.rows.map((r) => ({ id: r.id, operator: r.operator, time: r.at.getTime(), call: r.call, target: r.target, before: r.before, after: r.after, reason: r.reason })),
    };
  },

  ...consoleConfigHandlers,
  ...consoleOperatorHandlers,
  ...operatorUnlockHandlers,
  ...ndrpConsoleHandlers,
  ...mailConsoleHandlers,
  ...consoleKycHandlers,
  ...consoleFeedbackHandlers,
  ...fairnessConsoleHandlers,
};
