import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { rules } from './config/rules.ts';
import { httpTimeouts, type HttpEnv, type HttpTimeouts } from './config/http.ts';
import type { ServerDeps } from './deps.ts';
import { registerApi } from './api/dispatcher.ts';
import { frameworkErrorHandler, registerErrorHandler } from './api/error-handler.ts';
import { registerAnswerHeaders } from './plugins/answer-headers.ts';
import { registerCrossSiteGuard } from './plugins/cross-site.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { requestLogger, safeLoggerOptions } from './plugins/logging.ts';
import { registerOps } from './ops/endpoint.ts';
import type { TestClock } from './ops/test-clock.ts';
import { liveOperatorSessions, operatorForLive, registerConsole, type TotpSealer } from './console/index.ts';
import { registerPaymentCallbacks, registerSandboxCheckout } from './wallet/index.ts';
import { hashToken, registerGoogleReturn, registerSocialFakes, resolveSession, sessionsRepo, tokenFromHeader } from './auth/index.ts';
import { registerLive, type LiveOptions } from './live/index.ts';
import { registerAvatarRoute } from './account/index.ts';
import { registerGoodsImageRoute } from './diamonds/index.ts';
import { wireAreas } from './wiring.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerStatic } from './plugins/static.ts';
import { handlers } from './handlers.ts';

export interface AppOptions {
  deps: ServerDeps;
  /** Built client to serve (the PWA); absent in API-only tests. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Proxies allowed to speak for the client (`TRUST_PROXY`, server/config/http.ts): false, a hop count, or addresses/CIDRs. */
  trustProxy?: HttpEnv['trustProxy'];
  /** `PUBLIC_URL`'s origin: allowed as an `Origin`, and https there turns HSTS on. */
  publicOrigin?: string;
  /** `ALLOWED_ORIGINS`: other origins whose pages may call the API. */
  allowedOrigins?: readonly string[];
  /** Overrides of the documented timeouts (`httpTimeouts`): `REQUEST_TIMEOUT_MS` (start.ts), and tests shorten them. */
  timeouts?: Partial<HttpTimeouts>;
  /** Serves the scene gallery page (SCENE_GALLERY=1): QA and designers, never production. */
  sceneGallery?: boolean;
  /** Enables /ops/v1/cli for `npm run ops` (server/ops): the data folder's operator secret. */
  opsSecret?: string;
  /** The test clock behind deps.now (development with SWERTE_TEST_CLOCK=1): adds the `clock` operator command. */
  testClock?: TestClock;
  /** Seals operators' TOTP secrets (SWERTE_TOTP_KEY, server/console/totp-seal.ts); without it the console cannot sign anyone in with a code. */
  totp?: TotpSealer;
  /** The live channel's timings (tests shorten the heartbeat and the session check; server/live/rules.ts has the defaults). */
  live?: LiveOptions;
}

/**
 * Every route an app registered (method and URL pattern), in the order registered: the fuzz test
 * walks them all, so a route added later is attacked without anyone listing it (issue 14).
 */
const registered = new WeakMap<FastifyInstance, { method: string; url: string }[]>();
export const routesOf = (app: FastifyInstance): readonly { method: string; url: string }[] => registered.get(app) ?? [];

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  // Every area's hooks, before anything can call them (server/wiring.ts).
  wireAreas();
  const timeouts = { ...httpTimeouts, ...opts.timeouts };
  // Node refuses headers allowed longer than the whole request: a shorter request limit shortens both.
  timeouts.headersTimeout = Math.min(timeouts.headersTimeout, timeouts.requestTimeout);
  const app = Fastify({
    logger: safeLoggerOptions(opts.logger ?? false),
    bodyLimit: rules.body.limitBytes,
    // Only configured proxies (or hops) may set X-Forwarded-For/-Proto/-Host; `true` (every hop) is never used.
    trustProxy: opts.trustProxy ?? false,
    // Always our own id: a client's x-request-id could collide with or impersonate another request in
    // the logs; it is logged beside ours as clientRequestId (plugins/logging.ts).
    genReqId: () => randomUUID(),
    childLoggerFactory: requestLogger,
    requestTimeout: timeouts.requestTimeout,
    connectionTimeout: timeouts.connectionTimeout,
    keepAliveTimeout: timeouts.keepAliveTimeout,
    http: { headersTimeout: timeouts.headersTimeout, connectionsCheckingInterval: timeouts.checkIntervalMs },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  });
  const routes: { method: string; url: string }[] = [];
  registered.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  registerAnswerHeaders(app, { publicOrigin: opts.publicOrigin });
  await registerSecurityHeaders(app, opts.distDir);
  registerErrorHandler(app);
  // Before any route: NUL and lone surrogates in a URL or body are a 400 everywhere, never a database error.
  registerInputGuard(app);
  // Before any body is read: a browser's cross-site POST is refused on every route.
  registerCrossSiteGuard(app, { publicOrigin: opts.publicOrigin, allowedOrigins: opts.allowedOrigins });
  registerApi(app, opts.deps, handlers, resolveSession);
  registerAvatarRoute(app, opts.deps);
  registerGoodsImageRoute(app, opts.deps);
  // The operator console's calls (/ops/v1/<call>, operator sessions) and the command line's (/ops/v1/cli/<command>, the secret).
  registerConsole(app, opts.deps, undefined, opts.totp);
  // The live channel's streams (GET /app/v1/live, /ops/v1/live; server/live/, docs/live.md): auth's and the console's sessions.
  await registerLive(app, opts.deps, liveAccess, opts.live);
  if (opts.opsSecret) registerOps(app, opts.deps, opts.opsSecret, opts.testClock);
  await registerPaymentCallbacks(app, opts.deps);
  // The sandbox pays without money: it exists in development only (issue 16), never beside a real provider.
  if (opts.deps.mode === 'development') await registerSandboxCheckout(app, opts.deps);
  // Google's sign-in posts back here (docs/social.md); the providers' fakes exist in development only, like the sandbox.
  await registerGoogleReturn(app);
  if (opts.deps.mode === 'development') await registerSocialFakes(app, opts.deps);
  if (opts.distDir) await registerStatic(app, opts.distDir, { sceneGallery: opts.sceneGallery });
  return app;
}

/** Who may hold a live stream: the player's session (auth) and the operator's (the console), given to server/live/. */
const liveAccess = {
  // The session's own lookup without noting a use: an open stream is no sign the player is there, so
  // it never keeps an idle session alive, and a reconnect storm writes nothing.
  player: async (deps: ServerDeps, header: string | undefined) => {
    const token = tokenFromHeader(header);
    const row = token ? await sessionsRepo(deps.db).findLive(hashToken(token), new Date(deps.now())) : undefined;
    return row ? { sessionId: row.sessionId, userId: row.user.id } : null;
  },
  operator: operatorForLive,
  livePlayerSessions: (deps: ServerDeps, ids: number[]) => sessionsRepo(deps.db).liveIds(ids, new Date(deps.now())),
  liveOperatorSessions,
};
