import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { lotteryNumbers } from '../../contract/fairness/lottery.ts';
import { ActivityId, PropId } from '../../contract/index.ts';
import { startTicker } from '../api/ticker.ts';
import type { Db, Executor } from '../db/client.ts';
import { seedHashOf, seedSealer, serverRound } from '../fairness/index.ts';
import { HouseAccount } from '../ledger/ledger.ts';
import { grantReward, ONCE } from '../rewards/index.ts';
import { lotteryRepo, type LotteryDrawRow, type LotteryProductRow } from './repo.ts';

/**
 * The draws' life (docs/lottery.md "Draws"): made from each product's schedule with a committed seed,
 * closed at the cut-off, drawn at their time from the seed (the fairness module's HMAC words,
 * contract/fairness/lottery.ts), then settled: every winner paid once through the rewards engine.
 * `advanceLottery` makes whatever is due; the players' calls, the console and the ticker (start.ts)
 * all call it, from any process: each transition is guarded by the draw's state under its row lock.
 */

const MANILA_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;
const binding = (seedHash: string) => `lottery_draws.seed:${seedHash}`;

function newSeed(): { seedSealed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  const seedHash = seedHashOf(seed);
  return { seedSealed: seedSealer().seal(binding(seedHash), seed), seedHash };
}

function openSeed(row: LotteryDrawRow): string {
  const seed = seedSealer().open(binding(row.seedHash), row.seedSealed);
  if (seedHashOf(seed) !== row.seedHash) throw new Error(`lottery: draw ${row.id}'s seed does not match its hash`);
  return seed;
}

/** The draw's numbers from its seed: client seed `lottery`, nonce the draw's id. */
export const numbersFor = (seed: string, row: Pick<LotteryDrawRow, 'id' | 'pick' | 'pool'>) => lotteryNumbers(serverRound(seed, 'lottery', row.id), row.pick, row.pool);

/**
 * The product's next draw time whose sales are still open at `now` (drawAt − cutoff > now), from its
 * Manila times of day; null when it has none. Manila keeps UTC+8 all year.
 */
export function nextDrawAt(product: Pick<LotteryProductRow, 'drawTimes' | 'cutoffMinutes'>, now: number): number | null {
  const cutoff = product.cutoffMinutes * 60_000;
  const manilaMidnight = Math.floor((now + MANILA_MS) / DAY_MS) * DAY_MS - MANILA_MS;
  let best: number | null = null;
  for (let day = 0; day <= 2; day++) {
    for (const time of product.drawTimes) {
      const [h, m] = time.split(':').map(Number);
      const at = manilaMidnight + day * DAY_MS + (h! * 60 + m!) * 60_000;
      if (at - cutoff > now && (best === null || at < best)) best = at;
    }
  }
  return best;
}

/** Makes each enabled product's next draw if it is missing (the unique (product, time) makes it once). */
export async function makeDraws(db: Executor, now: number): Promise<void> {
  const repo = lotteryRepo(db);
  const selling = await repo.selling();
  for (const product of await repo.products()) {
    if (!product.enabled) continue;
    const at = nextDrawAt(product, now);
    if (at === null || selling.some((d) => d.productId === product.id && d.drawAt.getTime() === at)) continue;
    await repo.insertDraw({
      productId: product.id,
      drawAt: new Date(at),
      closesAt: new Date(at - product.cutoffMinutes * 60_000),
      pick: product.pick,
      pool: product.pool,
      linePrice: product.linePrice,
      paytable: product.paytable,
      ...newSeed(),
      createdAt: new Date(now),
    });
  }
}

/** Closes or draws one draw whose time has come, in its own transaction holding its row (orders hold it shared). */
async function closeOrDraw(db: Db, id: number, now: number): Promise<LotteryDrawRow | undefined> {
  return db.transaction(async (tx) => {
    const repo = lotteryRepo(tx);
    const row = await repo.draw(id, { lock: 'update' });
    if (!row) return row;
    if (row.state === 'selling' && row.drawAt.getTime() > now && row.closesAt.getTime() <= now) return repo.updateDraw(id, { state: 'closed' });
    if ((row.state !== 'selling' && row.state !== 'closed') || row.drawAt.getTime() > now) return row;
    const seed = openSeed(row);
    const numbers = numbersFor(seed, row);
    await repo.scoreTickets(id, numbers, row.paytable);
    return repo.updateDraw(id, { state: 'drawn', seed, numbers, drawnAt: new Date(now) });
  });
}

/** Players paid per settlement transaction: a draw with many winners is paid in several short ones. */
const SETTLE_BATCH = 200;

/**
 * Pays a drawn draw's winners (one grant per player and draw: the sum of their lines' prizes, from
 * the games' wins account, no wagering, keyed `lottery:<drawId>`), then marks it settled. Each batch
 * holds the draw's advisory lock, so two processes settling at once take turns and the second finds
 * nothing left; a retried batch finds the grants (the natural key) and pays nothing more.
 */
export async function settleDraw(db: Db, id: number, now: number): Promise<void> {
  for (;;) {
    const done = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('lottery-settle', ${id}))`);
      const repo = lotteryRepo(tx);
      const row = await repo.draw(id);
      if (!row || row.state !== 'drawn') return true;
      const winners = await repo.unpaidWinners(id, SETTLE_BATCH);
      for (const w of winners) {
        const grant = await grantReward(tx, {
          userId: w.userId,
          source: { activityId: ActivityId.Lottery, period: ONCE, reason: 'lottery_prize' },
          key: `lottery:${id}`,
          items: [{ propId: PropId.coin, count: w.prize }],
          pays: HouseAccount.gameWins,
          stakeWin: true,
          transfer: { kind: 'lottery_prize', key: `lottery_prize:${id}:${w.userId}`, meta: { drawId: id } },
          meta: { drawId: id, lines: w.lines },
          now,
        });
        await repo.markPaid(id, w.userId, grant.id);
      }
      if (winners.length === SETTLE_BATCH) return false;
      await repo.updateDraw(id, { state: 'settled', settledAt: new Date(now) });
      return true;
    });
    if (done) return;
  }
}

/**
 * Every due transition: the next draws made, sales closed at their cut-off, numbers drawn at their
 * time, winners paid. Lazy and idempotent from any process; one indexed read when nothing is due.
 */
export async function advanceLottery(db: Db, now: number): Promise<void> {
  await makeDraws(db, now);
  for (const { id } of await lotteryRepo(db).due(new Date(now))) {
    const row = await closeOrDraw(db, id, now);
    if (row?.state === 'drawn') await settleDraw(db, id, now);
  }
  // A draw closed or drawn above may have been the product's last on sale: its next one is made now.
  await makeDraws(db, now);
}

/** The ticker (start.ts): every `everyMs` from every process; the guarded transitions make that safe. */
export function startLotteryTicker(db: Db, now: () => number, log: { error: (obj: unknown, msg: string) => void }, everyMs = 5000): () => Promise<void> {
  return startTicker({ everyMs, run: () => advanceLottery(db, now()), onError: (error) => log.error({ err: error }, 'lottery: a transition failed (it will be tried again)') });
}
