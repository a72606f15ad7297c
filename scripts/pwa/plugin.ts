import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, PluginOption, Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { BUILD_META } from '../../src/app/pwa/buildMeta.ts';
import { linksStylesheet, pageCss } from '../shell/plugin.ts';
import { offlinePageHtml } from './offlinePage.ts';
import { keepOnly, precacheList } from './precache.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;
/** Text files worth compressing; the server sends the .br or .gz copy to browsers that accept it. */
const COMPRESSIBLE = /^assets\/.+\.(js|css|svg|json)$/i;

/**
 * The PWA's build: vite-plugin-pwa builds the service worker (scripts/pwa/sw.ts, Workbox) into sw.js
 * with the shell's precache list; our plugin does what the library does not. After the client build it
 * writes build.json (the build id, a hash of every emitted chunk and asset), stamps the id into
 * index.html, writes offline.html and the .br/.gz copies, and makes the precache list (precache.ts).
 * The lobby page (the route `/` loads lazily) is preloaded from index.html and precached with the shell:
 * it is what start_url shows, and waiting for the entry to run before fetching it costs a round trip
 * on a phone. Other lazy page chunks and scene assets are left to the runtime cache.
 */
export function pwaBuild(options: { publicDir: string; localeFile: string; lobbyPage: string }): PluginOption[] {
  let precache: string[] | undefined;
  return [
    shellBuild(options, (list) => (precache = list)),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'scripts/pwa',
      filename: 'sw.ts',
      // src/app/pwa registers /sw.js itself, after load: the library's register script would add to the first load.
      injectRegister: false,
      // public/manifest.webmanifest, linked from index.html.
      manifest: false,
      injectManifest: {
        // One classic script: registered without type "module", and an e2e test deploys a new one by editing it.
        rollupFormat: 'iife',
        globPatterns: ['**/*'],
        globIgnores: ['**/*.{map,br,gz}', 'sw.js'],
        // keepOnly picks the shell out of the glob; the size check would otherwise fail on scene art it drops.
        maximumFileSizeToCacheInBytes: Number.MAX_SAFE_INTEGER,
        manifestTransforms: [keepOnly(() => precache)],
      },
    }),
  ];
}

function shellBuild(options: { publicDir: string; localeFile: string; lobbyPage: string }, setPrecache: (list: string[]) => void): Plugin {
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
      setPrecache(precacheList(bundle, isLobby, options.publicDir));
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
