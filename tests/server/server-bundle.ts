import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * The server's entry points as one prebuilt bundle, for the tests that spawn them as processes (crash,
 * data folder, operator CLI, cluster, multi-process). `node --import tsx server/main.ts` compiles the
 * whole server in every process it starts, ≈2.5 s of CPU a spawn against ≈1.1 s for a bundle
 * (measured 2026-12-07), and those files spawn about a hundred processes a run (the cluster's workers
 * too: each re-runs its primary's command). Built on the first spawn of a test process (a vitest run,
 * or a file run alone), into a folder of its own under tmp/ (ignored by git; its bare imports resolve
 * to the checkout's node_modules): never a stale build of other code. Vitest ends its workers without
 * an `exit` event, so each build also removes the folders of processes that are gone.
 *
 * The same compiler as tsx (esbuild), the same files. What a bundle would change is where a module
 * thinks it is: the four modules that find files beside themselves (migrations, seeds, the breached
 * password list, the sandbox page's strings) do so through `import.meta.url`, so each module's
 * `import.meta` keeps its source file's own location in the bundle.
 */
const ROOT = resolve(import.meta.dirname, '../..');

/** The scripts the tests spawn. */
export type ServerScript = 'server/main.ts' | 'server/cluster.ts' | 'server/cli/ops.ts' | 'server/cli/outbox.ts';
const SCRIPTS: readonly ServerScript[] = ['server/main.ts', 'server/cluster.ts', 'server/cli/ops.ts', 'server/cli/outbox.ts'];

const ownLocation: Plugin = {
  name: 'own-import-meta',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes(`${'/'}node_modules${'/'}`)) return undefined;
      const text = readFileSync(args.path, 'utf8')
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents: text, loader: 'ts' };
    });
  },
};

let built: Promise<string> | undefined;

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

async function buildBundle(): Promise<string> {
  const tmp = join(ROOT, 'tmp');
  mkdirSync(tmp, { recursive: true });
  for (const name of readdirSync(tmp)) {
    const pid = /^server-bundle-(\d+)-/.exec(name)?.[1];
    if (pid && !alive(Number(pid))) rmSync(join(tmp, name), { recursive: true, force: true });
  }
  const dir = mkdtempSync(join(tmp, `server-bundle-${process.pid}-`));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  await build({
    absWorkingDir: ROOT,
    entryPoints: SCRIPTS.map((script) => ({ in: script, out: script.replace(/\.ts$/, '') })),
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: `node${process.versions.node.split('.')[0]}`,
    // Packages stay imports of node_modules, as under tsx (PGlite finds its WebAssembly beside itself).
    packages: 'external',
    plugins: [ownLocation],
    logLevel: 'error',
  });
  return dir;
}

/** Node's arguments to run `script` from the bundle (built on the first call in this process). */
export async function serverArgs(script: ServerScript, ...args: string[]): Promise<string[]> {
  if (!built) {
    built = buildBundle();
    built.catch(() => (built = undefined));
  }
  return [join(await built, script.replace(/\.ts$/, '.mjs')), ...args];
}
