// `npm run bench`: throughput and latency of the API, written to bench/results.json.
// The server runs as a child process (one core) and autocannon loads it from this one (the other).
// Later issues add their figures here: each section is one function below.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { benchBundle } from './bundle.ts';
import { benchJackpotOpen } from './jackpotOpen.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchScenes } from './scenes.ts';
import { benchSpin } from './spin.ts';
import { benchMail } from './mail.ts';
import { benchLive } from './live.ts';
import { benchWallet } from './wallet.ts';
import { common, loginBody, startServer, stopServer, type LoadResult } from './lib.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Unrecorded load before each run: V8 tiers up PGlite's WebAssembly during the first seconds. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 18181);
const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Dropped and made afresh on each run: give each checkout its own when several bench one server. */
const PG_DATABASE = process.env.BENCH_PG_DATABASE ?? 'swerte_bench';
/**
 * `npx tsx bench/run.ts --wallet`: only the wallet figures (no build, Lighthouse or account calls);
 * `--wallet=postgres` or `--wallet=pglite`: only on that database, the other's figures kept as they were.
 */
const walletArg = process.argv.find((a) => a.startsWith('--wallet'));
/** `--spin[=postgres|pglite]`: only the house slot's spin figures, the same way. */
const spinArg = process.argv.find((a) => a.startsWith('--spin'));
/** `--account[=postgres|pglite]`: only refreshData and sign-in, the same way. */
const accountArg = process.argv.find((a) => a.startsWith('--account'));
/** Some sections asked for by name: only those run (no build, Lighthouse or scenes). */
const ONLY = walletArg !== undefined || spinArg !== undefined || accountArg !== undefined;
/** A section runs on a database when the whole bench runs, or when it is named (for that database, or both). */
const on = (arg: string | undefined, db: 'pglite' | 'postgres') => (arg === undefined ? !ONLY : !arg.includes('=') || arg.endsWith(`=${db}`));
const walletOn = (db: 'pglite' | 'postgres') => on(walletArg, db);
const spinOn = (db: 'pglite' | 'postgres') => on(spinArg, db);
const accountOn = (db: 'pglite' | 'postgres') => on(accountArg, db);
const base = `http://127.0.0.1:${PORT}`;

/** Loads one call; with several bodies, requests cycle through them (e.g. many players signing in). */
async function load(path: string, bodies: object[], opts: { connections: number; token?: string }): Promise<LoadResult> {
  if (WARMUP_SECONDS > 0) await run(path, bodies, opts, WARMUP_SECONDS);
  const result = await run(path, bodies, opts, SECONDS);
  return {
    connections: opts.connections,
    seconds: SECONDS,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function run(path: string, bodies: object[], opts: { connections: number; token?: string }, duration: number) {
  let next = 0;
  return autocannon({
    url: `${base}/app/v1/${path}`,
    method: 'POST',
    connections: opts.connections,
    duration,
    headers: { 'content-type': 'application/json', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    requests: [
      {
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ ...common, ...bodies[next++ % bodies.length] }) }),
      },
    ],
  });
}

async function post(path: string, body: object, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}/app/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ ...common, ...body }),
  });
  return (await res.json()) as Record<string, unknown>;
}

/**
 * Players for the sign-in run. Each sign-in is counted against its account until it succeeds (the
 * sign-in guard: after a few it asks for a challenge), so the load signs in many players in turn, as
 * real traffic does, not one 20 times at once.
 */
async function registerPlayers(count: number): Promise<object[]> {
  const players: object[] = [];
  // Not 'Bench2026': the password policy refuses a password holding the account name ('bench2').
  const password = 'Kalamansi-26';
  for (let i = 0; i < count; i++) {
    const account = `bench${i}`;
    // Sign-ups are limited per address; the bench server trusts x-forwarded-for from 127.0.0.1, as behind a proxy.
    const from = { 'x-forwarded-for': `198.51.100.${i % 250}` };
    const res = await post('accountRegist', { account, password, birthDate: '1990-01-01' }, from);
    if (res.errcode !== 0 && res.errcode !== 409) throw new Error(`register failed: ${JSON.stringify(res)}`);
    players.push({ type: 2, account, password });
  }
  return players;
}

