// The console's segment send (docs/mail.md "Sending"): 50,000 players written to as one job, in
// batches, on a fresh embedded database and on PostgreSQL when one answers. Alone:
// `npx tsx bench/mail.ts [--write] [--players=N] [pglite|postgres]`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase, type Database } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import { liveEvents } from '../server/live/index.ts';
import { createMailJob, drainMailJobs, MAIL_BATCH_SIZE } from '../server/mail/index.ts';
import { mailMessages } from '../server/mail/schema.ts';
import { recordSection } from './record.ts';

const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DATABASE = `${process.env.BENCH_PG_DATABASE ?? 'swerte_bench'}_mail`;

export interface MailBenchFigures {
  players: number;
  batchSize: number;
  seconds: number;
  playersPerSecond: number;
  /** Per batch of MAIL_BATCH_SIZE players (one transaction: the INSERT … SELECT, the dots, a live event each). */
  msPerBatch: number;
  /** The process's resident memory: before the job, its peak while it ran (sampled every 50 ms), and the growth. */
  rssMiB: { before: number; peak: number; growth: number };
  heapUsedMiB: { before: number; after: number };
  mailRows: number;
  liveEvents: number;
}

const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function players(database: Database, total: number): Promise<void> {
  await database.db.execute(sql`
    INSERT INTO users (uuid, account, account_type, nickname, invite_code, birth_date, vip, total_recharge, created_at)
    SELECT 'bench-' || i, 'bench' || i, 2, 'P' || i, 'BENCH' || i, '1990-01-01', i % 5, CASE WHEN i % 3 = 0 THEN 10000 ELSE 0 END, '2026-01-01T02:00:00+08:00'
    FROM generate_series(1, ${total}) AS i`);
}

/** One database's run: players made in one statement, a promotional segment of all of them, the job drained. */
async function runOn(database: Database, total: number): Promise<MailBenchFigures> {
  await migrate(database);
  await players(database, total);
  const now = () => Date.now();
  const job = await database.db.transaction((tx) =>
    createMailJob(
      tx,
      {
        audience: { kind: 'segment', registeredFrom: '2026-01-01', registeredTo: '2026-01-01' },
        title: 'Fiesta weekend',
        body: 'A gift from Swerte for the fiesta.',
        items: [{ propId: 2001, count: 500 }],
        promo: true,
        wagering: 1,
        expiresDays: 7,
        reason: 'bench',
        operatorId: null,
        operator: 'bench',
      },
      Number.MAX_SAFE_INTEGER,
      now(),
    ),
  );
  global.gc?.();
  const before = process.memoryUsage();
  let peak = before.rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  const batches = await drainMailJobs(database.db, now);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = process.memoryUsage();
  const [rows] = await database.db.select({ n: count() }).from(mailMessages).where(eq(mailMessages.jobId, job.id));
  const [events] = await database.db.select({ n: count() }).from(liveEvents);
  return {
    players: total,
    batchSize: MAIL_BATCH_SIZE,
    seconds: Math.round(seconds * 100) / 100,
    playersPerSecond: Math.round(total / seconds),
    msPerBatch: Math.round((seconds * 1000) / Math.max(1, batches - 1)),
    rssMiB: { before: mib(before.rss), peak: mib(peak), growth: mib(peak - before.rss) },
    heapUsedMiB: { before: mib(before.heapUsed), after: mib(after.heapUsed) },
    mailRows: Number(rows?.n ?? 0),
    liveEvents: Number(events?.n ?? 0),
  };
}

async function postgresUrl(): Promise<string | null> {
  const admin = new Client({ connectionString: PG_ADMIN });
  try {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_DATABASE}`);
    return PG_ADMIN.replace(/\/[^/]*$/, `/${PG_DATABASE}`);
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
}

export async function benchMail(opts: { players?: number; only?: 'pglite' | 'postgres' } = {}): Promise<Record<string, MailBenchFigures>> {
  const total = opts.players ?? 50_000;
  const figures: Record<string, MailBenchFigures> = {};
  if (opts.only !== 'postgres') {
    const dir = mkdtempSync(join(tmpdir(), 'swerte-bench-mail-'));
    const database = await openDatabase({ dataDir: dir });
    try {
      figures.pglite = await runOn(database, total);
      console.log('mail segment send (pglite)', figures.pglite);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const url = opts.only === 'pglite' ? null : await postgresUrl();
  if (url) {
    const database = await openDatabase({ url, poolSize: 4 });
    try {
      figures.postgres = await runOn(database, total);
      console.log('mail segment send (postgres)', figures.postgres);
    } finally {
      await database.close();
    }
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = process.argv.find((a) => a.startsWith('--players='));
  const only = process.argv.includes('pglite') ? 'pglite' : process.argv.includes('postgres') ? 'postgres' : undefined;
  const figures = await benchMail({ players: arg ? Number(arg.slice('--players='.length)) : undefined, only });
  if (process.argv.includes('--write')) recordSection('mail', figures);
}
