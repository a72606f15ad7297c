// Vite plugin: the asset manifest as a virtual module, generated from the folder layout of assets/.
// Dev: files are served from assets/ as they are, with their modification time in the URL, and any
// change under assets/ reloads the page, so a designer sees new art without touching code.
// Build: each file is imported with ?url, so Vite copies it into dist/assets under a content hash.
import { statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { scanAssets } from './manifest.ts';

export const ASSET_MANIFEST_ID = 'virtual:swerte-assets';
const RESOLVED_ID = `\0${ASSET_MANIFEST_ID}`;

export function assetManifest(options: { root?: string; dir?: string } = {}): Plugin {
  const root = resolve(options.root ?? '.');
  const dir = options.dir ?? 'assets';
  const assetsPath = resolve(root, dir) + sep;
  let isBuild = false;
  return {
    name: 'swerte:asset-manifest',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    config: () => ({
      // Scene art stays a file of its own (cacheable, swappable, no base64 bloat in a chunk).
      build: { assetsInlineLimit: (file: string) => (resolve(file).startsWith(assetsPath) ? false : undefined) },
    }),
    resolveId: (id) => (id === ASSET_MANIFEST_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const scan = scanAssets(root, dir);
      for (const problem of scan.problems) {
        if (isBuild) this.error(`assets: ${problem}`);
        else this.warn(`assets: ${problem}`);
      }
      const imports: string[] = [];
      const rows = scan.entries.map((entry, i) => {
        let src: string;
        if (isBuild) {
          imports.push(`import a${i} from ${JSON.stringify(`/${entry.file}?url`)};`);
          src = `a${i}`;
        } else {
          src = JSON.stringify(`/${entry.file}?v=${Math.round(statSync(resolve(root, entry.file)).mtimeMs)}`);
        }
        return `  { alias: ${JSON.stringify(entry.alias)}, bundle: ${JSON.stringify(entry.bundle)}, kind: ${JSON.stringify(entry.kind)}, src: ${src} },`;
      });
      return `${imports.join('\n')}\nexport const assets = [\n${rows.join('\n')}\n];\n`;
    },
    configureServer(server) {
      server.watcher.add(assetsPath);
      server.watcher.on('all', (_event, path) => {
        if (!resolve(path).startsWith(assetsPath)) return;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
