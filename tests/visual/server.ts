// The visual suite's server: the built client with the production server's own security headers (so
// the engine runs under the real CSP: no 'unsafe-eval') and static serving, the gallery switched on.
// No database or API: a scene never calls the API, and this starts in a second.
import { resolve } from 'node:path';
import Fastify from 'fastify';
import { registerSecurityHeaders } from '../../server/plugins/security.ts';
import { registerStatic } from '../../server/plugins/static.ts';

const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
await registerSecurityHeaders(app, distDir);
await registerStatic(app, distDir, { sceneGallery: true });
await app.listen({ port: Number(process.env.PORT ?? 4177), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
