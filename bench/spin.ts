// House slot figures for `npm run bench` (issue 6): slotSpin latency with 50 players spinning at once,
// one connection each (a player's spins are serialised on purpose by their users row lock; 50
// players are 50 independent streams). Each accepted spin is one transaction: the bet debited and the
// win credited through the seamless wallet, the round recorded, the bet totals and jackpot chances
// counted. Run by bench/run.ts on PGlite and on PostgreSQL.
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../server/db/client.ts';
import { HouseAccount, transfer } from '../server/ledger/ledger.ts';
import { cpuMeter, type CpuSplit } from './cpu.ts';
import { common, startServer, stopServer } from './lib.ts';
import { createBenchPlayers } from './wallet-players.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const PLAYERS = 50;
const BET = 200;
/** ₱100,000 each: at a 96% RTP no player runs dry in a run. */
const FUNDS = 10_000_000;

export interface SpinFigures {
  players: number;
  bet: number;
  seconds: number;
  spinsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  /** Spins that made a round (warm-up included), and requests sent that made none (refused, or in flight when the run stopped). */
  accepted: number;
  notRecorded: number;
  non2xx: number;
  cpuMsPerSpin: CpuSplit | null;
}

async function post(base: string, path: string, body: object, token: string): Promise<Record<string, any>> {
  const res = await fetch(`${base}/app/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...common, ...body }),
  });
  return (await res.json()) as Record<string, any>;
}

export async function benchSpin(label: string, opts: { port: number; dataDir: string; databaseUrl?: string }): Promise<SpinFigures> {
  const base = `http://127.0.0.1:${opts.port}`;
  let server = await startServer({ port: opts.port, dataDir: opts.dataDir, databaseUrl: opts.databaseUrl });
  await stopServer(server);
  const db = await openDatabase(opts.databaseUrl ? { url: opts.databaseUrl, poolSize: 1 } : { dataDir: join(opts.dataDir, 'pglite') });
  console.log(`${label}: creating ${PLAYERS} players with ₱${FUNDS / 100} each…`);
  const players = await createBenchPlayers(db, PLAYERS);
  const ids = (await db.db.execute(`SELECT id FROM users WHERE account LIKE 'walletbench%' ORDER BY id` as never)) as unknown as { rows: { id: number }[] };
  for (const { id } of ids.rows) {
    await db.db.transaction((tx) =>
      transfer(tx, {
        kind: 'opening_balance',
        idempotencyKey: `bench-spin-fund:${id}`,
        legs: [
          { account: { house: HouseAccount.openingBalance }, amount: -FUNDS },
          { account: { ownerId: Number(id), kind: 'coin' }, amount: FUNDS },
        ],
      }),
    );
  }
  await db.close();
  server = await startServer({ port: opts.port, dataDir: opts.dataDir, databaseUrl: opts.databaseUrl, fresh: false });
  try {
    const sessions = await Promise.all(players.map(async (p) => (await post(base, 'startGame', { gameId: 101 }, p.token)).sessionId as string));
    let serial = 0;
    let nextPlayer = 0;
    const spinLoad = (duration: number) =>
      autocannon({
        url: `${base}/app/v1/slotSpin`,
        method: 'POST',
        connections: PLAYERS,
        duration,
        requests: [
          {
            // One player per connection: 50 players spinning at once, each waiting for their answer.
            setupRequest: (req, context) => {
              const ctx = context as { player?: number };
              ctx.player ??= nextPlayer++ % PLAYERS;
              const i = ctx.player;
              const body = JSON.stringify({ ...common, sessionId: sessions[i], bet: BET, requestId: `bench-spin-${serial++}` });
              return { ...req, body, headers: { 'content-type': 'application/json', authorization: `Bearer ${players[i]!.token}` } };
            },
          },
        ],
      });
    if (WARMUP_SECONDS > 0) await spinLoad(WARMUP_SECONDS);
    const meter = await cpuMeter(server.pid!, opts.databaseUrl);
    console.log(`${label}: slotSpin, ${PLAYERS} players at once, ${SECONDS}s`);
    const result = await spinLoad(SECONDS);
    const cpu = await meter.stop(result.requests.total);
    await stopServer(server);
    const after = await openDatabase(opts.databaseUrl ? { url: opts.databaseUrl, poolSize: 1 } : { dataDir: join(opts.dataDir, 'pglite') });
    const rounds = Number(((await after.db.execute('SELECT count(*)::int AS n FROM game_rounds WHERE try_it = false' as never)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    await after.close();
    return {
      players: PLAYERS,
      bet: BET,
      seconds: SECONDS,
      spinsPerSecond: Math.round(result.requests.average),
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      accepted: rounds,
      notRecorded: serial - rounds,
      non2xx: result.non2xx,
      cpuMsPerSpin: cpu,
    };
  } finally {
    if (server.exitCode === null) await stopServer(server);
  }
}
