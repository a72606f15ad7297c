// Wallet figures for `npm run bench` (issue 4): ledger transfers per second through the deposit
// callback (each accepted callback is one transfer, its order update and totalRecharge in one
// transaction), and withdrawal request latency at 50 concurrent clients. Run by bench/run.ts on
// PGlite and on PostgreSQL. The load is spread over many players (BENCH_WALLET_PLAYERS, default
// 1,000), as real traffic is: one player's movements are serialised on purpose (their users row lock),
// so BENCH_WALLET_PLAYERS=1 measures that worst case instead.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../server/db/client.ts';
import { cpuMeter, type CpuSplit } from './cpu.ts';
import { common, startServer, stopServer } from './lib.ts';
import { createBenchPlayers, type BenchPlayer } from './wallet-players.ts';

const PLAYERS = Number(process.env.BENCH_WALLET_PLAYERS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** At 50 at a time. */
const CONCURRENCY = 50;

export interface WalletFigures {
  /** Accepted deposit callbacks (= ledger transfers) per second, 50 connections. */
  depositTransfersPerSecond: number;
  players: number;
  depositCallbacks: { accepted: number; seconds: number; p50: number; p99: number; non2xx: number; cpuMsPerCallback: CpuSplit | null };
  /** exchange (a held withdrawal), 50 connections. */
  withdraw: { requestsPerSecond: number; latencyMs: { p50: number; p99: number; max: number }; accepted: number; non2xx: number };
}

async function post(base: string, path: string, body: object, token?: string): Promise<Record<string, any>> {
  const res = await fetch(`${base}/app/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ ...common, ...body }),
  });
  return (await res.json()) as Record<string, any>;
}

/** Runs `make(i)` for i < count, CONCURRENCY at a time, in order. */
async function inBatches<R>(count: number, make: (i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < count; start += CONCURRENCY) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(CONCURRENCY, count - start) }, (_, i) => make(start + i)))));
  }
  return out;
}

/** Orders are made ahead, round the players in turn, so the timed run only settles them. */
async function makeOrders(base: string, players: BenchPlayer[], count: number): Promise<string[]> {
  return inBatches(count, async (i) => {
    const res = await post(base, 'recharge', { typeId: 1, amount: 10000, requestId: `bench-order-${i}` }, players[i % players.length]!.token);
    return (res.order as { orderNo: string }).orderNo;
  });
}

/** `orders`: how many deposits to settle (the timed run lasts until all are). */
export async function benchWallet(label: string, opts: { port: number; dataDir: string; databaseUrl?: string; orders: number }): Promise<WalletFigures> {
  const orderCount = Number(process.env.BENCH_WALLET_ORDERS ?? opts.orders);
  const base = `http://127.0.0.1:${opts.port}`;
  // A first start makes the database; the day's withdrawal count is lifted before the timed runs.
  let server = await startServer({ port: opts.port, dataDir: opts.dataDir, databaseUrl: opts.databaseUrl });
  await stopServer(server);
  const db = await openDatabase(opts.databaseUrl ? { url: opts.databaseUrl, poolSize: 1 } : { dataDir: join(opts.dataDir, 'pglite') });
  // The new-card hold (24 h) would refuse every withdrawal to the cards made just before the run.
  await db.exec(`UPDATE app_config SET value = jsonb_set(jsonb_set(value, '{dailyCount}', '100000000'), '{newCardHoldHours}', '0') WHERE key = 'withdrawConfig'`);
  console.log(`${label}: creating ${PLAYERS} players…`);
  const players = await createBenchPlayers(db, PLAYERS);
  await db.close();
  server = await startServer({ port: opts.port, dataDir: opts.dataDir, databaseUrl: opts.databaseUrl, fresh: false });
  try {
    console.log(`${label}: making ${orderCount} deposit orders…`);
    const orders = await makeOrders(base, players, orderCount);
    const secret = readFileSync(join(opts.dataDir, 'sandbox-payments.secret'), 'utf8').trim();
    let next = 0;
    const meter = await cpuMeter(server.pid!, opts.databaseUrl);
    console.log(`${label}: deposit callbacks, 50 connections, until ${orderCount} are settled`);
    const callbacks = await autocannon({
      url: `${base}/payments/callback/sandbox`,
      method: 'POST',
      connections: 50,
      amount: orders.length,
      requests: [
        {
          setupRequest: (req) => {
            const orderNo = orders[next++ % orders.length]!;
            const body = JSON.stringify({ orderNo, providerOrderId: `BENCH-${orderNo}`, amount: 10000, status: 'paid', timestamp: Date.now() });
            return { ...req, body, headers: { 'content-type': 'application/json', 'x-sandbox-signature': createHmac('sha256', secret).update(body).digest('hex') } };
          },
        },
      ],
    });
    const seconds = callbacks.duration;
    const cpu = await meter.stop(callbacks.requests.total);

    const cards = await inBatches(players.length, async (i) => {
      const res = await post(base, 'addBankInfo', { type: 1, accountName: 'Bench Player', accountNo: '09170001111' }, players[i]!.token);
      return (res.card as { id: number }).id;
    });
    let serial = 0;
    console.log(`${label}: withdrawals (exchange), 50 connections, ${SECONDS}s`);
    const withdraw = await autocannon({
      url: `${base}/app/v1/exchange`,
      method: 'POST',
      connections: 50,
      duration: SECONDS,
      requests: [
        {
          setupRequest: (req) => {
            const n = serial++;
            const i = n % players.length;
            const body = JSON.stringify({ ...common, cardId: cards[i], amount: 10000, requestId: `bench-withdraw-${n}` });
            return { ...req, body, headers: { 'content-type': 'application/json', authorization: `Bearer ${players[i]!.token}` } };
          },
        },
      ],
    });
    await stopServer(server);
    // Business refusals answer HTTP 200 too: count the requests that really held money.
    const after = await openDatabase(opts.databaseUrl ? { url: opts.databaseUrl, poolSize: 1 } : { dataDir: join(opts.dataDir, 'pglite') });
    const held = Number(((await after.db.execute('SELECT count(*)::int AS n FROM withdrawals' as never)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    const paid = Number(((await after.db.execute(`SELECT count(*)::int AS n FROM deposit_orders WHERE status = 'paid'` as never)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    await after.close();
    return {
      depositTransfersPerSecond: Math.round(paid / seconds),
      players: PLAYERS,
      depositCallbacks: { accepted: paid, seconds: Number(seconds.toFixed(1)), p50: callbacks.latency.p50, p99: callbacks.latency.p99, non2xx: callbacks.non2xx, cpuMsPerCallback: cpu },
      withdraw: {
        requestsPerSecond: Math.round(withdraw.requests.average),
        latencyMs: { p50: withdraw.latency.p50, p99: withdraw.latency.p99, max: withdraw.latency.max },
        accepted: held,
        non2xx: withdraw.non2xx,
      },
    };
  } finally {
    if (server.exitCode === null) await stopServer(server);
  }
}
