import { decideKyc, kycQueue, kycView } from '../kyc/index.ts';
import { recordConsoleAudit } from './audit.ts';
import type { ConsoleHandler } from './context.ts';

type KycCalls = 'consoleKycQueue' | 'consoleKycView' | 'consoleKycDecide';

/** The KYC review (compliance, admin): the service is kyc/'s, the audit row is written in its transaction. */
export const consoleKycHandlers: { [P in KycCalls]: ConsoleHandler<P> } = {
  consoleKycQueue: async ({ deps }) => ({ submissions: await kycQueue(deps.db) }),
  consoleKycView: async ({ deps, body }) => kycView(deps.db, body.id),
  consoleKycDecide: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const submission = await decideKyc(deps.db, body.id, body.decision, body.reason, op.name, now, (tx, row) =>
      recordConsoleAudit(
        tx,
        { operatorId: op.id, operator: op.name, call: 'consoleKycDecide', target: `kyc:${row.id}`, before: { status: 'pending' }, after: { status: row.status, userId: row.userId }, reason: body.reason },
        new Date(now),
      ),
    );
    return { submission };
  },
};
