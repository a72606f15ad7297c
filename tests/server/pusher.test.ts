import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ActivityId, Errcode } from '../../contract/index.ts';
import { activitiesRepo } from '../../server/activity/index.ts';
import { addWeightedVersion, forceFairOutcomesForTests, tableInForce } from '../../server/fairness/index.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import { auditBooks } from '../../server/ops/audit.ts';
import { PUSHER_TABLE, pusherRepo, type PusherConfig } from '../../server/pusher/index.ts';
import * as schema from '../../server/tables.ts';
import { operatorWithSession } from './console-helpers.ts';
import { newPlayer, type Player } from './console-play.ts';
import { fund, okCall } from './games-helpers.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, snapshot } from './helpers.ts';
import { requestId } from './jackpot-helpers.ts';
import { setLimit, tokenBehindSignIn } from './protection-helpers.ts';

/**
 * The coin pusher's server (issue 30, docs/pusher.md): a drop stakes real coin, its prize drawn through
 * the fairness module over the `pusher` table in force, settled like a house round, once per request id.
 * (The RTP's 10^6-drop simulation is the pure server/pusher/rules.test.ts.)
 */

let ips = 0;
async function player(t: TestServer, tag: string, coin?: number): Promise<Player> {
  ips++;
  const p = await newPlayer(t, `${tag}${ips}`, `10.74.${ips % 250}.${1 + Math.floor(ips / 250)}`);
  // Exactly `coin` on the balance (the welcome coins taken back or topped up through the ledger).
  if (coin !== undefined) await fund(t, p.userId, coin - (await playerBalances(t.deps.db, p.userId)).coin);
  return p;
}

const drop = (t: TestServer, token: string | undefined, body: { lane?: number; stake?: number; requestId?: string } = {}) =>
  t.call('pusherDrop', { requestId: body.requestId ?? requestId('drop'), lane: body.lane ?? 0, stake: body.stake ?? 100 }, { token });
const info = async (t: TestServer, token: string) => okCall('getPusherInfo', await t.call('getPusherInfo', {}, { token }));
const dropsOf = (t: TestServer, userId: number) => t.deps.db.select().from(schema.pusherDrops).where(eq(schema.pusherDrops.userId, userId));
const coinOf = async (t: TestServer, userId: number) => (await playerBalances(t.deps.db, userId)).coin;

/** Every drop lands on the table's entry `index` (0: no coins) until restored; the draw still takes its nonce and is recorded. */
const forcePrize = (index: number) => forceFairOutcomesForTests((table) => (table.key === PUSHER_TABLE ? { index } : undefined));

/** The ledger is double-entry: every account's balance sums to zero. */
async function ledgerSum(t: TestServer): Promise<number> {
  const [row] = await t.deps.db.select({ sum: sql<string>`coalesce(sum(${schema.ledgerAccounts.balance}), 0)` }).from(schema.ledgerAccounts);
  return Number(row!.sum);
}

