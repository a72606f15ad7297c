import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../contract/index.ts';
import { CONSOLE_PREFIX } from '../../contract/ops/index.ts';

/** The operator console's page (ops/index.html in the build, src/console): every /ops/ route that is not a call. */
const CONSOLE_PAGE = 'ops/index.html';
const CONSOLE_ROOT = '/ops';

/**
 * Serves the built PWA. Hashed files under /assets are cached for a year; everything else (sw.js,
 * build.json, index.html, the manifest) is revalidated, so a deploy is seen at once. Any other GET
 * that wants HTML gets index.html so client-side routes load directly. `sceneGallery` serves
 * /gallery.html, the QA page of scenes/gallery.ts (visual tests, designers), otherwise a 404.
 * Source maps are never served (404, with or without a compressed copy): the build writes them
 * "hidden" for bench/bundle.ts and crash reports, and they would hand out the unminified source.
 * The operator console is the build's ops/index.html: /ops, /ops/ and every /ops/<route> that is not
 * a call under /ops/v1 get it (its client routes), never the player's index.html, and never cached.
 */
export const isSourceMap = (path: string): boolean => /\.map$/i.test(path.split('?')[0] ?? '');

export async function registerStatic(app: FastifyInstance, distDir: string, opts: { sceneGallery?: boolean } = {}): Promise<void> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'no built client found; run npm run build');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of /assets (scripts/pwa): sent when the browser accepts them.
    preCompressed: true,
    // The scene gallery (a QA page in every build) answers 404 unless SCENE_GALLERY=1 turned it on.
    allowedPath: (path) => !isSourceMap(path) && (opts.sceneGallery === true || path !== '/gallery.html'),
    setHeaders(res, path) {
      const immutable = path.includes(`${join(distDir, 'assets')}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const hasConsole = existsSync(join(distDir, CONSOLE_PAGE));
  app.get('/*', (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const isCall = [API_PREFIX, CONSOLE_PREFIX].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    // A missing file (an old chunk after a deploy) must 404, not turn into HTML the browser cannot run.
    if (isCall || /\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
    if (path === CONSOLE_ROOT || path.startsWith(`${CONSOLE_ROOT}/`)) {
      if (!hasConsole) return reply.callNotFound();
      return reply.header('cache-control', 'no-cache').sendFile(CONSOLE_PAGE);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
