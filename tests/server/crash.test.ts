import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { auditLedger } from '../../server/ledger/audit.ts';
import { databaseKind, testDatabaseUrl } from './harness.ts';
import { callServer, freshDatabase, startServerProcess, stopServerProcess } from './processes.ts';

/**
 * kill -9 the real server again and again while a player deposits and withdraws; after each
 * restart, everything the player was told had happened is there exactly once, and the books balance.
 */
const ROUNDS = 4;
const PORT = 19300 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${PORT}`;

let dataDir = '';
let databaseUrl: string | undefined;
let fresh: Awaited<ReturnType<typeof freshDatabase>> | undefined;

const start = () => startServerProcess({ port: PORT, dataDir, databaseUrl });
const call = (path: string, body: Record<string, unknown>, token?: string) => callServer(PORT, path, body, token);
const kill = (child: ChildProcess) => stopServerProcess(child, 'SIGKILL');

describe(`crash safety: kill -9 during deposits and withdrawals (${databaseKind})`, () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'swerte-crash-'));
    if (testDatabaseUrl) {
      fresh = await freshDatabase(testDatabaseUrl, 'swerte_crash');
      databaseUrl = fresh.url;
    }
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await fresh?.drop();
  });

  it('every acknowledged deposit and withdrawal survives, exactly once, and the audit is clean', { timeout: 240_000 }, async () => {
    // A first start creates and seeds the database; then the day's withdrawal count is lifted so the
    // stream is not stopped by it.
    let server = await start();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    const setup = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: join(dataDir, 'pglite') });
    await setup.exec(`UPDATE app_config SET value = jsonb_set(value, '{dailyCount}', '100000') WHERE key = 'withdrawConfig'`);
    await setup.close();

    server = await start();
    const login = await call('accountLogin', { type: 2, account: 'demo', password: 'Swerte2026' });
    const token = login.token as string;
    const card = (await call('addBankInfo', { type: 1, accountName: 'Demo Player', accountNo: '09179998888' }, token)).card as { id: number };
    const acknowledged = { deposits: new Set<string>(), withdrawals: new Set<string>() };
    let serial = 0;

    /** One player tab: deposits and withdrawals one after another until the server is gone. */
    const worker = async () => {
      for (;;) {
        const n = ++serial;
        if (n % 2) {
          const order = (await call('recharge', { typeId: 1, amount: (100 + n) * 100, requestId: `crash-dep-${n}` }, token)).order as { orderNo: string; payUrl: string };
          await fetch(`${base}${order.payUrl}/pay`, { method: 'POST', redirect: 'manual' });
          // What the player is told on coming back: only a deposit shown as paid counts as acknowledged.
          const back = await call('rechargeOrder', { orderNo: order.orderNo }, token);
          if (back.order?.status === 'paid') acknowledged.deposits.add(order.orderNo);
        } else {
          const res = await call('exchange', { cardId: card.id, amount: 10000, requestId: `crash-wd-${n}` }, token);
          if (res.errcode === 0) acknowledged.withdrawals.add(`crash-wd-${n}`);
        }
      }
    };

    for (let round = 0; round < ROUNDS; round++) {
      const workers = Array.from({ length: 4 }, () => worker().catch(() => undefined));
      await new Promise((resolve) => setTimeout(resolve, 800 + Math.random() * 1200));
      await kill(server);
      await Promise.all(workers);
      server = await start();
    }
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));

    console.log(`crash test: ${acknowledged.deposits.size} deposits and ${acknowledged.withdrawals.size} withdrawals acknowledged across ${ROUNDS} kills`);
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
      expect(await auditLedger(database.db)).toMatchObject({ ok: true, problems: [] });
    } finally {
      await database.close();
    }
  });
});
