import type { FastifyInstance } from 'fastify';
import { Errcode, MessageKey } from '../../contract/index.ts';
import { CONSOLE_PREFIX, consoleCalls, type ConsoleCallPath } from '../../contract/ops/index.ts';
import { ApiError, fromZodError } from '../api/errors.ts';
import type { ServerDeps } from '../deps.ts';
import type { ConsoleContext, ConsoleHandler, ConsoleHandlers } from './context.ts';
import { consoleHandlers } from './handlers.ts';
import { resolveOperatorSession } from './sessions.ts';

const isConsoleCall = (path: string): path is ConsoleCallPath => Object.hasOwn(consoleCalls, path);

/** Calls an operator whose one-time password is not yet changed may still make. */
const BEFORE_PASSWORD_CHANGE = new Set<ConsoleCallPath>(['consoleChangePassword', 'consoleSignOut', 'consoleSignOutEverywhere']);

/**
 * `POST /ops/v1/<call>`: the operator console's calls, as the player's dispatcher does `/app/v1`
 * (server/api/dispatcher.ts): look the call up in its own contract (contract/ops/), validate the
 * body (a 400 naming the field), resolve the operator's session (401 without a live one; a player's
 * token is never one), refuse a role the call does not list (403 before the handler runs), run the
 * handler, and parse what it returns through the contract. Failures are the same errcode bodies.
 * Maintenance does not stop the console: operators work while players wait.
 */
export function registerConsole(app: FastifyInstance, deps: ServerDeps, handlers: ConsoleHandlers = consoleHandlers): void {
  const missing = (Object.keys(consoleCalls) as ConsoleCallPath[]).filter((p) => typeof handlers[p] !== 'function');
  if (missing.length) throw new Error(`console calls without a handler: ${missing.join(', ')}`);

  app.post(`${CONSOLE_PREFIX}/*`, async (req) => {
    const path = (req.params as Record<string, string> | undefined)?.['*'] ?? '';
    if (!isConsoleCall(path)) throw new ApiError(Errcode.notFound);
    const def = consoleCalls[path];
    const parsed = def.body.safeParse(req.body, { reportInput: true });
    if (!parsed.success) throw fromZodError(parsed.error);

    let session = null;
    if (def.auth === 'operator') {
      session = await resolveOperatorSession(deps.db, req.headers.authorization, new Date(deps.now()));
      if (!session) throw new ApiError(Errcode.unauthorized);
      if (!(def.roles as readonly string[]).includes(session.operator.role)) throw new ApiError(Errcode.forbidden, { msg: MessageKey.consoleRoleRefused });
      if (session.operator.mustChangePassword && !BEFORE_PASSWORD_CHANGE.has(path)) {
        throw new ApiError(Errcode.forbidden, { msg: MessageKey.consolePasswordChangeRequired });
      }
    }
    const ctx = { body: parsed.data, session, ip: req.ip, requestId: req.id, deps, log: req.log } as ConsoleContext<typeof path>;
    const payload = await (handlers[path] as ConsoleHandler<typeof path>)(ctx);
    return def.response.parse({ errcode: 0, msg: 'ok', ...payload });
  });

  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE'],
    url: `${CONSOLE_PREFIX}/*`,
    handler: async () => {
      throw new ApiError(Errcode.notFound);
    },
  });
}
