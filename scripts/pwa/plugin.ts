import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';
import { BUILD_META } from '../../src/app/pwa/buildMeta.ts';
import { linksStylesheet, pageCss, staticClosure } from '../shell/plugin.ts';
import { offlinePageHtml } from './offlinePage.ts';
import { serviceWorkerSource } from './serviceWorker.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;
const FONT = /\.(woff2?|ttf|otf)$/i;
/** Text files worth compressing; the server sends the .br or .gz copy to browsers that accept it. */
const COMPRESSIBLE = /^assets\/.+\.(js|css|svg|json)$/i;

/**
 * After the client build: writes build.json (the build id, a hash of every emitted chunk and asset),
 * stamps the id into index.html, and writes offline.html and sw.js, whose precache list is the lobby's
 * shell: index.html, the entry chunk with its static imports and their CSS, fonts, icons, manifest.
 * The lobby page (the route `/` loads lazily) is preloaded from index.html and precached with the shell:
 * it is what start_url shows, and waiting for the entry to run before fetching it costs a round trip
 * on a phone. Other lazy page chunks and scene assets are left to the runtime cache.
 */
export function pwaBuild(options: { publicDir: string; localeFile: string; lobbyPage: string }): Plugin {
  let outDir = 'dist';
  const isLobby = (chunk: OutputChunk) => Boolean(chunk.facadeModuleId?.split('\\').join('/').endsWith(options.lobbyPage));
  return {
    name: 'swerte:pwa-build',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (ctx.path !== '/index.html') return undefined; // other pages (the scene gallery) are not the app's shell
        const lobby = Object.values(ctx.bundle ?? {}).find((item): item is OutputChunk => item.type === 'chunk' && isLobby(item));
        if (!lobby) throw new Error(`the lobby page ${options.lobbyPage} is not a chunk of this build`);
        return [
          { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${lobby.fileName}` }, injectTo: 'head' },
          ...pageCss(ctx.bundle ?? {}, lobby)
            .filter((css) => !linksStylesheet(html, css))
            .map((css) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${css}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
    writeBundle(_output, bundle) {
      const buildId = contentHash(bundle);
      const indexPath = join(outDir, 'index.html');
      const index = readFileSync(indexPath, 'utf8').replace('</title>', `</title>\n    <meta name="${BUILD_META}" content="${buildId}" />`);
      writeFileSync(indexPath, index);
      writeFileSync(join(outDir, 'build.json'), `${JSON.stringify({ buildId, builtAt: new Date().toISOString() })}\n`);
      const strings = JSON.parse(readFileSync(options.localeFile, 'utf8')) as { brand: string; offline: Record<string, string> };
      writeFileSync(join(outDir, 'offline.html'), offlinePageHtml(strings.brand, strings.offline));
      const precache = ['/', '/offline.html', ...shellFiles(bundle, isLobby), ...publicFiles(options.publicDir)];
      writeFileSync(join(outDir, 'sw.js'), serviceWorkerSource(buildId, [...new Set(precache)].sort()));
      precompress(outDir, Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file)));
    },
  };
}

/**
 * Writes file.br and file.gz beside each hashed asset once, at build time, so the server never
 * compresses per request (it has one thread). Only /assets: their names change with their content,
 * so a compressed copy can never be older than the file.
 */
function precompress(outDir: string, files: string[]): void {
  for (const file of files) {
    const source = readFileSync(join(outDir, file));
    writeFileSync(join(outDir, `${file}.gz`), gzipSync(source, { level: 9 }));
    writeFileSync(join(outDir, `${file}.br`), brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }));
  }
}

function contentHash(bundle: OutputBundle): string {
  const hash = createHash('sha256');
  for (const name of Object.keys(bundle).sort()) {
    const item = bundle[name]!;
    hash.update(name);
    hash.update(item.type === 'chunk' ? item.code : item.source);
  }
  return hash.digest('hex').slice(0, 16);
}

/** The entry chunk and the lobby page, what they import statically, their CSS, and the HUD's fonts (none today). */
function shellFiles(bundle: OutputBundle, isLobby: (chunk: OutputChunk) => boolean): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  // Entries other than index.html's (the scene gallery, served only to QA) stay out of the precache.
  const roots = chunks.filter((chunk) => (chunk.isEntry && chunk.name === 'index') || isLobby(chunk));
  const files = new Set(staticClosure(bundle, roots).flatMap((chunk) => [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])]));
  // The scenes' fonts (assets/fonts/) load with a scene, like its art: left to the runtime cache.
  const sceneFile = (name: string) => name.split('\\').join('/').startsWith('assets/');
  for (const item of Object.values(bundle)) if (item.type === 'asset' && FONT.test(item.fileName) && !item.originalFileNames.some(sceneFile)) files.add(item.fileName);
  return [...files].map((file) => `/${file}`);
}

function publicFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/')}`);
}
