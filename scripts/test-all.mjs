#!/usr/bin/env node
// `npm test`: every suite, in order, each counted; ends with one line "N passed, N failed".
// Suites: typecheck, lint, assets check, unit, server integration on PGlite (and on PostgreSQL when
// one answers at 127.0.0.1:5432 or TEST_DATABASE_URL), client build (with the static shell), end-to-end
// in Chromium, the scene suites (visual regression of the gallery, leak test).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { ensureChromium } from './ensure-chromium.mjs';

const REPORTS = 'reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const results = [];
const bin = (name) => `node_modules/.bin/${name}`;

function run(cmd, args, env = {}) {
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return { code: res.status ?? 1, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function record(name, passed, failed, seconds, note = '') {
  results.push({ name, passed, failed, seconds, note });
  console.log(`\n── ${name}: ${passed} passed, ${failed} failed (${seconds}s)${note ? ` — ${note}` : ''}\n`);
}

/** `run` without blocking this process, so a suite running in the background keeps draining its output. */
function runAsync(cmd, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolve({ code: code ?? 1, seconds: ((Date.now() - started) / 1000).toFixed(1) }));
  });
}

/** A check that is one test: it passes or fails as a whole. */
function check(name, cmd, args, env = {}) {
  console.log(`\n══ ${name} ══`);
  const { code, seconds } = run(cmd, args, env);
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1, seconds);
}

function vitestArgs(name, project) {
  const out = `${REPORTS}/${name.replace(/\W+/g, '-')}.json`;
  return { out, args: ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`] };
}

/** Counts a vitest run from its JSON report. */
function recordVitest(name, out, code, seconds) {
  if (!existsSync(out)) return record(name, 0, 1, seconds, 'the runner produced no report');
  const r = JSON.parse(readFileSync(out, 'utf8'));
  const failed = r.numFailedTests + (code !== 0 && r.numFailedTests === 0 ? 1 : 0);
  record(name, r.numPassedTests, failed, seconds, r.numPendingTests ? `${r.numPendingTests} skipped` : '');
}

async function vitestSuite(name, project, env = {}) {
  console.log(`\n══ ${name} ══`);
  const { out, args } = vitestArgs(name, project);
  const { code, seconds } = await runAsync(bin('vitest'), args, env);
  recordVitest(name, out, code, seconds);
}

/**
 * Starts a vitest suite in the background, its output kept in a log file. Vitest runs the server
 * suite's files one at a time on this 2-core machine, so the embedded-database run and the PostgreSQL
 * run side by side use both cores. The promise gives a `report()` that prints the log and counts the
 * suite: call it once the suite printing live has ended, so their lines do not interleave.
 */
function vitestSuiteInBackground(name, project, env = {}) {
  const { out, args } = vitestArgs(name, project);
  const logFile = `${REPORTS}/${name.replace(/\W+/g, '-')}.log`;
  const started = Date.now();
  return new Promise((resolve) => {
    const log = createWriteStream(logFile);
    const child = spawn(bin('vitest'), args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      log.end(() =>
        resolve({
          report() {
            console.log(`\n══ ${name} (ran beside the suite above) ══`);
            console.log(readFileSync(logFile, 'utf8'));
            recordVitest(name, out, code ?? 1, seconds);
          },
        }),
      );
    });
  });
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

check('typecheck', bin('tsc'), ['-p', 'tsconfig.json']);
check('lint', 'npm', ['run', '--silent', 'lint']);
check('assets', bin('tsx'), ['scripts/assets/check.ts']);
await vitestSuite('unit', 'unit');

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

const pgUrl = process.env.TEST_DATABASE_URL || ((await postgresAnswers()) ? await ensureTestDatabase() : '');
// The PostgreSQL run goes in the background while the embedded-database run prints live.
const postgresRun = pgUrl ? vitestSuiteInBackground('server (PostgreSQL)', 'server', { TEST_DATABASE_URL: pgUrl }) : undefined;
await vitestSuite('server (PGlite)', 'server', { TEST_DATABASE_URL: '' });
if (postgresRun) (await postgresRun).report();
else if (process.env.CI === 'true') {
  // The lock tests only bite on PostgreSQL (PGlite has one connection), so CI may not skip them.
  record('server (PostgreSQL)', 0, 1, '0', 'required under CI=true: no PostgreSQL answered at 127.0.0.1:5432 (start it, or set TEST_DATABASE_URL)');
} else console.log('\n(no PostgreSQL server at 127.0.0.1:5432: the server suite ran on PGlite only; CI requires it)\n');
check('build', bin('vite'), ['build', '--logLevel', 'warn']);

/** A Playwright suite, counted from its JSON report. */
function playwrightSuite(name, args, report, env) {
  console.log(`\n══ ${name} ══`);
  const { code, seconds } = run(bin('playwright'), ['test', ...args], env);
  if (!existsSync(report)) return record(name, 0, 1, seconds, 'the runner produced no report');
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  const failed = stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
  record(name, stats.expected + stats.flaky, failed, seconds, stats.skipped ? `${stats.skipped} skipped` : '');
}

const chromium = ensureChromium();
if (!chromium.ok) {
  record('end-to-end', 0, 1, '0', chromium.message);
} else {
  playwrightSuite('end-to-end (Chromium)', [], `${REPORTS}/e2e.json`, { CHROMIUM_PATH: chromium.path });
  playwrightSuite('scenes (visual, leaks)', ['--config', 'playwright.visual.config.ts'], `${REPORTS}/visual.json`, { CHROMIUM_PATH: chromium.path });
}

const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0);
console.log('\nSummary');
for (const r of results) console.log(`  ${r.failed ? '✗' : '✓'} ${r.name.padEnd(22)} ${String(r.passed).padStart(4)} passed, ${r.failed} failed  (${r.seconds}s)${r.note ? `  ${r.note}` : ''}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
