import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Rollup } from 'vite';
import type { CustomInjectManifestOptions } from 'vite-plugin-pwa';
import { staticClosure } from '../shell/plugin.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;
type ManifestTransform = NonNullable<CustomInjectManifestOptions['manifestTransforms']>[number];
const FONT = /\.(woff2?|ttf|otf)$/i;

/**
 * The lobby's shell, which the service worker precaches: `/` (index.html), offline.html, the entry
 * chunk and the lobby page with what they import statically and their CSS, the HUD's fonts and every
 * public file. Lazy pages and everything a scene loads are left to the runtime cache.
 */
export function precacheList(bundle: OutputBundle, isLobby: (chunk: OutputChunk) => boolean, publicDir: string): string[] {
  return [...new Set(['/', '/offline.html', ...shellFiles(bundle, isLobby), ...publicFiles(publicDir)])].sort();
}

/**
 * Workbox globs the whole build and hashes each file for its revision; this keeps exactly the files of
 * `list()` (known only once the bundle is written), in its order, with `/` standing for index.html.
 * A listed file the glob did not find fails the build: a shell with a hole would fail to install.
 */
export function keepOnly(list: () => string[] | undefined): ManifestTransform {
  return (entries) => {
    const urls = list();
    if (!urls) throw new Error('scripts/pwa: the precache list was not made (the client build wrote no bundle)');
    const byUrl = new Map(entries.map((entry) => [`/${entry.url}`, entry]));
    const manifest = urls.map((url) => {
      const entry = byUrl.get(url === '/' ? '/index.html' : url);
      if (!entry) throw new Error(`scripts/pwa: ${url} is in the shell but not in the build`);
      return { ...entry, url };
    });
    return { manifest, warnings: [] };
  };
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
