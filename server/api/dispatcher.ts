import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX, calls, Errcode, PUBLIC_PREFIX, type CallPath } from '../../contract/index.ts';
import type { ServerDeps } from '../deps.ts';
import type { CallContext, Handler, Handlers, SessionInfo, SessionLookup } from './context.ts';
import { ApiError, fromZodError } from './errors.ts';
import { assertWithdrawOnlyAllows } from './withdraw-only.ts';

const isCallPath = (path: string): path is CallPath => Object.hasOwn(calls, path);
/** The call a request is for: the wildcard's match, or the path of a call's own route (uploadKyc's larger body limit). */
const callPathOf = (req: FastifyRequest): string => {
  const route = req.routeOptions.url ?? '';
  if (!route.endsWith('/*')) return route.startsWith(`${API_PREFIX}/`) ? route.slice(API_PREFIX.length + 1) : '';
  return (req.params as Record<string, string> | undefined)?.['*'] ?? '';
};

/**
 * The one call a browser sends as text/plain: the event log's navigator.sendBeacon, which cannot set
 * a JSON content type. text/plain is a CORS-safelisted type (a page elsewhere can POST it with no
 * preflight), so every other call must come as application/json, which a cross-site page cannot send
 * without a preflight we never grant (issue 16).
 */
const BEACON_CALL: CallPath = 'anonymous/appEventLogClient';

/** The media type of a content-type header, lower case, without parameters. */
const mediaType = (header: string | undefined): string => (header ?? '').split(';')[0]!.trim().toLowerCase();

/** The same answer Fastify gives an unknown content type (415, errcode 400, field content-type). */
const unsupportedMediaType = () => Object.assign(new Error('unsupported content type'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });

/**
 * One route serves every call: resolve the session (before the body is read: a stranger's call for
 * players answers 401 whatever it carries), look the path up in the contract, validate the body, run
 * the handler, and validate what it returns (unknown response keys are stripped, so a handler cannot
 * leak a column it did not mean to). The session comes from `resolveSession`, the
 * composition's (auth's lookup, given by server/app.ts), so the kernel imports no area.
 */
export function registerApi(app: FastifyInstance, deps: ServerDeps, handlers: Handlers, resolveSession: SessionLookup): void {
  const missing = (Object.keys(calls) as CallPath[]).filter((p) => typeof handlers[p] !== 'function');
  if (missing.length) throw new Error(`calls without a handler: ${missing.join(', ')}`);
  /** Each request's session, looked up by the onRequest hook before its body is read. */
  const sessions = new WeakMap<FastifyRequest, SessionInfo | null>();

  // In a scope of its own: the text/plain parser and the content-type rule apply to /app/v1 alone.
  app.register(async (api) => {
    api.addHook('onRequest', async (req) => {
      // A stranger is refused before anything reads the body: a call for signed-in players without a
      // valid token answers 401 whatever it carries, so its body is neither buffered (uploadKyc takes
      // megabytes) nor validated (a 400 naming fields would describe the call to whoever asks).
      const path = callPathOf(req);
      if (req.method === 'POST' && isCallPath(path)) {
        const session = await resolveSession(deps, req.headers.authorization);
        if (calls[path].auth === 'user' && !session) throw new ApiError(Errcode.unauthorized);
        sessions.set(req, session);
      }
      if (req.method === 'POST' && mediaType(req.headers['content-type']) === 'text/plain' && path !== BEACON_CALL) {
        throw unsupportedMediaType();
      }
    });
    // navigator.sendBeacon posts text/plain (spec §7); the onRequest hook above lets it reach the event log only.
    api.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, text, done) => {
      try {
        done(null, JSON.parse(text as string));
      } catch {
        done(Object.assign(new Error('malformed JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
      }
    });
    registerCalls(api, deps, handlers, sessions);
  });
}

function registerCalls(app: FastifyInstance, deps: ServerDeps, handlers: Handlers, sessions: WeakMap<FastifyRequest, SessionInfo | null>): void {
  const dispatch = async (path: string, req: FastifyRequest) => {
    if (!isCallPath(path)) throw new ApiError(Errcode.notFound);
    const def = calls[path];
    // Looked up once, in onRequest, before the body was read (a user call without one never gets here).
    const session = sessions.get(req) ?? null;
    if (def.auth === 'user' && !session) throw new ApiError(Errcode.unauthorized);
    // reportInput lets the 400 tell a missing field from a wrong type (zod 4 omits the input otherwise).
    const parsed = def.body.safeParse(req.body, { reportInput: true });
    if (!parsed.success) throw fromZodError(parsed.error);

    // A withdraw-only session (a sign-in during a time-out or exclusion) makes only the calls needed to withdraw and leave.
    if (def.auth === 'user' && session?.withdrawOnlyUntil) assertWithdrawOnlyAllows(path, session.withdrawOnlyUntil);
    if (!path.startsWith(PUBLIC_PREFIX) && (await deps.config.get()).config.maintenance.status) {
      throw new ApiError(Errcode.maintenance);
    }

    const ctx = {
      body: parsed.data,
      session,
      tokenPresented: Boolean(req.headers.authorization),
      ip: req.ip,
      userAgent: String(req.headers['user-agent'] ?? '').slice(0, 256),
      requestId: req.id,
      deps,
      log: req.log,
    } as CallContext<typeof path>;
    const payload = await (handlers[path] as Handler<typeof path>)(ctx);
    return def.response.parse({ errcode: 0, msg: 'ok', ...payload });
  };
  app.post(`${API_PREFIX}/*`, async (req) => dispatch(callPathOf(req), req));
  // A call that carries a file (uploadKyc) gets its own route with its larger body limit: a static
  // route wins over the wildcard, and the rest keep the API's 64 KiB (a large JSON body costs parsing).
  for (const path of Object.keys(calls) as CallPath[]) {
    const bodyLimit = calls[path].bodyLimit;
    if (bodyLimit !== undefined) app.post(`${API_PREFIX}/${path}`, { bodyLimit }, async (req) => dispatch(path, req));
  }

  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE'],
    url: `${API_PREFIX}/*`,
    handler: async () => {
      throw new ApiError(Errcode.notFound);
    },
  });
}
