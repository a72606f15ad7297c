import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../server/config/env.ts';
import { openDatabase } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/start.ts';
import { auditBooks } from '../../server/ops/audit.ts';
import { databaseKind, samples, testDatabaseUrl } from './harness.ts';
import { callServer, freshDatabase, REQUEST_TIMEOUT_MS, startClusterProcess, startServerProcess, stopServerProcess } from './processes.ts';

/**
 * kill -9 the real server again and again while a player deposits and withdraws; after each
 * restart, everything the player was told had happened is there exactly once, and the books balance
 * (the ledger and the business invariants: ops audit). Then the same with two API processes behind
 * the cluster entry, one worker killed at random under load while the other keeps serving.
 */
// Four kills on PostgreSQL (and on PGlite run alone); two in CI's PGlite run beside it (harness.ts `samples`).
const ROUNDS = samples(4, 2);

interface Acknowledged {
  deposits: Set<string>;
  withdrawals: Set<string>;
}

/**
 * The database's first start is done; the day's withdrawal count is lifted so the stream is not
 * stopped by it, and the new-card hold is off (the card is added just before the stream).
 */
async function liftDailyCount(databaseUrl: string | undefined, dataDir: string) {
  const setup = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: join(dataDir, 'pglite') });
  await setup.exec(`UPDATE app_config SET value = jsonb_set(jsonb_set(value, '{dailyCount}', '100000'), '{newCardHoldHours}', '0') WHERE key = 'withdrawConfig'`);
  await setup.close();
}

/**
 * One player tab: deposits and withdrawals one after another. Without `keepGoing` it ends at the
 * first failure (the server is gone); with it, a failed call (its worker was killed) is simply not
 * acknowledged and the tab goes on, as a player would retry, until `keepGoing` says stop.
 */
async function playerTab(port: number, token: string, cardId: number, acknowledged: Acknowledged, next: () => number, keepGoing?: () => boolean) {
  const call = (path: string, body: Record<string, unknown>) => callServer(port, path, body, token);
  for (;;) {
    if (keepGoing && !keepGoing()) return;
    const n = next();
    try {
      if (n % 2) {
        const order = (await call('recharge', { typeId: 1, amount: (100 + n) * 100, requestId: `crash-dep-${n}` })).order as { orderNo: string; payUrl: string };
        await fetch(`http://127.0.0.1:${port}${order.payUrl}/pay`, { method: 'POST', redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        // What the player is told on coming back: only a deposit shown as paid counts as acknowledged.
        const back = await call('rechargeOrder', { orderNo: order.orderNo });
        if (back.order?.status === 'paid') acknowledged.deposits.add(order.orderNo);
      } else {
        const res = await call('exchange', { cardId, amount: 10000, requestId: `crash-wd-${n}`, forfeitBonus: true });
        if (res.errcode === 0) acknowledged.withdrawals.add(`crash-wd-${n}`);
      }
    } catch (error) {
      if (!keepGoing) throw error;
    }
  }
}

/** Every acknowledged deposit paid with one credit, every order credited exactly when paid, every acknowledged withdrawal once, audit clean. */
async function verify(databaseUrl: string | undefined, dataDir: string, acknowledged: Acknowledged) {
  expect(acknowledged.deposits.size + acknowledged.withdrawals.size).toBeGreaterThan(0);
  const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: join(dataDir, 'pglite') });
  try {
    const rows = async (text: string) => ((await database.db.execute(text as never)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const orders = await rows(`SELECT o.order_no, o.status, (SELECT count(*) FROM ledger_transfers t WHERE t.idempotency_key = 'deposit:' || o.order_no)::int AS credits FROM deposit_orders o`);
    const byOrder = new Map(orders.map((o) => [o.order_no as string, o]));
    for (const orderNo of acknowledged.deposits) expect(byOrder.get(orderNo), orderNo).toMatchObject({ status: 'paid', credits: 1 });
    for (const o of orders) expect(Number(o.credits), String(o.order_no)).toBe(o.status === 'paid' ? 1 : 0);
    const withdrawals = await rows(`SELECT request_id, count(*)::int AS n FROM withdrawals GROUP BY request_id`);
    const byRequest = new Map(withdrawals.map((w) => [w.request_id as string, Number(w.n)]));
    for (const requestId of acknowledged.withdrawals) expect(byRequest.get(requestId), requestId).toBe(1);
    expect(await auditBooks(database.db)).toMatchObject({ ok: true, problems: [] });
  } finally {
    await database.close();
  }
}

/** The demo player's token (stepped up: cards and withdrawals need it) and a card to withdraw to. */
/** Waits until `done()` holds, checking every 100 ms, at most `timeoutMs` (the caller's expect then says what did not happen). */
async function until(done: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!done() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 100));
}

async function player(port: number, accountNo: string) {
  const token = (await callServer(port, 'accountLogin', { type: 2, account: 'demo', password: 'Swerte2026' })).token as string;
  await callServer(port, 'stepUp', { password: 'Swerte2026' }, token);
  const card = (await callServer(port, 'addBankInfo', { type: 1, accountName: 'Demo Player', accountNo }, token)).card as { id: number };
  return { token, cardId: card.id };
}

/** How long a test database's DROP may take in a cleanup hook. */
const DROP_TIMEOUT_MS = 180_000;

