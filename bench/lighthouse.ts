// Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on the lobby, served by the built
// server on a fresh embedded database, with Debian's Chromium. The median of 3 runs of each figure goes
// into bench/results.json under `lighthouse`. `npm run bench` runs it after the bundle sizes; alone,
// after a build: `npx tsx bench/lighthouse.ts [distDir] [--write]` (`--write` puts the figures in
// results.json). The targets are issue 3's.
import { execFile } from 'node:child_process';
import { startServer, stopServer } from './lib.ts';
import { recordSection } from './record.ts';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

const RUNS = 3;
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 18182);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DATA_DIR = 'tmp/bench-lighthouse-data';
export const LIGHTHOUSE_TARGETS = { performance: 90, lcpMs: 2000, tbtMs: 200, cls: 0.05 };

interface RunFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

async function runOnce(url: string): Promise<RunFigures> {
  const { stdout } = await promisify(execFile)(
    'npx',
    ['lighthouse', url, '--only-categories=performance', '--output=json', '--output-path=stdout', '--quiet', '--chrome-flags=--headless --no-sandbox --disable-gpu'],
    { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
  );
  const report = JSON.parse(stdout) as {
    runtimeError?: { message: string };
    categories: { performance: { score: number | null } };
    audits: Record<string, { numericValue?: number }>;
  };
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((report.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    fcpMs: Math.round(audit('first-contentful-paint')),
  };
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART) on a software GPU: try a run again. */
async function runWithRetry(url: string, attempts = 3): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`Lighthouse run failed (${String((error as Error).message).slice(0, 120)}); trying again.`);
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runs Lighthouse 3 times on the lobby; null (with the reason printed) when Chromium is missing. */
export async function benchLighthouse(distDir = process.env.BENCH_DIST_DIR ?? 'dist', label = 'the lobby') {
  if (!existsSync(CHROME)) {
    console.log(`Lighthouse skipped: no Chromium at ${CHROME} (set CHROMIUM_PATH).`);
    return null;
  }
  const server = await startServer({ port: PORT, dataDir: DATA_DIR, distDir });
  const runs: RunFigures[] = [];
  try {
    for (let i = 0; i < RUNS; i++) runs.push(await runWithRetry(`http://127.0.0.1:${PORT}/`));
  } finally {
    await stopServer(server);
  }
  const pick = (key: keyof RunFigures) => median(runs.map((run) => run[key]));
  const result = {
    preset: 'mobile (simulated throttling)',
    runs,
    median: { performance: pick('performance'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), cls: pick('cls'), fcpMs: pick('fcpMs') },
    targets: LIGHTHOUSE_TARGETS,
  };
  const m = result.median;
  const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  console.log(`Lighthouse on ${label}, median of ${RUNS} (mobile):`);
  console.log(`  performance ${m.performance} (target >= ${LIGHTHOUSE_TARGETS.performance}) ${mark(m.performance >= LIGHTHOUSE_TARGETS.performance)}`);
  console.log(`  LCP ${m.lcpMs} ms (target <= ${LIGHTHOUSE_TARGETS.lcpMs}) ${mark(m.lcpMs <= LIGHTHOUSE_TARGETS.lcpMs)}`);
  console.log(`  TBT ${m.tbtMs} ms (target <= ${LIGHTHOUSE_TARGETS.tbtMs}) ${mark(m.tbtMs <= LIGHTHOUSE_TARGETS.tbtMs)}`);
  console.log(`  CLS ${m.cls} (target <= ${LIGHTHOUSE_TARGETS.cls}) ${mark(m.cls <= LIGHTHOUSE_TARGETS.cls)}`);
  return result;
}

if (import.meta.filename === process.argv[1]) {
  const [distDir] = process.argv.slice(2).filter((arg) => arg !== '--write');
  const figures = await benchLighthouse(distDir);
  if (figures && process.argv.includes('--write')) recordSection('lighthouse', { ...figures, measuredAt: new Date().toISOString() });
}
