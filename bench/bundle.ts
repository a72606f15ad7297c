// Bundle sizes of a client build: each entry's and each lazy chunk's gzipped size, and what the lobby
// downloads before it shows (the budget every later issue must keep). Reads the Vite build manifest
// (build.manifest in vite.config.ts), index.html and the source maps. `npm run bench` runs it first;
// alone: `npx tsx bench/bundle.ts [distDir]`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { recordSection } from './record.ts';

/** The lobby's first load may need at most this much gzipped JavaScript (issue 3). */
export const LOBBY_BUDGET_BYTES = 150 * 1024;
/** Scene libraries: they load when a scene opens, never with the lobby. */
export const SCENE_LIBRARIES = ['pixi.js', '@pixi', 'gsap', 'matter-js', 'howler'];
/** The page the lobby route (`/`) lazy-loads: part of the lobby's first load too. */
const LOBBY_PAGE = 'src/features/home/HomePage.tsx';
/** The operator console's page (a third entry, served at /ops/) and the page its route `/` lazy-loads. */
const CONSOLE_HTML = 'ops/index.html';
const CONSOLE_HOME_PAGE = 'src/console/pages/dashboard/DashboardPage.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  name: string;
  file: string;
  gzipBytes: number;
  cssGzipBytes: number;
}

export interface BundleReport {
  entries: ChunkSize[];
  lazyChunks: ChunkSize[];
  /** Chunks split out of the entry and lazy chunks (vendor groups, pieces several pages share). */
  sharedChunks: ChunkSize[];
  lobby: {
    /** index.html's module script and modulepreloads: what runs before anything renders. */
    shellFiles: string[];
    shellGzipBytes: number;
    /** The shell plus the lobby page chunk and its static imports: JavaScript needed to show the lobby. */
    firstLoadFiles: string[];
    firstLoadGzipBytes: number;
    budgetBytes: number;
    /** Scene libraries found in the lobby's first-load JavaScript (by the source maps); must be empty. */
    sceneLibraries: string[];
  };
  /** The operator console (ops/index.html): not part of the lobby's budget, measured so it is seen. */
  console?: {
    /** ops/index.html's scripts and modulepreloads: what the sign-in page needs. */
    shellFiles: string[];
    shellGzipBytes: number;
    /** The shell plus the dashboard page chunk and its static imports: what a signed-in operator first loads. */
    firstLoadFiles: string[];
    firstLoadGzipBytes: number;
  };
}

export function measureBundle(distDir: string): BundleReport {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build the client first (npm run build)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const gzip = (file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  const size = (key: string, chunk: ManifestChunk): ChunkSize => ({
    name: chunk.src ?? key,
    file: chunk.file,
    gzipBytes: gzip(chunk.file),
    cssGzipBytes: (chunk.css ?? []).reduce((sum, css) => sum + gzip(css), 0),
  });
  const all = Object.entries(manifest);
  const entries = all.filter(([, c]) => c.isEntry).map(([key, c]) => size(key, c));
  const lazyChunks = all.filter(([, c]) => c.isDynamicEntry).map(([key, c]) => size(key, c));
  const sharedChunks = all.filter(([key, c]) => !c.isEntry && !c.isDynamicEntry && key.endsWith('.js')).map(([key, c]) => size(key, c));
  for (const list of [lazyChunks, sharedChunks]) list.sort((a, b) => b.gzipBytes - a.gzipBytes);

  /** The files of an HTML page's scripts plus a lazy page and what it imports statically. */
  const pageLoad = (shellFiles: string[], pageKey: string): string[] => {
    const files = new Set(shellFiles);
    const addWithImports = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) addWithImports(imported);
    };
    addWithImports(pageKey);
    return [...files];
  };
  const shellFiles = htmlScripts(readFileSync(join(distDir, 'index.html'), 'utf8'));
  const firstLoadFiles = pageLoad(shellFiles, LOBBY_PAGE);
  const sum = (files: string[]) => files.reduce((total, file) => total + gzip(file), 0);
  const consoleHtml = join(distDir, CONSOLE_HTML);
  const consoleShell = existsSync(consoleHtml) ? htmlScripts(readFileSync(consoleHtml, 'utf8')) : null;
  const consoleFirstLoad = consoleShell ? pageLoad(consoleShell, CONSOLE_HOME_PAGE) : null;
  return {
    entries,
    lazyChunks,
    sharedChunks,
    lobby: {
      shellFiles,
      shellGzipBytes: sum(shellFiles),
      firstLoadFiles,
      firstLoadGzipBytes: sum(firstLoadFiles),
      budgetBytes: LOBBY_BUDGET_BYTES,
      sceneLibraries: sceneLibrariesIn(distDir, firstLoadFiles),
    },
    ...(consoleShell && consoleFirstLoad
      ? { console: { shellFiles: consoleShell, shellGzipBytes: sum(consoleShell), firstLoadFiles: consoleFirstLoad, firstLoadGzipBytes: sum(consoleFirstLoad) } }
      : {}),
  };
}

