import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Errcode, MessageKey } from '../../contract/index.ts';
import { CONSOLE_PREFIX, type ConsoleCallPath, consoleCalls, ConsoleMessageKey } from '../../contract/ops/index.ts';
import { ApiError, fromZodError } from '../api/errors.ts';
import type { ServerDeps } from '../deps.ts';
import type { ConsoleContext, ConsoleHandler, ConsoleHandlers } from './context.ts';
import { consoleHandlers } from './handlers.ts';
import { refusalAudit } from './refusals.ts';
import { resolveOperatorSession, type OperatorSession } from './sessions.ts';
import { noTotpKey, type TotpSealer } from './totp-seal.ts';

const isConsoleCall = (path: string): path is ConsoleCallPath => Object.hasOwn(consoleCalls, path);

/** Calls an operator whose one-time password is not yet changed may still make. */
const BEFORE_PASSWORD_CHANGE = new Set<ConsoleCallPath>(['consoleChangePassword', 'consoleSignOut', 'consoleSignOutEverywhere']);
/** Calls an operator who has not enrolled their own authenticator yet (after the password) may still make. */
const BEFORE_ENROLMENT = new Set<ConsoleCallPath>(['consoleTotpEnrol', 'consoleTotpConfirm', 'consoleSignOut', 'consoleSignOutEverywhere']);

/**
 * `POST /ops/v1/<call>`: the operator console's calls, as the player's dispatcher does `/app/v1`
 * (server/api/dispatcher.ts): before the body is read, resolve the operator's session (401 without a
 * live one; a player's token is never one) and refuse a role the call does not list (403); then look
 * the call up in its own contract (contract/ops/), validate the body (a 400 naming the field), run the
 * handler, and parse what it returns through the contract. Failures are the same errcode bodies.
 * Maintenance does not stop the console: operators work while players wait.
 */
export function registerConsole(app: FastifyInstance, deps: ServerDeps, handlers: ConsoleHandlers = consoleHandlers, totp: TotpSealer = noTotpKey): void {
  const missing = (Object.keys(consoleCalls) as ConsoleCallPath[]).filter((p) => typeof handlers[p] !== 'function');
  if (missing.length) throw new Error(`console calls without a handler: ${missing.join(', ')}`);

  /** Each request's operator session, resolved and checked by onRequest before the body is read. */
  const sessions = new WeakMap<FastifyRequest, OperatorSession>();
  // A call with a larger body than the app's limit has a route of its own (its path in the route's config).
  const pathOf = (req: FastifyRequest) => (req.routeOptions.config as { consoleCall?: string }).consoleCall ?? (req.params as Record<string, string> | undefined)?.['*'] ?? '';

  // The session and the role are checked before anything reads the body: without a live session a
  // call answers 401, with the wrong role 403, whatever it carries (a 400 naming fields would describe
  // an admin's call to support, or to nobody at all).
  const admit = async (req: FastifyRequest) => {
    const path = pathOf(req);
    if (!isConsoleCall(path) || consoleCalls[path].auth !== 'operator') return;
    const session = await resolveOperatorSession(deps.db, req.headers.authorization, new Date(deps.now()));
    if (!session) throw new ApiError(Errcode.unauthorized);
    // Known before the checks below, so their 403s are audited (refusals.ts).
    sessions.set(req, session);
    if (!(consoleCalls[path].roles as readonly string[]).includes(session.operator.role)) throw new ApiError(Errcode.forbidden, { msg: MessageKey.consoleRoleRefused });
    if (session.operator.mustChangePassword && !BEFORE_PASSWORD_CHANGE.has(path)) {
      throw new ApiError(Errcode.forbidden, { msg: MessageKey.consolePasswordChangeRequired });
    }
    if (!session.operator.mustChangePassword && session.operator.totpEnrolledAt === null && !BEFORE_ENROLMENT.has(path)) {
      throw new ApiError(Errcode.forbidden, { msg: ConsoleMessageKey.totpEnrolRequired });
    }
    sessions.set(req, session);
  };

  const dispatch = async (req: FastifyRequest) => {
    const path = pathOf(req);
    if (!isConsoleCall(path)) throw new ApiError(Errcode.notFound);
    const def = consoleCalls[path];
    const session = def.auth === 'operator' ? sessions.get(req) : null;
    if (def.auth === 'operator' && !session) throw new ApiError(Errcode.unauthorized);
    const parsed = def.body.safeParse(req.body, { reportInput: true });
    if (!parsed.success) throw fromZodError(parsed.error);

    const ctx = { body: parsed.data, session, ip: req.ip, requestId: req.id, deps, log: req.log, totp } as ConsoleContext<typeof path>;
    const payload = await (handlers[path] as ConsoleHandler<typeof path>)(ctx);
    return def.response.parse({ errcode: 0, msg: 'ok', ...payload });
  };
  const onError = refusalAudit(deps, (req) => sessions.get(req), pathOf);
  app.post(`${CONSOLE_PREFIX}/*`, { onRequest: admit, onError }, dispatch);
  for (const path of Object.keys(consoleCalls) as ConsoleCallPath[]) {
    const bodyLimit = (consoleCalls[path] as { bodyLimit?: number }).bodyLimit;
    if (bodyLimit !== undefined) app.post(`${CONSOLE_PREFIX}/${path}`, { onRequest: admit, onError, bodyLimit, config: { consoleCall: path } }, dispatch);
  }

  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE'],
    url: `${CONSOLE_PREFIX}/*`,
    handler: async () => {
      throw new ApiError(Errcode.notFound);
    },
  });
}
