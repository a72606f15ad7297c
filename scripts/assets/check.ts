// `npm run assets:check`: every asset alias the code names has its file under assets/, and every file
// under assets/ is named by some code. Fails (exit 1) on a missing alias, a file the manifest cannot
// take, or an unknown bundle; lists unused files without failing. The rules are in assets/README.md.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ALIAS, scanAssets, type AssetKind } from './manifest.ts';

/** How code names an asset: a string literal straight inside one of these calls. */
const USE = /\b(texture|play|stop|alias)\(\s*(['"`])([^'"`\n]*)\2\s*[,)]/g;
/** A call of texture()/play()/stop() whose first argument is not a string literal (the check could not see it). */
const HIDDEN_USE = /\b(?:services\.texture|texture|sound\.play|sound\.stop)\(\s*(?!['"`)\s])([^)]{0,60})/g;
const BUNDLES = /\bbundles\b[^=\n]*=\s*\[([^\]]*)\]/g;
const CODE_DIRS = ['scenes', 'src'];
/** The engine passes aliases through variables by design; scenes and hosts write them out. */
const ENGINE_DIR = 'scenes/engine/';

export interface AliasUse {
  alias: string;
  kind: AssetKind | 'any';
  at: string;
}

export interface AssetReport {
  errors: string[];
  unused: string[];
  uses: AliasUse[];
  files: number;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Aliases named in one source file; `hidden` gets the calls whose alias the check cannot read. */
export function findUses(text: string, path: string, hidden: string[] = []): AliasUse[] {
  const uses: AliasUse[] = [];
  for (const match of text.matchAll(USE)) {
    const [, fn, , value] = match as unknown as [string, string, string, string];
    if (!value.includes('/') || value.startsWith('/')) continue; // not an alias (a route, a URL path)
    uses.push({ alias: value, kind: fn === 'texture' ? 'texture' : fn === 'alias' ? 'any' : 'sound', at: `${path}:${lineOf(text, match.index)}` });
  }
  if (!path.startsWith(ENGINE_DIR)) {
    for (const match of text.matchAll(HIDDEN_USE)) hidden.push(`${path}:${lineOf(text, match.index)}: ${match[0].trim()}…`);
  }
  return uses;
}

function sources(root: string): { path: string; text: string }[] {
  return CODE_DIRS.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
      .map((entry) => {
        const full = join(entry.parentPath, entry.name);
        return { path: relative(root, full).split('\\').join('/'), text: readFileSync(full, 'utf8') };
      }),
  );
}

export function checkAssets(root = '.'): AssetReport {
  const scan = scanAssets(root);
  const byAlias = new Map(scan.entries.map((entry) => [entry.alias, entry]));
  const bundles = new Set(scan.entries.map((entry) => entry.bundle));
  const errors = [...scan.problems];
  const hidden: string[] = [];
  const uses: AliasUse[] = [];
  for (const { path, text } of sources(root)) {
    uses.push(...findUses(text, path, hidden));
    for (const match of text.matchAll(BUNDLES)) {
      for (const name of match[1]!.match(/['"`]([^'"`]+)['"`]/g) ?? []) {
        const bundle = name.slice(1, -1);
        if (!bundles.has(bundle)) errors.push(`${path}:${lineOf(text, match.index)}: bundle "${bundle}" has no folder under assets/`);
      }
    }
  }
  for (const use of uses) {
    const entry = byAlias.get(use.alias);
    if (!ALIAS.test(use.alias)) errors.push(`${use.at}: "${use.alias}" is not an alias (bundle/name, lower-case words joined by '-')`);
    else if (!entry) errors.push(`${use.at}: "${use.alias}" has no file: add assets/${use.alias}.svg (or .png, .webp; .mp3, .ogg for a sound)`);
    else if (use.kind !== 'any' && use.kind !== entry.kind) errors.push(`${use.at}: "${use.alias}" is a ${entry.kind} (${entry.file}), used as a ${use.kind}`);
  }
  for (const call of hidden) errors.push(`${call} names its asset through a variable: write the alias as a literal, or alias('bundle/name') where the value is defined`);
  const used = new Set(uses.map((use) => use.alias));
  const unused = scan.entries.filter((entry) => !used.has(entry.alias)).map((entry) => `${entry.alias} (${entry.file})`);
  return { errors, unused, uses, files: scan.entries.length };
}

if (import.meta.filename === process.argv[1]) {
  const report = checkAssets();
  console.log(`assets: ${report.files} files, ${new Set(report.uses.map((u) => u.alias)).size} aliases named in code (${report.uses.length} places)`);
  if (report.unused.length) console.log(`\nFiles no code names (ship anyway; remove them or use them):\n${report.unused.map((u) => `  ${u}`).join('\n')}`);
  if (report.errors.length) {
    console.log(`\n${report.errors.length} problem(s):\n${report.errors.map((e) => `  ✗ ${e}`).join('\n')}`);
    process.exitCode = 1;
  } else console.log('\nassets: OK');
}
