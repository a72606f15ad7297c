// The live channel's cost (docs/live.md "Figures"): 10,000 players' streams open on one API process
// (memory per stream, CPU for a heartbeat round, time for one event each to reach all of them), and
// what a reconnect storm (every stream back at once with Last-Event-ID, as after a restart) costs the
// database. On PostgreSQL (what a cluster runs; the bench process publishes through NOTIFY as another
// process would); null when none answers. Alone: `npx tsx bench/live.ts [--write] [--streams=N]`.
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import { liveRules, publishLiveMany } from '../server/live/index.ts';
import { startServer, stopServer } from './lib.ts';
import { recordSection } from './record.ts';

const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DATABASE = `${process.env.BENCH_PG_DATABASE ?? 'swerte_bench'}_live`;
const PORT = Number(process.env.BENCH_LIVE_PORT ?? 18186);

export interface LiveBenchFigures {
  database: 'PostgreSQL';
  streams: number;
  openSeconds: number;
  /** Server CPU per stream opened (the session lookup, the response, the hub). */
  openCpuMsPerStream: number;
  /** The server's resident memory before and with every stream open, and the difference per stream. */
  rssMiB: { before: number; withStreams: number };
  kibPerStream: number;
  /** Server CPU over one heartbeat interval with every stream open: one heartbeat round and one session check of all of them. */
  heartbeat: { intervalMs: number; cpuMsPerRound: number; coreShare: number };
  /** One event for each player, published in one transaction: from its commit until each stream had it. */
  fanOut: { events: number; msP50: number; msP99: number; msAll: number };
  /** Every stream dropped and reopened at once with Last-Event-ID (1,000 connecting at a time). */
  reconnectStorm: { seconds: number; statements: number; statementsPerReconnect: number; dbCpuMs: number | null; serverCpuMs: number; replayedDoubles: number };
  /** The machine's load average when the run began (a shared machine stretches every time above). */
  loadAverage: number;
}

const mib = (kib: number) => Math.round((kib / 1024) * 10) / 10;
const rssKib = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const tokenOf = (i: number) => `benchlive_${String(i).padStart(12, '0')}`;

/** One stream over a raw socket (10,000 fetches would cost this process more than the server). */
class RawStream {
  socket: Socket | null = null;
  ready = false;
  lastId = 0;
  events = 0;
  heartbeats = 0;
  lastEventAt = 0;
  private ids = new Set<number>();
  doubles = 0;
  constructor(
    readonly token: string,
    private readonly onReady: () => void,
  ) {}
  open(lastId?: number): void {
    this.ready = false;
    const socket = connect(PORT, '127.0.0.1');
    this.socket = socket;
    socket.setEncoding('utf8');
    socket.write(`GET /app/v1/live HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${this.token}\r\nAccept: text/event-stream\r\n${lastId ? `Last-Event-ID: ${lastId}\r\n` : ''}\r\n`);
    let buffer = '';
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        if (block.endsWith(':') || block === ':') this.heartbeats += 1;
        const id = /(?:^|\n)id: (\d+)/.exec(block);
        if (block.includes('event: ready')) {
          if (id) this.lastId = Math.max(this.lastId, Number(id[1]));
          if (!this.ready) {
            this.ready = true;
            this.onReady();
          }
        } else if (id && block.includes('data: ')) {
          const n = Number(id[1]);
          if (this.ids.has(n)) this.doubles += 1;
          this.ids.add(n);
          this.lastId = Math.max(this.lastId, n);
          this.events += 1;
          this.lastEventAt = performance.now();
        }
      }
    });
    socket.on('error', () => undefined);
  }
  drop(): void {
    this.socket?.destroy();
    this.socket = null;
  }
}

/** Opens every stream, `parallel` connecting at a time; resolves when all are ready. */
async function openAll(streams: RawStream[], readyCount: { n: number }, parallel: number, lastIds = false): Promise<void> {
  const target = readyCount.n + streams.length;
  for (let i = 0; i < streams.length; i += parallel) {
    const batch = streams.slice(i, i + parallel);
    const goal = readyCount.n + batch.length;
    for (const s of batch) s.open(lastIds ? s.lastId : undefined);
    const until = Date.now() + 30_000;
    while (readyCount.n < goal && Date.now() < until) await sleep(5);
  }
  if (readyCount.n < target) throw new Error(`only ${readyCount.n - (target - streams.length)} of ${streams.length} streams became ready`);
}

