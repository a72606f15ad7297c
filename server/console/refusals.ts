import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../api/errors.ts';
import type { ServerDeps } from '../deps.ts';
import { recordConsoleAudit } from './audit.ts';
import type { OperatorSession } from './sessions.ts';

/**
 * Every 403 the console answers a signed-in operator is an audit row (docs/console.md "Audit"): a
 * role refused, a password or enrolment still owed, the first approver approving again, a proposer
 * approving their own change. The row names the operator and the call, `target` `refused`, `after`
 * the refusal's message key; it is written after the refusal (whose own transaction, if any, wrote
 * nothing). The sign-in's refusals have no operator yet: its failures are counted apart.
 */
export function refusalAudit(deps: ServerDeps, sessionOf: (req: FastifyRequest) => OperatorSession | undefined, pathOf: (req: FastifyRequest) => string) {
  return async (req: FastifyRequest, _reply: FastifyReply, error: FastifyError | Error) => {
    if (!(error instanceof ApiError) || error.httpStatus !== 403) return;
    const session = sessionOf(req);
    if (!session) return;
    const { id, name } = session.operator;
    try {
      await recordConsoleAudit(deps.db, { operatorId: id, operator: name, call: pathOf(req), target: 'refused', after: { refused: error.msg } }, new Date(deps.now()));
    } catch (failure) {
      req.log.error({ err: failure }, 'console: the refusal could not be audited');
    }
  };
}
