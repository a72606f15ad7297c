import cluster, { type Worker } from 'node:cluster';
import { rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { readEnv, SettingsRefused } from './config/env.ts';
import { serverStateFile } from './ops/secret.ts';
import { prepareDatabase, startServer } from './start.ts';

/**
 * `npm run start:cluster`: several API processes on one PostgreSQL, the documented way to grow
 * (docs/operations.md). Node's cluster module: the primary migrates and seeds once, then forks
 * WEB_CONCURRENCY workers (default: the machine's cores) that share the listening port; a worker
 * that dies is replaced. SIGTERM/SIGINT to the primary drains every worker (readiness 503, no new
 * connections, requests in flight finished, database closed) and then exits.
 *
 * Every guarantee about money already holds across processes (row locks, unique keys, advisory
 * locks in PostgreSQL), and nothing is kept in a process's memory that another needs (the config
 * cache lives 2 s): no Redis. The embedded PGlite belongs to one process, so this refuses it.
 */
const env = readEnv();
/** A worker given this long to drain after SIGTERM before the primary kills it. */
const DRAIN_MS = Number.parseInt(process.env.SHUTDOWN_TIMEOUT_MS ?? '', 10) > 0 ? Number.parseInt(process.env.SHUTDOWN_TIMEOUT_MS!, 10) : 30_000;

function workerCount(value: string | undefined): number {
  if (value === undefined || value === '') return availableParallelism();
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 64) {
    console.error(`WEB_CONCURRENCY must be a whole number from 1 to 64 (got ${JSON.stringify(value)})`);
    process.exit(2);
  }
  return n;
}

async function primaryProcess(): Promise<void> {
  if (!env.databaseUrl) {
    console.error('npm run start:cluster needs PostgreSQL (DATABASE_URL): the embedded database (PGlite) belongs to a single process. Use npm start for it.');
    process.exit(2);
  }
  if (env.testClock) {
    console.error('SWERTE_TEST_CLOCK=1 moves one process\'s clock: a cluster\'s workers would disagree on the time. Use npm start for it.');
    process.exit(2);
  }
  const count = workerCount(process.env.WEB_CONCURRENCY);
  try {
    await prepareDatabase(env);
  } catch (error) {
    // A refused setting is the operator's to fix: said once, without a stack trace, and no worker starts.
    if (!(error instanceof SettingsRefused)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }

  let stopping = false;
  let announced = false;
  const startedAt = new Map<Worker, number>();
  /** Whether a worker runs the hourly retention prune (ops/retention.ts): one does, and its replacement inherits it. */
  const roles = new Map<Worker, boolean>();
  const fork = (retention: boolean) => {
    const worker = cluster.fork({ SWERTE_RETENTION: retention ? '1' : '0' });
    startedAt.set(worker, Date.now());
    roles.set(worker, retention);
    worker.on('listening', () => console.log(`worker ${worker.process.pid} listening`));
  };
  for (let i = 0; i < count; i++) fork(i === 0);

  let listening = 0;
  cluster.on('listening', (_worker, address) => {
    listening++;
    if (announced || listening < count) return;
    announced = true;
    // `npm run ops` reaches the cluster through its port: any worker answers (they share the database).
    writeFileSync(serverStateFile(env.dataDir), `${JSON.stringify({ pid: process.pid, port: address.port })}\n`);
    console.log(`\nSwerte is running at http://${env.host}:${address.port}  (${count} workers, database: PostgreSQL)\n`);
  });

  cluster.on('exit', (worker, code, signal) => {
    const retention = roles.get(worker) ?? false;
    roles.delete(worker);
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) return;
    console.error(`worker ${worker.process.pid} died (${signal ?? `exit ${code}`}); starting another`);
    // A worker dying at once (bad config, database gone) is not restarted in a tight loop.
    setTimeout(() => stopping || fork(retention), lived < 5_000 ? 1_000 : 0);
  });

  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    const killer = setTimeout(() => {
      for (const w of workers) w.process.kill('SIGKILL');
    }, DRAIN_MS + 5_000);
    killer.unref();
    const exited = workers.map((w) => (w.isDead() ? Promise.resolve() : new Promise<void>((resolve) => w.once('exit', () => resolve()))));
    for (const w of workers) w.process.kill('SIGTERM');
    void Promise.all(exited).then(() => {
      rmSync(serverStateFile(env.dataDir), { force: true });
      process.exit(0);
    });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

async function workerProcess(): Promise<void> {
  const running = await startServer(env, { worker: true, retention: process.env.SWERTE_RETENTION === '1' });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), DRAIN_MS);
    force.unref();
    running.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', stop);
  // Ctrl-C reaches every process of the terminal: the primary drains them anyway.
  process.on('SIGINT', stop);
}

await (cluster.isPrimary ? primaryProcess() : workerProcess());
