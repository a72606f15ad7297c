#!/usr/bin/env node
// `npm test`: every suite, each counted; ends with one line "N passed, N failed".
// Suites: typecheck, lint, assets check, unit, the server integration suite on PostgreSQL (when one
// answers at 127.0.0.1:5432 or TEST_DATABASE_URL) and on embedded PGlite, client build (with the static
// shell), end-to-end in Chromium, the scene suites (visual regression of the gallery, leak test).
//
// Two lanes share this 2-core machine (docs/testing.md, "Where the time goes"): the browser lane
// (typecheck … build, then end-to-end with the scenes suite beside it) prints live, and the server lane
// (PostgreSQL and PGlite, side by side, PostgreSQL's own processes niced with it) runs beside it at a lower CPU priority, filling the time the browser lane spends waiting on
// animations, clocks and the network. Its output is kept in reports/ and printed when the browser
// lane ends, so lines never interleave.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { ensureChromium } from './ensure-chromium.mjs';
import { EMBEDDED_RUN_FILES, serverFilesFor } from './server-suites.mjs';

/** The whole run's budget: a run past it still counts, but says so on the line before the total. */
const BUDGET_MINUTES = 20;
const REPORTS = 'reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const startedAt = Date.now();
const results = [];
const bin = (name) => `node_modules/.bin/${name}`;
const slug = (name) => name.replace(/\W+/g, '-');

/** `failures`: the names of the tests that failed, repeated under the summary (CI keeps only the tail). */
function record(name, passed, failed, seconds, note = '', failures = []) {
  results.push({ name, passed, failed, seconds, note, failures });
  console.log(`\n── ${name}: ${passed} passed, ${failed} failed (${seconds}s)${note ? ` — ${note}` : ''}\n`);
}

/**
 * Runs a command; `log` keeps its output in a file instead of printing it, `nice` lowers its CPU
 * priority (a background lane). Resolves with its exit code and seconds.
 */
function run(cmd, args, { env = {}, log, nice = false } = {}) {
  const started = Date.now();
  const [command, argv] = nice ? ['nice', ['-n', '10', cmd, ...args]] : [cmd, args];
  return new Promise((resolve) => {
    const out = log ? createWriteStream(log) : undefined;
    const child = spawn(command, argv, { env: { ...process.env, ...env }, stdio: out ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (out) {
      child.stdout.pipe(out, { end: false });
      child.stderr.pipe(out, { end: false });
    }
    child.on('close', (code) => {
      const done = () => resolve({ code: code ?? 1, seconds: ((Date.now() - started) / 1000).toFixed(1) });
      if (out) out.end(done);
      else done();
    });
  });
}

/** A check that is one test: it passes or fails as a whole. */
async function check(name, cmd, args) {
  console.log(`\n══ ${name} ══`);
  const { code, seconds } = await run(cmd, args);
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1, seconds);
}

/** Counts a vitest run from its JSON report. */
function recordVitest(name, out, code, seconds) {
  if (!existsSync(out)) return record(name, 0, 1, seconds, 'the runner produced no report');
  const r = JSON.parse(readFileSync(out, 'utf8'));
  const failed = r.numFailedTests + (code !== 0 && r.numFailedTests === 0 ? 1 : 0);
  const failures = r.testResults.flatMap((file) =>
    file.assertionResults.filter((t) => t.status === 'failed').map((t) => `${file.name.replace(`${process.cwd()}/`, '')} › ${t.fullName}`),
  );
  record(name, r.numPassedTests, failed, seconds, r.numPendingTests ? `${r.numPendingTests} skipped` : '', failures);
}

/**
 * A vitest suite. In the background (`log`) its output goes to reports/<name>.log and `report()`
 * prints it and counts the suite later; in the foreground it prints live and is counted at once.
 */
async function vitestSuite(name, project, { env = {}, files = [], background = false, workers } = {}) {
  const out = `${REPORTS}/${slug(name)}.json`;
  const log = background ? `${REPORTS}/${slug(name)}.log` : undefined;
  if (!background) console.log(`\n══ ${name} ══`);
  const args = ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...(workers ? [`--maxWorkers=${workers}`] : []), ...files];
  const { code, seconds } = await run(bin('vitest'), args, { env, log, nice: background });
  const report = () => {
    if (log) {
      console.log(`\n══ ${name} (ran beside the browser lane) ══`);
      console.log(readFileSync(log, 'utf8'));
    }
    recordVitest(name, out, code, seconds);
  };
  if (!background) report();
  return report;
}

