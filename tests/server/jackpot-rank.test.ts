import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PropId } from '../../contract/index.ts';
import { jackpotRules } from '../../server/jackpot/config.ts';
import * as schema from '../../server/tables.ts';
import { auditLedger } from '../../server/ledger/audit.ts';
import { HouseAccount, transfer } from '../../server/ledger/ledger.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { coinOf, registerAccount } from './helpers.ts';
import { deposit, drawAs, drawsOf, info, okCall } from './jackpot-helpers.ts';

const MEGA = 1;
const MAJOR = 7;
const MINI = 4;
const COINS_20 = 2;

describe(`Lucky Jackpot: tier wins, the pool, winners and the month's rank (${databaseKind})`, () => {
  const t = useTestServer();

  const player = async (account: string, nickname: string, chancesWorth = 50_000) => {
    const { token, userId } = await registerAccount(t, account);
    await t.deps.db.update(schema.users).set({ nickname }).where(eq(schema.users.id, userId));
    await deposit(t, token, chancesWorth);
    return { token, userId };
  };
  const pool = async () => (await info(t)).total as number;
  /** Leaves `left` in the pool (an operator's correction would be such a transfer). */
  const drainPoolTo = (left: number) =>
    t.deps.db.transaction((tx) =>
      transfer(tx, {
        kind: 'test_drain',
        idempotencyKey: `test-drain-${left}`,
        legs: [
          { account: { house: HouseAccount.jackpotPool }, amount: -(jackpotRules.poolSeed - left) },
          { account: { house: HouseAccount.openingBalance }, amount: jackpotRules.poolSeed - left },
        ],
      }),
    );

  it('a tier win is drawn in its range, paid from the pool to the coin, and listed among the winners (masked)', async () => {
    const { token, userId } = await player('juana1', 'Juana');
    const coin = await coinOf(t, userId);
    const { draw, chanceSize } = await drawAs(t, userId, MEGA);
    expect(draw).toMatchObject({ cellId: MEGA, propId: PropId.jackpotMega, type: 2, bonus: 2_000_000, count: 2_000_000, amountSection: '500000-2000000' });
    expect(chanceSize).toBe(4);
    expect(await coinOf(t, userId)).toBe(coin + 2_000_000);
    expect(await pool()).toBe(jackpotRules.poolSeed - 2_000_000);
    await drawAs(t, userId, MINI, { bonusRoll: 0 });
    await drawAs(t, userId, COINS_20);
    const body = await info(t, token);
    // Newest first; item wins are not jackpot winners.
    expect(body.jackpotWinnerList).toMatchObject([
      { nickname: 'Ju***a', propId: PropId.jackpotMini, bonus: 5_000 },
      { nickname: 'Ju***a', propId: PropId.jackpotMega, bonus: 2_000_000 },
    ]);
    const log = okCall('getPersonJackpotDrawAwardLog', await t.call('getPersonJackpotDrawAwardLog', {}, { token }));
    expect(log.list.map((e: { type: number; bonus: number }) => [e.type, e.bonus])).toEqual([
      [1, 0],
      [2, 5_000],
      [2, 2_000_000],
    ]);
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });

  it('a win never exceeds the pool: capped to what is left, and 0 (recorded, nothing moved) when it is empty', async () => {
    const { userId } = await player('maria1', 'Maria');
    await drainPoolTo(7_000);
    const coin = await coinOf(t, userId);
    expect((await drawAs(t, userId, MAJOR)).draw).toMatchObject({ bonus: 7_000, count: 7_000 });
    expect(await pool()).toBe(0);
    const empty = await drawAs(t, userId, MAJOR);
    expect(empty.draw).toMatchObject({ bonus: 0, count: 0, transferId: null });
    expect(await coinOf(t, userId)).toBe(coin + 7_000);
    expect((await info(t)).jackpotWinnerList).toHaveLength(1);
    expect(await drawsOf(t, userId)).toHaveLength(2);
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });

  it('concurrent tier wins of six players never take the pool below zero: together they pay exactly what it held', async () => {
    const players = await Promise.all(['p1', 'p2', 'p3', 'p4', 'p5', 'p6'].map((name, i) => player(`${name}acct`, `Player${i}`, 10_000)));
    await drainPoolTo(5_000_000);
    const wins = await Promise.all(players.map((p) => drawAs(t, p.userId, MEGA)));
    const paid = wins.map((w) => w.draw.bonus).sort((x, y) => y - x);
    expect(paid).toEqual([2_000_000, 2_000_000, 1_000_000, 0, 0, 0]);
    expect(await pool()).toBe(0);
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });

  it("ranks this month's tier winnings (Manila), biggest first, masked; mine for a ranked player only", async () => {
    const a = await player('anna1', 'Annabelle');
    const b = await player('bert1', 'Bert');
    const c = await player('carl1', 'Carlos');
    const demoToken = await t.loginDemo();
    await drawAs(t, a.userId, MINI, { bonusRoll: 0 }); // 5,000
    await drawAs(t, a.userId, MAJOR, { bonusRoll: 0 }); // 100,000
    await drawAs(t, b.userId, MEGA, { bonusRoll: 0 }); // 500,000
    await drawAs(t, c.userId, MINI, { bonusRoll: 0 }); // 5,000
    await drawAs(t, c.userId, COINS_20); // an item: not ranked
    // Last month's win does not count this month.
    await drawAs(t, c.userId, MEGA, { now: t.deps.now() - 40 * 24 * 3600_000 });

    const all = okCall('getJackpotRank', await t.call('getJackpotRank', {}));
    expect(all).toMatchObject({
      total: 3,
      mine: null,
      list: [
        { rank: 1, nickname: 'Be***t', bonus: 500_000, propId: PropId.jackpotMega },
        { rank: 2, nickname: 'An***e', bonus: 105_000, propId: PropId.jackpotMajor },
        { rank: 3, nickname: 'Ca***s', bonus: 5_000, propId: PropId.jackpotMini },
      ],
    });
    const page2 = okCall('getJackpotRank', await t.call('getJackpotRank', { pageNum: 2, pageSize: 2 }, { token: c.token }));
    expect(page2).toMatchObject({ total: 3, list: [{ rank: 3, bonus: 5_000 }], mine: { rank: 3, nickname: 'Carlos', bonus: 5_000 } });
    expect(okCall('getJackpotRank', await t.call('getJackpotRank', {}, { token: a.token })).mine).toMatchObject({ rank: 2, nickname: 'Annabelle' });
    expect(okCall('getJackpotRank', await t.call('getJackpotRank', {}, { token: demoToken })).mine).toBeNull();
    expect(okCall('getJackpotRank', await t.call('getJackpotRank', { pageNum: 9 })).list).toEqual([]);
  });
});
