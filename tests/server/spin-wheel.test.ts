import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { WordStream } from '../../contract/fairness/algorithm.ts';
import { mapTable } from '../../contract/fairness/verify.ts';
import { ActivityId, Errcode, PESO, PropId } from '../../contract/index.ts';
import { serverRound, tableInForce } from '../../server/fairness/index.ts';
import { chiSquare } from '../../server/fairness/report-stats.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import { protectionHook } from '../../server/rewards/index.ts';
import { spinRepo, SPIN_TABLE, type SpinWheelConfig } from '../../server/spin/index.ts';
import * as schema from '../../server/tables.ts';
import { applyRefund } from '../../server/wallet/reversals.ts';
import { activitiesRepo } from '../../server/activity/index.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, snapshot } from './helpers.ts';
import { depositPaid, newPlayer, play, type Player } from './console-play.ts';
import { FIESTA } from './games-helpers.ts';
import { okCall, requestId } from './jackpot-helpers.ts';

/**
 * The spin wheel's server (issue 29, docs/spin.md): spins from the day's sources, each drawn through the
 * fairness module over the `spin` table and paid through the rewards engine, once per request id.
 */
const SEEDED = JSON.parse(readFileSync(new URL('../../server/seed/spin-wheel.json', import.meta.url), 'utf8')) as SpinWheelConfig;
const NO_SOURCES = { deposit: { step: 0, cap: 0 }, bet: { step: 0, cap: 0 } };

let ips = 0;
async function player(t: TestServer, tag: string): Promise<Player> {
  ips++;
  return newPlayer(t, `${tag}${ips}`, `10.73.${ips % 250}.${1 + Math.floor(ips / 250)}`);
}
/** A made-up first top-up: prizes are free bonuses, which need one (spec §5); no deposit today is counted. */
const markDeposited = (t: TestServer, userId: number) => t.deps.db.update(schema.users).set({ totalRecharge: 10_000 }).where(eq(schema.users.id, userId));
const configure = (t: TestServer, change: Partial<SpinWheelConfig>) => spinRepo(t.deps.db).setConfig({ ...SEEDED, ...change }, t.deps.now());

const info = async (t: TestServer, token?: string) => okCall('getSpinInfo', await t.call('getSpinInfo', {}, { token }));
const spin = (t: TestServer, token: string, id = requestId('spin')) => t.call('spinWheel', { requestId: id }, { token });
const spinsOf = (t: TestServer, userId: number) => t.deps.db.select().from(schema.spinWheelSpins).where(eq(schema.spinWheelSpins.userId, userId));
const grantsOf = (t: TestServer, userId: number) =>
  t.deps.db
    .select()
    .from(schema.rewardGrants)
    .where(and(eq(schema.rewardGrants.userId, userId), eq(schema.rewardGrants.activityId, ActivityId.SpinWheel)));
const redDot = async (t: TestServer, token: string) => okCall('refreshData', await t.call('refreshData', {}, { token })).redDots.spin as boolean;
/** Milliseconds to the next Manila midnight. */
const toNextDay = async (t: TestServer, token: string) => (await info(t, token)).resetsAt - t.deps.now();

