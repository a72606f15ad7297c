import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { BUILD_META } from '../../src/app/pwa/buildMeta.ts';
import { offlinePageHtml } from './offlinePage.ts';
import { serviceWorkerSource } from './serviceWorker.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;
const FONT = /\.(woff2?|ttf|otf)$/i;

/**
 * After the client build: writes build.json (the build id, a hash of every emitted chunk and asset),
 * stamps the id into index.html, and writes offline.html and sw.js, whose precache list is the lobby's
 * shell: index.html, the entry chunk with its static imports and their CSS, fonts, icons, manifest.
 * Lazy page chunks and scene assets are left to the runtime cache, so installing stays small.
 */
export function pwaBuild(options: { publicDir: string; localeFile: string }): Plugin {
  let outDir = 'dist';
  return {
    name: 'swerte:pwa-build',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_output, bundle) {
      const buildId = contentHash(bundle);
      const indexPath = join(outDir, 'index.html');
      const index = readFileSync(indexPath, 'utf8').replace('</title>', `</title>\n    <meta name="${BUILD_META}" content="${buildId}" />`);
      writeFileSync(indexPath, index);
      writeFileSync(join(outDir, 'build.json'), `${JSON.stringify({ buildId, builtAt: new Date().toISOString() })}\n`);
      const strings = JSON.parse(readFileSync(options.localeFile, 'utf8')) as { brand: string; offline: Record<string, string> };
      writeFileSync(join(outDir, 'offline.html'), offlinePageHtml(strings.brand, strings.offline));
      const precache = ['/', '/offline.html', ...shellFiles(bundle), ...publicFiles(options.publicDir)];
      writeFileSync(join(outDir, 'sw.js'), serviceWorkerSource(buildId, [...new Set(precache)].sort()));
    },
  };
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

/** The entry chunk, everything it imports statically, their CSS, and every font the CSS may use. */
function shellFiles(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) {
      const next = byName.get(imported);
      if (next) visit(next);
    }
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  for (const item of Object.values(bundle)) if (item.type === 'asset' && FONT.test(item.fileName)) files.add(item.fileName);
  return [...files].map((file) => `/${file}`);
}

function publicFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/')}`);
}
