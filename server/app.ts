import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { rules } from './config/rules.ts';
import type { ServerDeps } from './deps.ts';
import { registerApi } from './api/dispatcher.ts';
import { frameworkErrorHandler, registerErrorHandler } from './api/error-handler.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerOps } from './plugins/ops.ts';
import { registerPaymentCallbacks, registerSandboxCheckout } from './wallet/index.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerStatic } from './plugins/static.ts';
import { handlers } from './handlers.ts';

export interface AppOptions {
  deps: ServerDeps;
  /** Built client to serve (the PWA); absent in API-only tests. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  /** Serves the scene gallery page (SCENE_GALLERY=1): QA and designers, never production. */
  sceneGallery?: boolean;
  /** Enables /ops/v1 for `npm run ops` (server/ops): the data folder's operator secret. */
  opsSecret?: string;
}

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * Every route an app registered (method and URL pattern), in the order registered: the fuzz test
 * walks them all, so a route added later is attacked without anyone listing it (issue 14).
 */
const registered = new WeakMap<FastifyInstance, { method: string; url: string }[]>();
export const routesOf = (app: FastifyInstance): readonly { method: string; url: string }[] => registered.get(app) ?? [];

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: rules.body.limitBytes,
    trustProxy: opts.trustProxy ?? false,
    // Keep a caller's request id (a load balancer's) when it is sane, so logs join up.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  });
  const routes: { method: string; url: string }[] = [];
  registered.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  await registerSecurityHeaders(app, opts.distDir);
  registerErrorHandler(app);
  // Before any route: NUL and lone surrogates in a URL or body are a 400 everywhere, never a database error.
  registerInputGuard(app);
  registerApi(app, opts.deps, handlers);
  if (opts.opsSecret) registerOps(app, opts.deps, opts.opsSecret);
  await registerPaymentCallbacks(app, opts.deps);
  await registerSandboxCheckout(app, opts.deps);
  if (opts.distDir) await registerStatic(app, opts.distDir, { sceneGallery: opts.sceneGallery });
  return app;
}
