// Vite plugin: the asset manifest as a virtual module, generated from the folder layout of assets/.
// Dev: files are served from assets/ as they are, with their modification time in the URL, and any
// change under assets/ reloads the page, so a designer sees new art without touching code.
// Build: each bundle's pictures are packed into texture atlases (atlas.ts: PNG pages and Pixi
// spritesheet JSON, named by content hash under dist/assets), and each sound and font is imported
// with ?url, so Vite copies it there under a content hash. A changed file is repacked by the next build.
import { statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { packBundle } from './atlas.ts';
import { scanAssets } from './manifest.ts';

export const ASSET_MANIFEST_ID = 'virtual:swerte-assets';
const RESOLVED_ID = `\0${ASSET_MANIFEST_ID}`;

export function assetManifest(options: { root?: string; dir?: string } = {}): Plugin {
  const root = resolve(options.root ?? '.');
  const dir = options.dir ?? 'assets';
  const assetsPath = resolve(root, dir) + sep;
  let isBuild = false;
  let base = '/';
  let assetsDir = 'assets';
  return {
    name: 'swerte:asset-manifest',
    configResolved(config) {
      isBuild = config.command === 'build';
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    config: () => ({
      // Scene art stays a file of its own (cacheable, swappable, no base64 bloat in a chunk).
      build: { assetsInlineLimit: (file: string) => (resolve(file).startsWith(assetsPath) ? false : undefined) },
    }),
    resolveId: (id) => (id === ASSET_MANIFEST_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const scan = scanAssets(root, dir);
      for (const problem of scan.problems) {
        if (isBuild) this.error(`assets: ${problem}`);
        else this.warn(`assets: ${problem}`);
      }
      const row = (fields: Record<string, string>) => `  { ${Object.entries(fields).map(([key, value]) => `${key}: ${value}`).join(', ')} },`;
      const json = JSON.stringify;
      const imports: string[] = [];
      const textures: string[] = [];
      const atlases: string[] = [];
      const sounds = scan.entries
        .filter((entry) => entry.kind === 'sound')
        .map((entry, i) => {
          if (isBuild) imports.push(`import s${i} from ${json(`/${entry.file}?url`)};`);
          return row({ alias: json(entry.alias), bundle: json(entry.bundle), src: isBuild ? `s${i}` : devUrl(root, entry.file) });
        });
      // Fonts, like sounds, stay files of their own (copied under a content hash), loaded by the engine.
      const fonts = scan.entries
        .filter((entry) => entry.kind === 'font')
        .map((entry, i) => {
          if (isBuild) imports.push(`import f${i} from ${json(`/${entry.file}?url`)};`);
          return row({ alias: json(entry.alias), src: isBuild ? `f${i}` : devUrl(root, entry.file) });
        });
      if (isBuild) {
        const bundles = [...new Set(scan.entries.filter((entry) => entry.kind === 'texture').map((entry) => entry.bundle))];
        for (const bundle of bundles) {
          for (const page of await packBundle(root, bundle, scan.entries)) {
            this.emitFile({ type: 'asset', fileName: `${assetsDir}/${page.imageName}`, source: page.image });
            this.emitFile({ type: 'asset', fileName: `${assetsDir}/${page.jsonName}`, source: page.json });
            atlases.push(row({ bundle: json(bundle), src: json(`${base}${assetsDir}/${page.jsonName}`), aliases: json(page.aliases) }));
          }
        }
        // Every file is read again by the next build; in watch mode a change under assets/ rebuilds.
        for (const entry of scan.entries) this.addWatchFile(resolve(root, entry.file));
      } else {
        for (const entry of scan.entries.filter((e) => e.kind === 'texture')) {
          textures.push(row({ alias: json(entry.alias), bundle: json(entry.bundle), src: devUrl(root, entry.file) }));
        }
      }
      const list = (name: string, rows: string[]) => `export const ${name} = [\n${rows.join('\n')}\n];`;
      return [...imports, list('textures', textures), list('atlases', atlases), list('sounds', sounds), list('fonts', fonts), ''].join('\n');
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

/** Dev: the file as it is, its modification time in the URL so a saved file is never served from cache. */
function devUrl(root: string, file: string): string {
  return JSON.stringify(`/${file}?v=${Math.round(statSync(resolve(root, file)).mtimeMs)}`);
}