describe(`crash safety: kill -9 during deposits and withdrawals (${databaseKind})`, () => {
  // The embedded and PostgreSQL runs of the suite go side by side (scripts/test-all.mjs): each has its own ports.
  const PORT = (databaseKind === 'pglite' ? 19300 : 19550) + Math.floor(Math.random() * 250);
  let dataDir = '';
  let databaseUrl: string | undefined;
  let fresh: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  const start = () => startServerProcess({ port: PORT, dataDir, databaseUrl });
  const kill = (child: ChildProcess) => stopServerProcess(child, 'SIGKILL');

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'swerte-crash-'));
    if (testDatabaseUrl) {
      fresh = await freshDatabase(testDatabaseUrl, 'swerte_crash');
      databaseUrl = fresh.url;
    }
  });
  // Dropping the database waits for a checkpoint, which a loaded machine can hold up past the default hook time.
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await fresh?.drop();
  }, DROP_TIMEOUT_MS);

  it('every acknowledged deposit and withdrawal survives, exactly once, and the audit is clean', { timeout: 240_000 }, async () => {
    let server = await start();
    await stopServerProcess(server);
    await liftDailyCount(databaseUrl, dataDir);

    server = await start();
    const { token, cardId } = await player(PORT, '09179998888');
    const acknowledged: Acknowledged = { deposits: new Set(), withdrawals: new Set() };
    let serial = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const tabs = Array.from({ length: 4 }, () => playerTab(PORT, token, cardId, acknowledged, () => ++serial).catch(() => undefined));
      await new Promise((resolve) => setTimeout(resolve, 800 + Math.random() * 1200));
      // A loaded machine may not have finished one operation by then (CI's PGlite run beside the rest):
      // until one is acknowledged, the first kill waits for it, so the check below has something to find.
      await until(() => acknowledged.deposits.size + acknowledged.withdrawals.size > 0, 30_000);
      await kill(server);
      await Promise.all(tabs);
      server = await start();
    }
    await stopServerProcess(server);
    console.log(`crash test: ${acknowledged.deposits.size} deposits and ${acknowledged.withdrawals.size} withdrawals acknowledged across ${ROUNDS} kills`);
    await verify(databaseUrl, dataDir, acknowledged);
  });
});

describe.skipIf(!testDatabaseUrl)('crash safety behind the cluster entry: two workers on one PostgreSQL, one killed at random under load', () => {
  const PORT = 19850 + Math.floor(Math.random() * 40);
  const KILLS = 2;
  let dataDir = '';
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'swerte-cluster-crash-'));
    fresh = await freshDatabase(testDatabaseUrl!, 'swerte_cluster_crash');
  });
  // Dropping the database waits for a checkpoint, which a loaded machine can hold up past the default hook time.
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await fresh?.drop();
  }, DROP_TIMEOUT_MS);

  it('the other worker keeps serving, a replacement starts, and every acknowledged operation is there once with the audit clean', { timeout: 180_000 }, async () => {
    const began = Date.now();
    // Migrated and seeded as the primary would (it finds nothing left to do), so the config is set before any worker reads it.
    await prepareDatabase(readEnv({ DATABASE_URL: fresh.url, DATA_DIR: dataDir }));
    await liftDailyCount(fresh.url, dataDir);
    const cluster = await startClusterProcess({ port: PORT, dataDir, databaseUrl: fresh.url, workers: 2 });
    try {
      const { token, cardId } = await player(PORT, '09178887777');
      const acknowledged: Acknowledged = { deposits: new Set(), withdrawals: new Set() };
      let serial = 0;
      let loading = true;
      const tabs = Array.from({ length: 4 }, () => playerTab(PORT, token, cardId, acknowledged, () => ++serial, () => loading));
      const killed: number[] = [];
      for (let k = 0; k < KILLS; k++) {
        await new Promise((resolve) => setTimeout(resolve, 800 + Math.random() * 1200));
        const pids = [...cluster.workers];
        const victim = pids[Math.floor(Math.random() * pids.length)]!;
        const before = acknowledged.deposits.size + acknowledged.withdrawals.size;
        process.kill(victim, 'SIGKILL');
        killed.push(victim);
        // The survivor serves while the primary starts a replacement.
        await cluster.waitForWorkers((workers) => !workers.has(victim) && workers.size === 2);
        // Requests go on being answered (a tab whose request died with the worker waits for its timeout first).
        await until(() => acknowledged.deposits.size + acknowledged.withdrawals.size > before, REQUEST_TIMEOUT_MS + 10_000);
        expect(acknowledged.deposits.size + acknowledged.withdrawals.size, 'requests kept being acknowledged').toBeGreaterThan(before);
      }
      loading = false;
      await Promise.all(tabs);
      const ready = await fetch(`http://127.0.0.1:${PORT}/readyz`);
      expect(ready.status).toBe(200);
      console.log(`cluster crash test (${Math.round((Date.now() - began) / 1000)} s): ${acknowledged.deposits.size} deposits and ${acknowledged.withdrawals.size} withdrawals acknowledged across kills of workers ${killed.join(', ')}`);
      await stopServerProcess(cluster.child);
      expect(cluster.child.exitCode).toBe(0);
      await verify(fresh.url, dataDir, acknowledged);
    } finally {
      await stopServerProcess(cluster.child, 'SIGKILL');
    }
  });
});