describe(`the coin pusher (${databaseKind})`, () => {
  const t = useTestServer();

  it('shows the seeded stakes, lanes and odds of the `pusher` table with its 95.00% RTP; a stranger is a 401', async () => {
    const p = await player(t, 'pshinfo');
    const seen = await info(t, p.token);
    expect(seen).toMatchObject({ running: true, stakes: [100, 500, 1000], lanes: 5, goldenWorth: 20, tableKey: 'pusher', tableVersion: 1, totalWeight: 10_000, rtpBasisPoints: 9500, withheld: false });
    expect(seen.prizes).toHaveLength(7);
    expect(seen.prizes.find((x: { golden: boolean }) => x.golden)).toEqual({ id: 7, coins: 0, golden: true, weight: 50 });
    for (const call of ['getPusherInfo', 'pusherDrop', 'pusherLog'] as const) {
      const body = call === 'pusherDrop' ? { requestId: requestId('stranger'), lane: 0, stake: 100 } : {};
      expectError(await t.call(call, body), { status: 401, errcode: 401 });
    }
  });

  it('a drop stakes real coin, pays stake × the drawn entry, is recorded and verifiable; a retry is staked once; the log pages newest first', async () => {
    const p = await player(t, 'pshdrop', 10_000);
    const table = (await tableInForce(t.deps.db, PUSHER_TABLE, t.deps.now()))!;
    const id = requestId('first');
    const first = okCall('pusherDrop', await drop(t, p.token, { lane: 2, stake: 500, requestId: id }));
    const [draw] = await t.deps.db.select().from(schema.fairDraws).where(eq(schema.fairDraws.id, first.fairDrawId));
    expect(draw).toMatchObject({ userId: p.userId, tableKey: 'pusher', tableVersion: 1, ref: String(first.dropId), win: first.win });
    const entry = table.weighted!.entries[(draw!.outcome as { index: number }).index]!;
    expect(first).toMatchObject({ lane: 2, stake: 500, prizeId: entry.id, win: 500 * entry.count, balance: 10_000 - 500 + 500 * entry.count });
    expect(await coinOf(t, p.userId)).toBe(first.balance);
    // The stake is a real round in the wallet's journal and the bet totals.
    const txs = await t.deps.db.select().from(schema.gameTransactions).where(and(eq(schema.gameTransactions.provider, 'pusher'), eq(schema.gameTransactions.userId, p.userId)));
    expect(txs.map((x) => [x.kind, Number(x.amount)]).sort()).toEqual([['credit', first.win], ['debit', 500]].sort());
    const [totals] = await t.deps.db.select().from(schema.gameBetTotals).where(eq(schema.gameBetTotals.userId, p.userId));
    expect(totals).toMatchObject({ bet: 500, validBet: 500, win: first.win, count: 1 });
    // A retry answers the first drop: nothing staked again.
    expect(okCall('pusherDrop', await drop(t, p.token, { lane: 4, stake: 100, requestId: id }))).toEqual(first);
    expect(await coinOf(t, p.userId)).toBe(first.balance);
    // A second drop works; the log pages newest first.
    const second = okCall('pusherDrop', await drop(t, p.token, { lane: 0, stake: 100 }));
    expect(second.balance).toBe(first.balance - 100 + second.win);
    const page1 = okCall('pusherLog', await t.call('pusherLog', { pageNum: 1, pageSize: 1 }, { token: p.token }));
    const page2 = okCall('pusherLog', await t.call('pusherLog', { pageNum: 2, pageSize: 1 }, { token: p.token }));
    const { errcode: _e1, msg: _m1, ...newest } = second;
    const { errcode: _e2, msg: _m2, ...oldest } = first;
    expect(page1).toMatchObject({ list: [newest], total: 2 });
    expect(page2).toMatchObject({ list: [oldest], total: 2 });
    expect(await ledgerSum(t)).toBe(0);
    // The books' checks count drops as real rounds: the bet totals equal the slots' rounds plus the drops.
    expect((await auditBooks(t.deps.db)).problems).toEqual([]);
  });

  it('50 concurrent drops with coin for 5 (no prizes): exactly 5 staked, balance 0, the rest 2001, the ledger balanced', async () => {
    const restore = forcePrize(0);
    try {
      const p = await player(t, 'pshrace', 500);
      const ids = Array.from({ length: 50 }, (_, i) => `race-${p.userId}-${i}`);
      const answers = await Promise.all(ids.map((id) => drop(t, p.token, { stake: 100, requestId: id })));
      const staked = answers.filter((a) => a.body.errcode === 0);
      expect(staked).toHaveLength(5);
      for (const a of answers.filter((x) => x.body.errcode !== 0)) expectError(a, { status: 200, errcode: Errcode.insufficientBalance });
      expect(await dropsOf(t, p.userId)).toHaveLength(5);
      expect(await coinOf(t, p.userId)).toBe(0);
      expect(staked.map((a) => a.body.win)).toEqual([0, 0, 0, 0, 0]);
      // A retry of a staked request answers it again, staked once.
      const again = okCall('pusherDrop', await drop(t, p.token, { stake: 100, requestId: ids[answers.indexOf(staked[0]!)] }));
      expect(again.dropId).toBe(staked[0]!.body.dropId);
      expect(await dropsOf(t, p.userId)).toHaveLength(5);
      const draws = await t.deps.db.select().from(schema.fairDraws).where(and(eq(schema.fairDraws.userId, p.userId), eq(schema.fairDraws.tableKey, 'pusher')));
      expect(draws).toHaveLength(5);
      expect(await ledgerSum(t)).toBe(0);
    } finally {
      restore();
    }
  }, 60_000);

  it('refuses, changing nothing: a time-out or self-exclusion (6002), a loss limit (6001), the pusher off (9401), a bad stake or lane (400)', async () => {
    const restore = forcePrize(0);
    try {
      const out = await player(t, 'pshout', 10_000);
      expect(okCall('takeTimeOut', await t.call('takeTimeOut', { days: 1, confirm: true }, { token: out.token }))).toBeDefined();
      const outToken = await tokenBehindSignIn(t, out.userId);
      expect((await info(t, outToken)).withheld).toBe(true);
      let before = await snapshot(t);
      expectError(await drop(t, outToken), { status: 200, errcode: 6002 });
      expect(await snapshot(t)).toEqual(before);

      const ex = await player(t, 'pshex', 10_000);
      okCall('selfExclude', await t.call('selfExclude', { months: 6, confirm: true }, { token: ex.token }));
      const exToken = await tokenBehindSignIn(t, ex.userId);
      before = await snapshot(t);
      expectError(await drop(t, exToken), { status: 200, errcode: 6002 });
      expect(await snapshot(t)).toEqual(before);

      const lim = await player(t, 'pshlim', 10_000);
      okCall('setSelfLimit', await setLimit(t, lim.token, 'loss', 'week', 600));
      okCall('pusherDrop', await drop(t, lim.token, { stake: 500 }));
      before = await snapshot(t);
      expectError(await drop(t, lim.token, { stake: 500 }), { status: 200, errcode: 6001 });
      expect(await snapshot(t)).toEqual(before);

      const p = await player(t, 'pshbad', 10_000);
      before = await snapshot(t);
      expectError(await drop(t, p.token, { stake: 200 }), { status: 400, errcode: 400, field: 'stake' });
      expectError(await drop(t, p.token, { lane: 5 }), { status: 400, errcode: 400, field: 'lane' });
      expect(await snapshot(t)).toEqual(before);

      const seeded = (await pusherRepo(t.deps.db).config())!;
      await pusherRepo(t.deps.db).setConfig({ ...seeded, enabled: false } satisfies PusherConfig, t.deps.now());
      before = await snapshot(t);
      expectError(await drop(t, p.token), { status: 409, errcode: Errcode.pusherNotRunning });
      expect(await snapshot(t)).toEqual(before);
      expect((await info(t, p.token)).running).toBe(false);
      await pusherRepo(t.deps.db).setConfig(seeded, t.deps.now());
      await activitiesRepo(t.deps.db).setStatus(ActivityId.CoinPusher, false);
      expectError(await drop(t, p.token), { status: 409, errcode: Errcode.pusherNotRunning });
      await activitiesRepo(t.deps.db).setStatus(ActivityId.CoinPusher, true);
      okCall('pusherDrop', await drop(t, p.token));
    } finally {
      restore();
    }
  }, 60_000);

  it("an operator's new weights take effect from their time: the info's RTP and the drops follow the table in force", async () => {
    const admin = await operatorWithSession(t, 'psh-odds', 'admin');
    const now = t.deps.now();
    // The no-prize weight raised by 1,000: the same 9,500 paid over 11,000, 86.36%.
    const entries = [7000, 2000, 1000, 500, 300, 150, 50].map((weight, i) => ({ id: i + 1, weight }));
    await t.deps.db.transaction((tx) => addWeightedVersion(tx, { key: PUSHER_TABLE, entries, effectiveFrom: now + 60_000, operatorId: admin.id, now }));
    const p = await player(t, 'pshodds', 10_000);
    expect((await info(t, p.token)).tableVersion).toBe(1);
    t.advance(61_000);
    const seen = await info(t, p.token);
    expect(seen).toMatchObject({ tableVersion: 2, totalWeight: 11_000, rtpBasisPoints: 8636 });
    expect(seen.prizes.find((x: { id: number }) => x.id === 1).weight).toBe(7000);
    const body = okCall('pusherDrop', await drop(t, p.token));
    const [draw] = await t.deps.db.select().from(schema.fairDraws).where(eq(schema.fairDraws.id, body.fairDrawId));
    expect(draw!.tableVersion).toBe(2);
  });
});