async function freshDatabase(): Promise<string | null> {
  const admin = new Client({ connectionString: PG_ADMIN });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_DATABASE}`);
  } finally {
    await admin.end();
  }
  return PG_ADMIN.replace(/\/[^/]*$/, `/${PG_DATABASE}`);
}

async function dbStats(url: string): Promise<{ statements: number; backendsCpuMs: number | null }> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ x: string }>('SELECT xact_commit + xact_rollback AS x FROM pg_stat_database WHERE datname = current_database()');
    const pids = (await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).rows.map((r) => r.pid);
    let cpu = 0;
    for (const pid of pids) {
      try {
        cpu += cpuMs(pid);
      } catch {
        return { statements: Number(rows[0]!.x), backendsCpuMs: null };
      }
    }
    return { statements: Number(rows[0]!.x), backendsCpuMs: cpu };
  } finally {
    await client.end();
  }
}

export async function benchLive(opts: { streams?: number } = {}): Promise<LiveBenchFigures | null> {
  const total = opts.streams ?? 10_000;
  const url = await freshDatabase();
  if (!url) {
    console.log('live: no PostgreSQL at 127.0.0.1:5432, skipped');
    return null;
  }
  // Players and their sessions straight in the database (a sign-in each would bench argon2, not streams).
  const setup = await openDatabase({ url, poolSize: 2 });
  await migrate(setup);
  await setup.db.execute(sql`
    INSERT INTO users (uuid, account, account_type, nickname, invite_code, birth_date, created_at)
    SELECT 'live-' || i, 'live' || i, 2, 'P' || i, 'LIVE' || i, '1990-01-01', now() FROM generate_series(1, ${total}) AS i`);
  await setup.db.execute(sql`
    INSERT INTO sessions (user_id, token_hash, expires_at, created_at, last_used_at)
    SELECT u.id, encode(sha256(convert_to('benchlive_' || lpad(substr(u.account, 5), 12, '0'), 'UTF8')), 'hex'), now() + interval '30 days', now(), now()
    FROM users u WHERE u.account LIKE 'live%'`);
  const server = await startServer({ port: PORT, dataDir: 'tmp/bench-live', databaseUrl: url, env: { TRUST_PROXY: '127.0.0.1' } });
  const pid = server.pid!;
  const loadAverage = Math.round(loadavg()[0]! * 10) / 10;
  try {
    await sleep(1000);
    const rssBefore = rssKib(pid);
    const ready = { n: 0 };
    const streams = Array.from({ length: total }, (_, i) => new RawStream(tokenOf(i + 1), () => (ready.n += 1)));
    let started = performance.now();
    const openCpuBefore = cpuMs(pid);
    await openAll(streams, ready, 500);
    const openSeconds = (performance.now() - started) / 1000;
    const openCpu = cpuMs(pid) - openCpuBefore;
    await sleep(1500);
    const rssWith = rssKib(pid);

    // One heartbeat interval with everything open: the round of comment lines and the session check.
    const beatsBefore = streams.reduce((n, s) => n + s.heartbeats, 0);
    const cpuBefore = cpuMs(pid);
    await sleep(liveRules.heartbeatMs + 500);
    const cpuRound = cpuMs(pid) - cpuBefore;
    const beats = streams.reduce((n, s) => n + s.heartbeats, 0) - beatsBefore;
    if (beats < total) console.log(`live: only ${beats} heartbeats arrived in the interval`);

    // One event for each player, one transaction (as a mail job's batch publishes them).
    const publisher = await openDatabase({ url, poolSize: 1 });
    const users = ((await publisher.db.execute(sql`SELECT id FROM users WHERE account LIKE 'live%' ORDER BY id`)) as unknown as { rows: { id: number }[] }).rows;
    started = performance.now();
    await publisher.db.transaction((tx) => publishLiveMany(tx, users.map((u) => ({ userId: u.id, event: { type: 'redDots' as const } }))));
    const committed = performance.now();
    const until = Date.now() + 30_000;
    while (streams.some((s) => s.events < 1) && Date.now() < until) await sleep(5);
    const lags = streams.filter((s) => s.events >= 1).map((s) => s.lastEventAt - committed).toSorted((a, b) => a - b);
    await publisher.close();

    // The storm: every stream dropped, then all back with their Last-Event-ID.
    for (const s of streams) s.drop();
    await sleep(500);
    const dbBefore = await dbStats(url);
    const serverCpuBefore = cpuMs(pid);
    started = performance.now();
    ready.n = 0;
    await openAll(streams, ready, 1000, true);
    const stormSeconds = (performance.now() - started) / 1000;
    const serverCpuStorm = cpuMs(pid) - serverCpuBefore;
    await sleep(700);
    const dbAfter = await dbStats(url);
    // The statements of the two stats reads themselves (3 each) are not the storm's.
    const statements = dbAfter.statements - dbBefore.statements - 3;
    for (const s of streams) s.drop();

    const figures: LiveBenchFigures = {
      database: 'PostgreSQL',
      streams: total,
      openSeconds: Math.round(openSeconds * 10) / 10,
      openCpuMsPerStream: Math.round((openCpu / total) * 100) / 100,
      rssMiB: { before: mib(rssBefore), withStreams: mib(rssWith) },
      kibPerStream: Math.round(((rssWith - rssBefore) / total) * 10) / 10,
      heartbeat: { intervalMs: liveRules.heartbeatMs, cpuMsPerRound: Math.round(cpuRound), coreShare: Math.round((cpuRound / liveRules.heartbeatMs) * 1000) / 1000 },
      fanOut: { events: lags.length, msP50: Math.round(quantile(lags, 0.5)), msP99: Math.round(quantile(lags, 0.99)), msAll: Math.round(lags.at(-1) ?? 0) },
      reconnectStorm: {
        seconds: Math.round(stormSeconds * 10) / 10,
        statements,
        statementsPerReconnect: Math.round((statements / total) * 100) / 100,
        dbCpuMs: dbBefore.backendsCpuMs === null || dbAfter.backendsCpuMs === null ? null : Math.round(dbAfter.backendsCpuMs - dbBefore.backendsCpuMs),
        serverCpuMs: Math.round(serverCpuStorm),
        replayedDoubles: streams.reduce((n, s) => n + s.doubles, 0),
      },
      loadAverage,
    };
    console.log('live channel', JSON.stringify(figures, null, 2));
    return figures;
  } finally {
    await stopServer(server);
    await setup.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const streams = Number(process.argv.find((a) => a.startsWith('--streams='))?.slice(10) ?? 10_000);
  const figures = await benchLive({ streams });
  if (process.argv.includes('--write') && figures) recordSection('live', figures);
}