function postgresAnswers() {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: 5432 });
    socket.setTimeout(1500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** A fresh machine's cluster may lack the `test` database the suite's schemas live in: create it. */
async function ensureTestDatabase() {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  try {
    await client.connect();
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = 'test'");
    if (!rowCount) await client.query('CREATE DATABASE test');
    return 'postgres://postgres@127.0.0.1:5432/test';
  } catch (error) {
    console.log(`PostgreSQL answered but the test database could not be made ready: ${error.message}`);
    return '';
  } finally {
    await client.end().catch(() => {});
  }
}

/** A process's parent and niceness from /proc (Linux), or null. */
function procStat(pid) {
  try {
    // Fields after the command's closing parenthesis: state, ppid, …; niceness is the 19th field overall.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1).split(' ');
    return { ppid: Number(fields[1]), nice: Number(fields[16]) };
  } catch {
    return null;
  }
}

/**
 * The server lane's work is half PostgreSQL's: its backends run the lane's queries, at the priority
 * the service started with, so they took the CPU from the browser lane (the run's critical path) as
 * much as the niced vitest processes gave it back. When the server is on this machine and this run may
 * (root, or PostgreSQL's own user), the postmaster and its processes get the lane's `nice 10` (new
 * backends inherit it from the postmaster); the returned function puts back what they had. Anything
 * else (a remote server, no permission) leaves them as they are.
 */
async function nicePostgres(pgUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: pgUrl });
  let postmaster = 0;
  try {
    await client.connect();
    const { rows } = await client.query('SELECT pg_backend_pid() AS pid');
    postmaster = procStat(rows[0].pid)?.ppid ?? 0;
  } catch {
    return () => {};
  } finally {
    await client.end().catch(() => {});
  }
  const before = procStat(postmaster);
  if (!postmaster || !before) return () => {};
  const family = () => [postmaster, ...readdirSync('/proc').filter((name) => /^\d+$/.test(name) && procStat(name)?.ppid === postmaster).map(Number)];
  const renice = (niceness) => spawnSync('renice', ['-n', String(niceness), '-p', ...family().map(String)], { stdio: 'ignore' }).status === 0;
  if (!renice(10)) return () => {};
  console.log(`PostgreSQL (postmaster ${postmaster}) runs at nice 10 with the server lane until the end of the run`);
  return () => void renice(before.nice);
}

/**
 * The coin pusher's steering over its full 10,000 seeds (scenes/pusher/steering.test.ts, ~25–40 s of
 * physics on one core): a pure test, but run in the background lane beside the server suites, so the
 * unit suite in the browser lane (the run's critical path) takes 1,000 of them (UNIT_ENV below).
 */
function pusherSteering() {
  return vitestSuite('pusher steering (10,000 seeds)', 'unit', { env: { PUSHER_SEEDS: '10000' }, files: ['scenes/pusher/steering.test.ts'], background: true });
}

/** The unit suite's environment in the browser lane: the steering's quick sample (the full one runs beside). */
const UNIT_ENV = { PUSHER_SEEDS: '1000' };

/**
 * The server lane: the whole suite on PostgreSQL (what production runs, and the only database where
 * locks and concurrency bite), then on PGlite the files whose behaviour differs on the embedded
 * database (scripts/server-suites.mjs says which and why). Without PostgreSQL (a developer's machine)
 * the whole suite runs on PGlite instead; CI requires PostgreSQL.
 */
async function serverLane(pgUrl) {
  const reports = [];
  if (pgUrl) {
    // Side by side, not one after the other: each is one vitest worker (one core at most), so run in
    // turn the second ran alone at the end on one core while the other idled (≈3 min on 2026-12-06).
    // PostgreSQL's files in two processes, half each (vitest --shard): one process ran alone on one core for
    // its last minutes while the other core idled (run 4, docs/testing.md); each file keeps its own schema.
    reports.push(
      ...(await Promise.all([
        vitestSuite('server (PostgreSQL 1/2)', 'server', { env: { TEST_DATABASE_URL: pgUrl }, files: ['--shard=1/2'], background: true }),
        vitestSuite('server (PostgreSQL 2/2)', 'server', { env: { TEST_DATABASE_URL: pgUrl }, files: ['--shard=2/2'], background: true }),
        // The PGlite run takes smaller random samples (tests/server/harness.ts `samples`): PostgreSQL runs the full ones.
        vitestSuite('server (PGlite)', 'server', { env: { TEST_DATABASE_URL: '', SERVER_SUITE_SAMPLES: 'small' }, files: serverFilesFor('pglite'), background: true }),
        pusherSteering(),
      ])),
    );
  } else {
    reports.push(await vitestSuite('server (PGlite)', 'server', { env: { TEST_DATABASE_URL: '' }, background: true }), await pusherSteering());
    if (process.env.CI === 'true') {
      // The lock tests only bite on PostgreSQL (PGlite has one connection), so CI may not skip them.
      reports.push(() => record('server (PostgreSQL)', 0, 1, '0', 'required under CI=true: no PostgreSQL answered at 127.0.0.1:5432 (start it, or set TEST_DATABASE_URL)'));
    } else reports.push(() => console.log('\n(no PostgreSQL server at 127.0.0.1:5432: the server suite ran on PGlite only; CI requires it)\n'));
  }
  return reports;
}

