import { decideKyc, kycQueue, kycView } from '../kyc/index.ts';
import { recordConsoleAudit } from './audit.ts';
import type { ConsoleHandler } from './context.ts';

type KycCalls = 'consoleKycQueue' | 'consoleKycView' | 'consoleKycDecide';

/** The KYC review (compliance, admin): the service is kyc/'s, the audit row is written in its transaction. */
export const consoleKycHandlers: { [P in KycCalls]: ConsoleHandler<P> } = {
  consoleKycQueue: async ({ deps }) => ({ submissions: await kycQueue(deps.db) }),
  /** Seeing the ID and selfie is audited (`kyc:<id>`): who looked at whose identity, and when. */
  consoleKycView: async ({ deps, session, body }) => {
    const view = await kycView(deps.db, body.id);
    const op = session.operator;
    await recordConsoleAudit(deps.db, { operatorId: op.id, operator: op.name, call: 'consoleKycView', target: `kyc:${body.id}`, after: { userId: view.submission.userId, viewed: 'images' } }, new Date(deps.now()));
    return view;
  },
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
