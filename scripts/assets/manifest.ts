// The asset manifest: every file under assets/<bundle>/ becomes alias `<bundle>/<path without extension>`.
// Shared by the Vite plugin (plugin.ts) and `npm run assets:check` (check.ts). See assets/README.md.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const TEXTURE_EXTENSIONS = ['svg', 'png', 'webp', 'jpg', 'jpeg', 'avif'] as const;
export const SOUND_EXTENSIONS = ['mp3', 'ogg', 'm4a', 'wav'] as const;
export const FONT_EXTENSIONS = ['woff2'] as const;
/** The scenes' fonts: not a scene bundle, the engine loads them before any scene (scenes/engine/sceneFont.ts). */
export const FONT_FOLDER = 'fonts';
/** Lower-case words joined by '-', segments by '/': safe in URLs and the same on every file system. */
export const ALIAS = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

export type AssetKind = 'texture' | 'sound' | 'font';

export interface AssetEntry {
  alias: string;
  bundle: string;
  /** Path from the project root, with '/' (e.g. assets/common/coin.svg). */
  file: string;
  kind: AssetKind;
  bytes: number;
}

export interface AssetScan {
  entries: AssetEntry[];
  /** Files the manifest cannot take, each with the reason. */
  problems: string[];
}

/** Documentation and the fonts' licence (OFL.txt beside them) are not assets. */
const IGNORED = /(^|\/)(README\.md|OFL\.txt|\.[^/]*)$/;

function kindOf(extension: string): AssetKind | undefined {
  if ((TEXTURE_EXTENSIONS as readonly string[]).includes(extension)) return 'texture';
  if ((SOUND_EXTENSIONS as readonly string[]).includes(extension)) return 'sound';
  if ((FONT_EXTENSIONS as readonly string[]).includes(extension)) return 'font';
  return undefined;
}

export function scanAssets(root: string, dir = 'assets'): AssetScan {
  const base = join(root, dir);
  const entries: AssetEntry[] = [];
  const problems: string[] = [];
  const byAlias = new Map<string, string>();
  const files = readdirSync(base, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(base, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter((path) => !IGNORED.test(path))
    .sort();
  for (const path of files) {
    const file = `${dir}/${path}`;
    const dot = path.lastIndexOf('.');
    const extension = dot > 0 ? path.slice(dot + 1) : '';
    const alias = dot > 0 ? path.slice(0, dot) : path;
    const kind = kindOf(extension);
    if (!path.includes('/')) problems.push(`${file}: put it in a bundle folder (assets/<bundle>/…)`);
    else if (!kind) problems.push(`${file}: .${extension || '(none)'} is not a supported format (${[...TEXTURE_EXTENSIONS, ...SOUND_EXTENSIONS, ...FONT_EXTENSIONS].join(', ')})`);
    else if ((kind === 'font') !== path.startsWith(`${FONT_FOLDER}/`)) problems.push(`${file}: ${kind === 'font' ? `fonts go in ${dir}/${FONT_FOLDER}/` : `${dir}/${FONT_FOLDER}/ holds the scenes' fonts only`}`);
    else if (!ALIAS.test(alias)) problems.push(`${file}: rename it with lower-case letters, digits and '-' only (alias "${alias}")`);
    else if (byAlias.has(alias)) problems.push(`${file}: alias "${alias}" is also ${byAlias.get(alias)}; keep one of them`);
    else {
      byAlias.set(alias, file);
      entries.push({ alias, bundle: alias.slice(0, alias.indexOf('/')), file, kind, bytes: statSync(join(root, file)).size });
    }
  }
  return { entries, problems };
}
