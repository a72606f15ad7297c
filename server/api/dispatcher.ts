import type { FastifyInstance } from 'fastify';
import { API_PREFIX, calls, Errcode, PUBLIC_PREFIX, type CallPath } from '../../contract/index.ts';
import type { ServerDeps } from '../deps.ts';
import type { CallContext, Handler, Handlers } from './context.ts';
import { ApiError, fromZodError } from './errors.ts';
import { resolveSession } from './session.ts';

const isCallPath = (path: string): path is CallPath => Object.hasOwn(calls, path);

/**
 * One route serves every call: look the path up in the contract, validate the body, resolve the
 * session, run the handler, and validate what it returns (unknown response keys are stripped, so a
 * handler cannot leak a column it did not mean to).
 */
export function registerApi(app: FastifyInstance, deps: ServerDeps, handlers: Handlers): void {
  const missing = (Object.keys(calls) as CallPath[]).filter((p) => typeof handlers[p] !== 'function');
  if (missing.length) throw new Error(`calls without a handler: ${missing.join(', ')}`);

  // navigator.sendBeacon posts text/plain; the event log accepts it (spec §7).
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, text, done) => {
    try {
      done(null, JSON.parse(text as string));
    } catch {
      done(Object.assign(new Error('malformed JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
    }
  });

  app.post(`${API_PREFIX}/*`, async (req) => {
    const path = (req.params as Record<string, string>)['*'] ?? '';
    if (!isCallPath(path)) throw new ApiError(Errcode.notFound);
    const def = calls[path];
    // reportInput lets the 400 tell a missing field from a wrong type (zod 4 omits the input otherwise).
    const parsed = def.body.safeParse(req.body, { reportInput: true });
    if (!parsed.success) throw fromZodError(parsed.error);

    const session = await resolveSession(deps, req.headers.authorization);
    if (def.auth === 'user' && !session) throw new ApiError(Errcode.unauthorized);
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
  });

  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE'],
    url: `${API_PREFIX}/*`,
    handler: async () => {
      throw new ApiError(Errcode.notFound);
    },
  });
}