async function login(): Promise<string> {
  const res = await fetch(`${base}/app/v1/accountLogin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(loginBody) });
  const json = (await res.json()) as { token?: string };
  if (!json.token) throw new Error(`login failed: ${JSON.stringify(json)}`);
  return json.token;
}

async function accountFigures(label: string, databaseUrl: string) {
  console.log(`\n${label}: starting the server…`);
  const server = await startServer({ port: PORT, dataDir: 'tmp/bench-data', databaseUrl, distDir: process.env.BENCH_DIST_DIR, env: { TRUST_PROXY: '127.0.0.1' } });
  try {
    const token = await login();
    console.log(`${label}: refreshData, 100 connections, ${SECONDS}s`);
    const refreshData = await load('refreshData', [{}], { connections: 100, token });
    const players = await registerPlayers(100);
    console.log(`${label}: sign-in (accountLogin, 100 players in turn), 20 connections, ${SECONDS}s`);
    const signIn = await load('accountLogin', players, { connections: 20 });
    return { refreshData, signIn };
  } finally {
    await stopServer(server);
  }
}

async function postgresUrl(): Promise<string | undefined> {
  const admin = new Client({ connectionString: PG_ADMIN });
  try {
    await admin.connect();
    if (!/^[a-z_][a-z0-9_]*$/.test(PG_DATABASE)) throw new Error(`bad database name ${PG_DATABASE}`);
    await admin.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_DATABASE}`);
    return PG_ADMIN.replace(/\/[^/]*$/, `/${PG_DATABASE}`);
  } catch (error) {
    console.log(`PostgreSQL not available (${(error as Error).message}); measuring the embedded database only.`);
    return undefined;
  } finally {
    await admin.end().catch(() => undefined);
  }
}

const file = 'bench/results.json';
const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
const results: Record<string, unknown> = {
  ...previous,
  generatedAt: new Date().toISOString(),
  machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
};
if (!ONLY) {
  results.bundle = benchBundle();
  results.scenes = await benchScenes();
  // The Lucky Jackpot bubble tapped → popup and first board frame (its own server, port 18184).
  results.jackpotOpen = await benchJackpotOpen();
  results.lighthouse = await benchLighthouse();
}
if (accountOn('pglite') || accountOn('postgres')) {
  const pglite = accountOn('pglite') ? await accountFigures('embedded (PGlite)', '') : undefined;
  const accountsUrl = accountOn('postgres') ? await postgresUrl() : undefined;
  const postgres = accountsUrl ? await accountFigures('PostgreSQL', accountsUrl) : undefined;
  // A database not asked for keeps its figures; one asked for but unavailable is null.
  const figures = (key: 'refreshData' | 'signIn') => {
    const kept = (previous[key] ?? {}) as Record<string, unknown>;
    return {
      pglite: accountOn('pglite') ? (pglite?.[key] ?? null) : (kept.pglite ?? null),
      postgres: accountOn('postgres') ? (postgres?.[key] ?? null) : (kept.postgres ?? null),
    };
  };
  results.refreshData = figures('refreshData');
  results.signIn = figures('signIn');
}
const kept = (previous.wallet ?? {}) as Record<string, unknown>;
const pgUrl = walletOn('postgres') || spinOn('postgres') ? await postgresUrl() : undefined;
// PostgreSQL settles far more per second, so it gets more orders for a run of similar length.
results.wallet = {
  pglite: walletOn('pglite') ? await benchWallet('embedded (PGlite)', { port: PORT, dataDir: 'tmp/bench-wallet', orders: 6000 }) : (kept.pglite ?? null),
  postgres: walletOn('postgres') && pgUrl
    ? await benchWallet('PostgreSQL', { port: PORT, dataDir: 'tmp/bench-wallet', databaseUrl: pgUrl, orders: 20000 })
    : walletOn('postgres') ? null : (kept.postgres ?? null),
};
// The house slot: slotSpin with 50 players spinning at once (issue 6).
const keptSpin = (previous.spin ?? {}) as Record<string, unknown>;
results.spin = {
  pglite: spinOn('pglite') ? await benchSpin('embedded (PGlite)', { port: PORT, dataDir: 'tmp/bench-spin' }) : (keptSpin.pglite ?? null),
  // A fresh database (the wallet section's players are in the first one).
  postgres: spinOn('postgres') && pgUrl ? await benchSpin('PostgreSQL', { port: PORT, dataDir: 'tmp/bench-spin', databaseUrl: (await postgresUrl())! }) : spinOn('postgres') ? null : (keptSpin.postgres ?? null),
};
// The console's segment send: 50,000 players as one job in batches (issue 27, docs/mail.md), in this process.
if (!ONLY) results.mail = await benchMail();
// The live channel: 10,000 streams on one API process, one event each, a reconnect storm (issue 27, docs/live.md).
if (!ONLY) results.live = await benchLive();
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWrote ${file}`);
console.log(JSON.stringify({ refreshData: results.refreshData, signIn: results.signIn, wallet: results.wallet, spin: results.spin }, null, 2));
