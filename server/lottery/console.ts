import { ActivityId, Errcode, lotteryRtpBps } from '../../contract/index.ts';
import type { ConsoleLotteryDraw, ConsoleLotteryProduct, ConsoleLotteryProductInput } from '../../contract/ops/lottery.ts';
import { activitiesRepo } from '../activity/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Db, Executor } from '../db/client.ts';
import { advanceLottery, makeDraws } from './draws.ts';
import { lotteryRepo, type LotteryProductRow } from './repo.ts';
import { drawView } from './views.ts';

/**
 * The console's services (docs/lottery.md "Console"): products listed with their exact RTP, a product
 * created or changed (checked; draws already made keep their terms; the next draw made at once), every
 * draw with its outcome. Audited by server/console/lottery.ts in the same transaction.
 */

export function consoleProductView(row: LotteryProductRow): ConsoleLotteryProduct {
  return {
    productId: row.id,
    name: row.name,
    pick: row.pick,
    pool: row.pool,
    linePrice: row.linePrice,
    maxLinesPerOrder: row.maxLinesPerOrder,
    cutoffMinutes: row.cutoffMinutes,
    drawTimes: row.drawTimes,
    paytable: row.paytable,
    enabled: row.enabled,
    sort: row.sort,
    rtpBps: lotteryRtpBps(row.pick, row.pool, row.linePrice, row.paytable),
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.getTime(),
  };
}

export async function consoleLotteryProducts(db: Executor): Promise<{ products: ConsoleLotteryProduct[]; activityOn: boolean }> {
  const rows = await lotteryRepo(db).products();
  return { products: rows.map(consoleProductView), activityOn: await activitiesRepo(db).isOn(ActivityId.Lottery) };
}

/** The settings' checks beyond the schema's bounds: 9721 when they do not hold together. */
function checkProduct(input: Omit<ConsoleLotteryProductInput, 'productId'>): void {
  const matches = input.paytable.map((r) => r.matches);
  const bad =
    input.pick >= input.pool ||
    new Set(matches).size !== matches.length ||
    matches.some((m) => m > input.pick) ||
    new Set(input.drawTimes).size !== input.drawTimes.length ||
    // Sales must be open at some time of a day: a cut-off of a whole day or more never opens them.
    input.cutoffMinutes >= 24 * 60;
  if (bad) throw new ApiError(Errcode.lotteryProductInvalid);
}

const terms = (input: Omit<ConsoleLotteryProductInput, 'productId'>) => ({
  name: input.name,
  pick: input.pick,
  pool: input.pool,
  linePrice: input.linePrice,
  maxLinesPerOrder: input.maxLinesPerOrder,
  cutoffMinutes: input.cutoffMinutes,
  drawTimes: [...input.drawTimes].sort(),
  paytable: [...input.paytable].sort((a, b) => b.matches - a.matches),
  enabled: input.enabled,
  sort: input.sort,
});

/** Creates or changes a product in the caller's transaction; answers before (null for a new one) and after. */
export async function saveLotteryProduct(tx: Executor, input: ConsoleLotteryProductInput, operator: string, now: number): Promise<{ before: ConsoleLotteryProduct | null; after: ConsoleLotteryProduct }> {
  checkProduct(input);
  const repo = lotteryRepo(tx);
  const change = { ...terms(input), updatedBy: operator, updatedAt: new Date(now) };
  if (input.productId === undefined) {
    const made = await repo.insertProduct(change);
    await makeDraws(tx, now);
    return { before: null, after: consoleProductView(made!) };
  }
  const before = await repo.product(input.productId, { lock: true });
  if (!before) throw new ApiError(Errcode.lotteryConsoleProductNotFound);
  const after = await repo.updateProduct(input.productId, change);
  await makeDraws(tx, now);
  return { before: consoleProductView(before), after: consoleProductView(after) };
}

export async function consoleLotteryDraws(db: Db, q: { pageNum: number; pageSize: number }, now: number): Promise<{ draws: ConsoleLotteryDraw[]; total: number }> {
  await advanceLottery(db, now);
  const repo = lotteryRepo(db);
  const { rows, total } = await repo.allDraws(q.pageSize, (q.pageNum - 1) * q.pageSize);
  const names = new Map((await repo.products()).map((p) => [p.id, p.name]));
  const totals = await repo.totals(rows.map((r) => r.id));
  const draws = rows.map((row) => {
    const t = totals.get(row.id) ?? { lines: 0, winningLines: 0, prizes: 0, players: 0 };
    const drawn = row.state === 'drawn' || row.state === 'settled';
    return { ...drawView(row, names.get(row.productId) ?? '', t), sales: t.lines * row.linePrice, prizes: drawn ? t.prizes : 0, players: t.players };
  });
  return { draws, total };
}

/**
 * The release's default product (server/seed/lottery.json), written once by its key like the other
 * activities' defaults: an operator's later changes are kept, a deleted key is not made again.
 */
export async function seedLotteryProduct(db: Executor, seed: Omit<ConsoleLotteryProductInput, 'productId'> & { key: string }, now: number): Promise<void> {
  checkProduct(seed);
  await lotteryRepo(db).insertProduct({ ...terms(seed), seedKey: seed.key, updatedBy: 'release', updatedAt: new Date(now) });
}