/**
 * A Playwright suite, counted from its JSON report. With `log` its output goes to that file and the
 * returned function prints and counts it later (a suite run beside another); otherwise it prints live.
 */
async function playwrightSuite(name, args, report, env, log) {
  if (!log) console.log(`\n══ ${name} ══`);
  const { code, seconds } = await run(bin('playwright'), ['test', ...args], { env, log });
  return () => {
    if (log) {
      console.log(`\n══ ${name} (ran beside the end-to-end suite) ══`);
      console.log(readFileSync(log, 'utf8'));
    }
    countPlaywright(name, report, code, seconds);
  };
}

function countPlaywright(name, report, code, seconds) {
  if (!existsSync(report)) return record(name, 0, 1, seconds, 'the runner produced no report');
  const { stats, suites } = JSON.parse(readFileSync(report, 'utf8'));
  const failed = stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
  const notes = [stats.skipped ? `${stats.skipped} skipped` : '', stats.flaky ? `${stats.flaky} flaky (passed on the retry): ${playwrightFlaky(suites).join('; ')}` : ''];
  record(name, stats.expected + stats.flaky, failed, seconds, notes.filter(Boolean).join(', '), playwrightFailures(suites));
}

/** The titles of a Playwright JSON report's flaky tests (failed, then passed on the retry). */
function playwrightFlaky(suites, path = []) {
  return (suites ?? []).flatMap((suite) => {
    const here = suite.title ? [...path, suite.title] : path;
    const specs = (suite.specs ?? []).flatMap((spec) => spec.tests.filter((t) => t.status === 'flaky').map(() => [...here, spec.title].join(' › ')));
    return [...specs, ...playwrightFlaky(suite.suites, here)];
  });
}

/** A terminal colour code (ESC [ … m), which Playwright's error messages carry. */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The titles of a Playwright JSON report's unexpected results, with their first error line. */
function playwrightFailures(suites, path = []) {
  return (suites ?? []).flatMap((suite) => {
    const here = suite.title ? [...path, suite.title] : path;
    const specs = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === 'unexpected')
        .map((t) => {
          const error = t.results.at(-1)?.error?.message?.split('\n')[0] ?? '';
          return `${[...here, spec.title].join(' › ')}${error ? ` — ${error.replace(ANSI_COLOUR, '')}` : ''}`;
        }),
    );
    return [...specs, ...playwrightFailures(suite.suites, here)];
  });
}

async function browserLane() {
  await check('typecheck', bin('tsc'), ['-p', 'tsconfig.json']);
  await check('lint', 'npm', ['run', '--silent', 'lint']);
  await check('assets', bin('tsx'), ['scripts/assets/check.ts']);
  // Both cores: vitest's default leaves one free (one worker on this 2-core machine: 48 s, with two 28 s).
  await vitestSuite('unit', 'unit', { workers: 2, env: UNIT_ENV });
  await check('build', bin('vite'), ['build', '--logLevel', 'warn']);
  const chromium = ensureChromium();
  if (!chromium.ok) return record('end-to-end', 0, 1, '0', chromium.message);
  // Side by side: run after the end-to-end suite, the scene suite's last minutes ran alone with a core
  // half idle (the server lane had ended: docs/testing.md). Its output is printed after the end-to-end one.
  const scenes = playwrightSuite('scenes (visual, leaks)', ['--config', 'playwright.visual.config.ts'], `${REPORTS}/visual.json`, { CHROMIUM_PATH: chromium.path }, `${REPORTS}/visual.log`);
  (await playwrightSuite('end-to-end (Chromium)', [], `${REPORTS}/e2e.json`, { CHROMIUM_PATH: chromium.path }))();
  (await scenes)();
}

const pgUrl = process.env.TEST_DATABASE_URL || ((await postgresAnswers()) ? await ensureTestDatabase() : '');
const restorePostgres = pgUrl ? await nicePostgres(pgUrl) : () => {};
const server = serverLane(pgUrl);
await browserLane();
for (const report of await server) report();
restorePostgres();

const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0);
const minutes = (Date.now() - startedAt) / 60_000;
console.log('\nSummary');
for (const r of results) {
  console.log(`  ${r.failed ? '✗' : '✓'} ${r.name.padEnd(22)} ${String(r.passed).padStart(4)} passed, ${r.failed} failed  (${r.seconds}s)${r.note ? `  ${r.note}` : ''}`);
  for (const failure of r.failures) console.log(`      failed: ${failure.slice(0, 300)}`);
}
console.log(`\n  wall time ${minutes.toFixed(1)} min (budget ${BUDGET_MINUTES} min)${pgUrl ? `; PGlite ran the ${EMBEDDED_RUN_FILES.length} files that can differ there (scripts/server-suites.mjs)` : ''}`);
if (minutes > BUDGET_MINUTES) {
  console.log(`  WARNING: over budget: this run took ${minutes.toFixed(1)} minutes, more than ${BUDGET_MINUTES}. Find what grew (each suite's seconds above; docs/testing.md).`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