describe(`the spin wheel (${databaseKind})`, () => {
  const t = useTestServer();
  afterEach(() => {
    protectionHook.check = async () => false;
  });

  it('shows the seeded wheel in order with the odds of the `spin` table; a visitor sees the terms and no spins', async () => {
    const seen = await info(t);
    expect(seen.running).toBe(true);
    expect(seen.segments.map((s: { id: number }) => s.id)).toEqual(SEEDED.segments.map((s) => s.id));
    expect(seen.segments.map((s: { weight: number }) => s.weight)).toEqual(SEEDED.segments.map((s) => s.weight));
    expect(seen.totalWeight).toBe(10_000);
    expect(seen).toMatchObject({ tableKey: 'spin', tableVersion: 1, spinsLeft: 0, spinsUsed: 0, needsDeposit: true, withheld: false });
    expect(seen.sources.map((s: { kind: string }) => s.kind)).toEqual(['daily', 'deposit', 'bet']);
    // The next Manila midnight: 16:00 UTC.
    expect(new Date(seen.resetsAt).toISOString()).toMatch(/T16:00:00\.000Z$/);
  });

  it('draws fit the table: 100,000 draws mapped over the `spin` table in force pass chi-square at 99%', async () => {
    const table = (await tableInForce(t.deps.db, SPIN_TABLE, t.deps.now()))!;
    const entries = table.weighted!.entries;
    const observed = entries.map(() => 0);
    // A fixed seed pair through the server's HMAC: the real algorithm, the same answer every run.
    const seed = 'c0ffee'.repeat(10) + 'beef';
    for (let nonce = 0; nonce < 100_000; nonce++) observed[mapTable(new WordStream(serverRound(seed, 'spin-chi', nonce)), table).index!]! += 1;
    const result = chiSquare(observed, entries.map((e) => e.weight / table.weighted!.totalWeight));
    expect(result.df).toBe(entries.length - 1);
    expect(result.pass, JSON.stringify({ observed, result })).toBe(true);
  }, 30_000);

  it('a real spin lands on the segment its fair draw picked, records the draw, and pays that prize once', async () => {
    await configure(t, { dailyFree: 40, ...NO_SOURCES });
    const p = await player(t, 'spinreal');
    await markDeposited(t, p.userId);
    const before = await playerBalances(t.deps.db, p.userId);
    const paid = { coin: 0, points: 0, diamond: 0 };
    const table = (await tableInForce(t.deps.db, SPIN_TABLE, t.deps.now()))!;
    for (let i = 0; i < 40; i++) {
      const body = okCall('spinWheel', await spin(t, p.token));
      expect(body.spinsLeft).toBe(39 - i);
      const [draw] = await t.deps.db.select().from(schema.fairDraws).where(eq(schema.fairDraws.id, body.fairDrawId));
      expect(draw).toMatchObject({ userId: p.userId, tableKey: 'spin', ref: String(body.spinId) });
      const entry = table.weighted!.entries[(draw!.outcome as { index: number }).index]!;
      expect(body.segmentId).toBe(entry.id);
      expect(SEEDED.segments[body.segmentIndex]!.id).toBe(entry.id);
      expect(body.items).toEqual([{ propId: entry.propId, count: entry.count }]);
      const item = body.items[0] as { propId: number; count: number };
      if (item.propId === PropId.coin) paid.coin += item.count;
      if (item.propId === PropId.points) paid.points += item.count;
      if (item.propId === PropId.diamond) paid.diamond += item.count;
    }
    const after = await playerBalances(t.deps.db, p.userId);
    expect(after.coin - before.coin).toBe(paid.coin);
    expect(after.points - before.points).toBe(paid.points);
    expect(after.diamond - before.diamond).toBe(paid.diamond);
    expect(await grantsOf(t, p.userId)).toHaveLength(40);
    expectError(await spin(t, p.token), { status: 409, errcode: Errcode.spinNoneLeft });
  }, 60_000);

  it('50 concurrent spins with 5 available: exactly 5 spins, 5 prizes, 5 fair draws; the rest refused with 9301', async () => {
    await configure(t, { dailyFree: 5, ...NO_SOURCES });
    const p = await player(t, 'spinrace');
    await markDeposited(t, p.userId);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => spin(t, p.token, `race-${p.userId}-${i}`)));
    const won = answers.filter((a) => a.body.errcode === 0);
    expect(won).toHaveLength(5);
    for (const a of answers.filter((x) => x.body.errcode !== 0)) expectError(a, { status: 409, errcode: Errcode.spinNoneLeft });
    expect(new Set(won.map((a) => a.body.spinId)).size).toBe(5);
    expect(await spinsOf(t, p.userId)).toHaveLength(5);
    expect(await grantsOf(t, p.userId)).toHaveLength(5);
    const draws = await t.deps.db.select().from(schema.fairDraws).where(and(eq(schema.fairDraws.userId, p.userId), eq(schema.fairDraws.tableKey, 'spin')));
    expect(draws).toHaveLength(5);
    expect((await info(t, p.token)).spinsLeft).toBe(0);
  }, 60_000);

  it('a retry with the same request id answers the same spin and pays once (one after another, and at once)', async () => {
    await configure(t, { dailyFree: 3, ...NO_SOURCES });
    const p = await player(t, 'spinretry');
    await markDeposited(t, p.userId);
    const id = requestId('retry');
    const first = okCall('spinWheel', await spin(t, p.token, id));
    const balances = await playerBalances(t.deps.db, p.userId);
    const again = okCall('spinWheel', await spin(t, p.token, id));
    expect(again).toMatchObject({ spinId: first.spinId, segmentId: first.segmentId, segmentIndex: first.segmentIndex, items: first.items, fairDrawId: first.fairDrawId, spinsLeft: 2 });
    expect(await playerBalances(t.deps.db, p.userId)).toEqual(balances);
    const twin = requestId('twin');
    const pair = await Promise.all([spin(t, p.token, twin), spin(t, p.token, twin)]);
    expect(pair[0]!.body.spinId).toBe(pair[1]!.body.spinId);
    expect(await spinsOf(t, p.userId)).toHaveLength(2);
    expect(await grantsOf(t, p.userId)).toHaveLength(2);
    expect((await info(t, p.token)).spinsLeft).toBe(1);
  });

  it('no spin left, no top-up, protected or the wheel off: a 4xx-coded refusal that changes nothing', async () => {
    await configure(t, { dailyFree: 1, ...NO_SOURCES });
    const fresh = await player(t, 'spinnodep');
    let before = await snapshot(t);
    expectError(await spin(t, fresh.token), { status: 200, errcode: Errcode.rewardNeedsDeposit });
    expect(await snapshot(t)).toEqual(before);

    const p = await player(t, 'spinnone');
    await markDeposited(t, p.userId);
    okCall('spinWheel', await spin(t, p.token));
    before = await snapshot(t);
    expectError(await spin(t, p.token), { status: 409, errcode: Errcode.spinNoneLeft });
    expect(await snapshot(t)).toEqual(before);

    await configure(t, { dailyFree: 2, ...NO_SOURCES });
    protectionHook.check = async () => true;
    expect((await info(t, p.token)).withheld).toBe(true);
    before = await snapshot(t);
    expectError(await spin(t, p.token), { status: 200, errcode: Errcode.rewardWithheld });
    expect(await snapshot(t)).toEqual(before);
    protectionHook.check = async () => false;

    await configure(t, { enabled: false, dailyFree: 2, ...NO_SOURCES });
    expect((await info(t, p.token)).running).toBe(false);
    before = await snapshot(t);
    expectError(await spin(t, p.token), { status: 409, errcode: Errcode.spinNotRunning });
    expect(await snapshot(t)).toEqual(before);

    // The console's switch of the activity (73) stops it too, and the red dot with it.
    await configure(t, { dailyFree: 2, ...NO_SOURCES });
    await activitiesRepo(t.deps.db).setStatus(ActivityId.SpinWheel, false);
    expect((await info(t, p.token)).running).toBe(false);
    expect(await redDot(t, p.token)).toBe(false);
    before = await snapshot(t);
    expectError(await spin(t, p.token), { status: 409, errcode: Errcode.spinNotRunning });
    expect(await snapshot(t)).toEqual(before);
    await activitiesRepo(t.deps.db).setStatus(ActivityId.SpinWheel, true);
    expect(await redDot(t, p.token)).toBe(true);
  });

  it('the daily free spin comes back the next Manila day (and not before)', async () => {
    await configure(t, { dailyFree: 1, ...NO_SOURCES });
    const p = await player(t, 'spinday');
    await markDeposited(t, p.userId);
    okCall('spinWheel', await spin(t, p.token));
    const wait = await toNextDay(t, p.token);
    t.advance(wait - 1_000);
    expect((await info(t, p.token)).spinsLeft).toBe(0);
    expectError(await spin(t, p.token), { status: 409, errcode: Errcode.spinNoneLeft });
    t.advance(1_000);
    const next = await info(t, p.token);
    expect(next).toMatchObject({ spinsLeft: 1, spinsUsed: 0 });
    okCall('spinWheel', await spin(t, p.token));
  });

  it("deposits earn one spin per step up to the cap, with what the next needs; a refunded deposit earns nothing", async () => {
    await configure(t, { dailyFree: 0, deposit: { step: 200 * PESO, cap: 2 }, bet: { step: 0, cap: 0 } });
    const p = await player(t, 'spindep');
    const source = async () => (await info(t, p.token)).sources.find((s: { kind: string }) => s.kind === 'deposit');
    await depositPaid(t, p.token, 100 * PESO);
    expect(await source()).toEqual({ kind: 'deposit', earned: 0, cap: 2, step: 20_000, amount: 10_000, need: 10_000 });
    expect((await info(t, p.token)).spinsLeft).toBe(0);
    await depositPaid(t, p.token, 200 * PESO);
    expect(await source()).toMatchObject({ earned: 1, amount: 30_000, need: 10_000 });
    const orderNo = await depositPaid(t, p.token, 500 * PESO);
    // ₱800 would earn 4: the cap keeps it at 2, and nothing more is needed today.
    expect(await source()).toMatchObject({ earned: 2, amount: 80_000, need: 0 });
    expect((await info(t, p.token)).spinsLeft).toBe(2);

    // The provider refunds the ₱500 deposit: ₱300 counts, one spin, ₱100 short of the next.
    const [order] = await t.deps.db.select().from(schema.depositOrders).where(eq(schema.depositOrders.orderNo, orderNo));
    await t.deps.db.transaction((tx) => applyRefund(tx, order!.provider, { id: 're_spin_1', paymentId: order!.providerOrderId!, amount: 50_000 }, t.deps.now()));
    expect(await source()).toMatchObject({ earned: 1, amount: 30_000, need: 10_000 });
    okCall('spinWheel', await spin(t, p.token));
    expect((await info(t, p.token)).spinsLeft).toBe(0);
  });

  it('valid bets earn one spin per step up to the cap', async () => {
    await configure(t, { dailyFree: 0, deposit: { step: 0, cap: 0 }, bet: { step: 10 * PESO, cap: 3 } });
    const p = await player(t, 'spinbet');
    await depositPaid(t, p.token, 500 * PESO);
    const { bets } = await play(t, p.token, FIESTA, 6, { bet: 200 });
    const bet = (await info(t, p.token)).sources.find((s: { kind: string }) => s.kind === 'bet');
    expect(bet).toEqual({ kind: 'bet', earned: 1, cap: 3, step: 1_000, amount: bets, need: 2 * 1_000 - bets });
    expect((await info(t, p.token)).spinsLeft).toBe(1);
    okCall('spinWheel', await spin(t, p.token));
    expect((await info(t, p.token)).spinsLeft).toBe(0);
  }, 60_000);

  it('the `spin` red dot: on with a spin left, off once used, off without a top-up', async () => {
    await configure(t, { dailyFree: 1, ...NO_SOURCES });
    const fresh = await player(t, 'spindotnew');
    expect(await redDot(t, fresh.token)).toBe(false);
    const p = await player(t, 'spindot');
    await markDeposited(t, p.userId);
    expect(await redDot(t, p.token)).toBe(true);
    okCall('spinWheel', await spin(t, p.token));
    expect(await redDot(t, p.token)).toBe(false);
  });

  it('the spin log lists the player\'s spins with their prizes, newest first, a page at a time', async () => {
    await configure(t, { dailyFree: 3, ...NO_SOURCES });
    const p = await player(t, 'spinlog');
    const other = await player(t, 'spinlogother');
    await markDeposited(t, p.userId);
    await markDeposited(t, other.userId);
    const made = [];
    for (let i = 0; i < 3; i++) {
      made.push(okCall('spinWheel', await spin(t, p.token)));
      t.advance(1_000);
    }
    okCall('spinWheel', await spin(t, other.token));
    const page1 = okCall('spinLog', await t.call('spinLog', { pageNum: 1, pageSize: 2 }, { token: p.token }));
    expect(page1.total).toBe(3);
    expect(page1.list.map((r: { spinId: number }) => r.spinId)).toEqual([made[2]!.spinId, made[1]!.spinId]);
    expect(page1.list[0]).toMatchObject({ segmentId: made[2]!.segmentId, items: made[2]!.items, fairDrawId: made[2]!.fairDrawId });
    const page2 = okCall('spinLog', await t.call('spinLog', { pageNum: 2, pageSize: 2 }, { token: p.token }));
    expect(page2.list.map((r: { spinId: number }) => r.spinId)).toEqual([made[0]!.spinId]);
    expectError(await t.call('spinLog', { pageNum: 1, pageSize: 20 }), { status: 401, errcode: 401 });
  });
});