/**
 * What index.html starts, as paths inside dist: module scripts and modulepreload links, and the
 * entry and preloads the static shell's boot script adds after the first paint (its "scripts").
 */
function htmlScripts(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const files: string[] = [];
  for (const tag of tags) {
    const isModule = /type="module"/.test(tag) || /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="\/([^"]+\.js)"/.exec(tag)?.[1];
    if (isModule && url) files.push(url);
  }
  const boot = /"scripts":(\{[^}]*\})/.exec(html)?.[1];
  if (boot) {
    const scripts = JSON.parse(boot) as { entry: string; modules: string[]; preload: string[] };
    for (const url of [scripts.entry, ...scripts.modules, ...scripts.preload]) files.push(url.replace(/^\//, ''));
  }
  return [...new Set(files)];
}

/** Which scene libraries the source maps of these files list among their modules. */
function sceneLibrariesIn(distDir: string, files: string[]): string[] {
  const found = new Set<string>();
  const mapped = files.filter((file) => existsSync(join(distDir, `${file}.map`)));
  // Rolldown's tiny runtime chunk has no map; without any map the check could not see anything.
  if (mapped.length === 0) throw new Error('no source maps in the build: the scene-library check needs build.sourcemap');
  for (const file of mapped) {
    const mapPath = join(distDir, `${file}.map`);
    const { sources } = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] };
    for (const source of sources) {
      for (const lib of SCENE_LIBRARIES) if (source.includes(`node_modules/${lib}/`)) found.add(lib);
    }
  }
  return [...found].sort();
}

/** Why the lobby breaks its budget, one line per reason; empty when it keeps it. */
export function budgetViolations(report: BundleReport): string[] {
  const { lobby } = report;
  const problems: string[] = [];
  if (lobby.firstLoadGzipBytes > lobby.budgetBytes) {
    problems.push(`lobby first load is ${kib(lobby.firstLoadGzipBytes)} gzipped JS, over the ${kib(lobby.budgetBytes)} budget`);
  }
  if (lobby.sceneLibraries.length > 0) {
    problems.push(`scene libraries in the lobby's first load: ${lobby.sceneLibraries.join(', ')} (of ${SCENE_LIBRARIES.join(', ')}); import them from a scene's lazy chunk`);
  }
  return problems;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function printBundle(report: BundleReport): void {
  const row = (c: ChunkSize) => `  ${kib(c.gzipBytes).padStart(10)}  ${c.cssGzipBytes ? `+ ${kib(c.cssGzipBytes)} css` : ''.padEnd(14)}  ${c.name} (${c.file})`;
  console.log('Bundle (gzipped):');
  console.log(' entries');
  for (const chunk of report.entries) console.log(row(chunk));
  console.log(' lazy chunks');
  for (const chunk of report.lazyChunks) console.log(row(chunk));
  console.log(' shared chunks');
  for (const chunk of report.sharedChunks) console.log(row(chunk));
  const { lobby } = report;
  console.log(` lobby shell (index.html scripts + modulepreloads): ${kib(lobby.shellGzipBytes)}`);
  console.log(` lobby first load (shell + lobby page): ${kib(lobby.firstLoadGzipBytes)} of ${kib(lobby.budgetBytes)} budget`);
  for (const problem of budgetViolations(report)) console.log(` OVER BUDGET: ${problem}`);
  if (report.console) {
    console.log(` console sign-in (ops/index.html scripts + modulepreloads): ${kib(report.console.shellGzipBytes)}`);
    console.log(` console first load (sign-in + dashboard page): ${kib(report.console.firstLoadGzipBytes)}`);
  }
}

/** For `npm run bench`: builds the client (so the figures are of the code as it is), measures and prints. */
export function benchBundle(distDir = process.env.BENCH_DIST_DIR ?? 'dist'): BundleReport {
  execFileSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
  const report = measureBundle(distDir);
  printBundle(report);
  return report;
}

if (import.meta.filename === process.argv[1]) {
  const [distDir] = process.argv.slice(2).filter((arg) => arg !== '--write');
  const report = measureBundle(distDir ?? 'dist');
  printBundle(report);
  if (budgetViolations(report).length > 0) process.exitCode = 1;
  // `--write` records the report as the `bundle` section of bench/results.json, leaving the rest as it was.
  if (process.argv.includes('--write')) recordSection('bundle', report);
}
