import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { manilaDayOf, manilaDayRange } from '../../server/api/manila-days.ts';
import { consoleCall, expectRefused, operatorWithSession, query } from './console-helpers.ts';
import { decided, depositPaid, newPlayer, play, withdrawalAsked } from './console-play.ts';
import { FIESTA, forceStops, losingStops, PERLAS } from './games-helpers.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { coinOf, expectOk, snapshot } from './helpers.ts';
import { drawAs } from './jackpot-helpers.ts';

const WELCOME = 5000; // the seed's userRegisterCoin: each sign-up's coins, paid from the house bonus account
// Cells of the seed's jackpot board (jackpotAwardConfig).
const COINS_20 = 2;
const POINTS_100 = 3;
const MINI_TIER = 4;
const DIAMONDS_2 = 6;
const zeroHours = () => Array.from({ length: 24 }, (_, hour) => ({ hour, deposits: 0, withdrawals: 0, ggr: 0 }));

async function dashboardOf(t: TestServer, token: string, day?: string) {
  return expectOk(await consoleCall(t, 'consoleDashboard', day === undefined ? {} : { day }, { token })).dashboard;
}

/** Spins that lose (fixed stops on Fiesta): stakes without wins, so the GGR is known exactly. */
async function losingSpins(t: TestServer, token: string, n: number) {
  const restore = forceStops(losingStops());
  try {
    return await play(t, token, FIESTA, n);
  } finally {
    restore();
  }
}

describe(`console dashboard (${databaseKind})`, () => {
  const t = useTestServer();

  it("today's figures are those of real play: sign-ups, active players, deposits, withdrawals, rounds per game, bonus cost, the queue and the hours", async () => {
    // The server's clock held still, so every event falls in one known hour.
    const at = Date.now();
    t.deps.now = () => at;
    const support = await operatorWithSession(t, 'sam', 'support');
    const finance = await operatorWithSession(t, 'fina', 'finance');
    const today = manilaDayOf(at);
    const before = await dashboardOf(t, support.token);
    // The seed's demo player was made today (with its welcome coins), and has done nothing since.
    expect(before).toEqual({
      day: today,
      signUps: 1,
      activePlayers: 0,
      deposits: { count: 0, sum: 0 },
      withdrawals: { count: 0, sum: 0 },
      games: [],
      totals: { rounds: 0, bets: 0, wins: 0, ggr: 0 },
      bonusCost: WELCOME,
      pending: { withdrawals: 0 },
      hours: zeroHours(),
    });

    const ana = await newPlayer(t, 'dashana', '10.1.0.1');
    const ben = await newPlayer(t, 'dashben', '10.1.0.2');
    await depositPaid(t, ana.token, 20_000);
    await depositPaid(t, ben.token, 30_000);
    // A deposit ordered and never paid is no deposit.
    expectOk(await t.call('recharge', { typeId: 1, amount: 10_000, requestId: 'never-paid-1' }, { token: ben.token }));
    const fiesta = await losingSpins(t, ana.token, 3);
    const perlas = await play(t, ana.token, PERLAS, 2);
    // Demo credits are no money: a tryIt round is not counted.
    await play(t, ben.token, FIESTA, 1, { tryIt: true });
    const paidId = await withdrawalAsked(t, ana, 10_000);
    const rejectedId = await withdrawalAsked(t, ben, 12_000);
    await withdrawalAsked(t, ben, 11_000);

    const queued = await dashboardOf(t, support.token);
    expect(queued.pending).toEqual({ withdrawals: 3 });
    expect(queued.withdrawals).toEqual({ count: 0, sum: 0 });
    await decided(t, finance.token, paidId, 'approve');
    await decided(t, finance.token, rejectedId, 'reject');

    const after = await dashboardOf(t, support.token);
    const games = [
      { gameId: FIESTA, name: 'Fiesta sa Baryo', rounds: 3, bets: 600, wins: 0, ggr: 600 },
      { gameId: PERLAS, name: 'Perlas ng Dagat', rounds: 2, bets: perlas.bets, wins: perlas.wins, ggr: perlas.bets - perlas.wins },
    ];
    expect(fiesta).toMatchObject({ bets: 600, wins: 0 });
    const ggr = 600 + perlas.bets - perlas.wins;
    const hour = Number(new Date(at + 8 * 3600_000).toISOString().slice(11, 13));
    const hours = zeroHours();
    hours[hour] = { hour, deposits: 50_000, withdrawals: 10_000, ggr };
    expect(after).toEqual({
      day: today,
      signUps: 3,
      // Ana and Ben signed in (registering), paid, played or asked; the demo player did nothing.
      activePlayers: 2,
      deposits: { count: 2, sum: 50_000 },
      withdrawals: { count: 1, sum: 10_000 },
      games,
      totals: { rounds: 5, bets: 600 + perlas.bets, wins: perlas.wins, ggr },
      bonusCost: 3 * WELCOME,
      pending: { withdrawals: 1 },
      hours,
    });
    // The same figures for the day named, and again (nothing is kept between calls).
    expect(await dashboardOf(t, support.token, today)).toEqual(after);
    // The ledger agrees: what the bonus account paid, and what the games' house accounts took and gave.
    const [bonus] = await query(t, sql`SELECT coalesce(sum(-e.amount), 0)::bigint AS paid FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.owner_id IS NULL AND a.kind LIKE 'house:signup_bonus%' AND e.amount < 0`);
    expect(Number(bonus!.paid)).toBe(after.bonusCost);
    // The day before and after: nothing.
    const { start } = manilaDayRange(today);
    const yesterday = manilaDayOf(start.getTime() - 1);
    expect(await dashboardOf(t, support.token, yesterday)).toMatchObject({ day: yesterday, signUps: 0, activePlayers: 0, deposits: { count: 0, sum: 0 }, games: [], bonusCost: 0, pending: { withdrawals: 1 }, hours: zeroHours() });
  });

  it('a Manila day is [00:00, 24:00) Manila time: an event at 23:59:59 counts for that day, one at 00:00:00 for the next', async () => {
    const today = manilaDayOf(Date.now());
    const midnight = manilaDayRange(today).end.getTime();
    const tomorrow = manilaDayOf(midnight);
    // The server's clock, held still at each instant while the play happens.
    let at = midnight - 1000;
    t.deps.now = () => at;
    const support = await operatorWithSession(t, 'sam', 'support');
    const finance = await operatorWithSession(t, 'fina', 'finance');

    const late = await newPlayer(t, 'lateana', '10.2.0.1');
    await depositPaid(t, late.token, 20_000);
    await losingSpins(t, late.token, 1);
    await decided(t, finance.token, await withdrawalAsked(t, late, 10_000));

    at = midnight;
    const early = await newPlayer(t, 'earlyben', '10.2.0.2');
    await depositPaid(t, early.token, 30_000);
    await losingSpins(t, early.token, 2);
    await decided(t, finance.token, await withdrawalAsked(t, early, 20_000));
    // Yesterday's player opens the app after midnight without signing in: the session's use counts them today.
    at = midnight + 120_000;
    expectOk(await t.call('refreshData', {}, { token: late.token }));
    // Registration and ledger entries are stamped by the database's clock, which a test cannot move:
    // those rows are put at the instants the server's clock said.
    for (const [player, instant] of [
      [late, midnight - 1000],
      [early, midnight],
    ] as const) {
      const iso = new Date(instant).toISOString();
      await t.deps.db.execute(sql`UPDATE users SET created_at = ${iso}::timestamptz WHERE id = ${player.userId}`);
      await t.deps.db.execute(sql`UPDATE ledger_entries SET created_at = ${iso}::timestamptz WHERE transfer_id = (SELECT id FROM ledger_transfers WHERE idempotency_key = ${`signup_bonus:${player.userId}`})`);
    }

    const lateHours = zeroHours();
    lateHours[23] = { hour: 23, deposits: 20_000, withdrawals: 10_000, ggr: 200 };
    expect(await dashboardOf(t, support.token, today)).toEqual({
      day: today,
      // The seed's demo player was made today too, with its welcome coins.
      signUps: 2,
      activePlayers: 1,
      deposits: { count: 1, sum: 20_000 },
      withdrawals: { count: 1, sum: 10_000 },
      games: [{ gameId: FIESTA, name: 'Fiesta sa Baryo', rounds: 1, bets: 200, wins: 0, ggr: 200 }],
      totals: { rounds: 1, bets: 200, wins: 0, ggr: 200 },
      bonusCost: 2 * WELCOME,
      pending: { withdrawals: 0 },
      hours: lateHours,
    });
    const earlyHours = zeroHours();
    earlyHours[0] = { hour: 0, deposits: 30_000, withdrawals: 20_000, ggr: 400 };
    const next = {
      day: tomorrow,
      signUps: 1,
      activePlayers: 2,
      deposits: { count: 1, sum: 30_000 },
      withdrawals: { count: 1, sum: 20_000 },
      games: [{ gameId: FIESTA, name: 'Fiesta sa Baryo', rounds: 2, bets: 400, wins: 0, ggr: 400 }],
      totals: { rounds: 2, bets: 400, wins: 0, ggr: 400 },
      bonusCost: WELCOME,
      pending: { withdrawals: 0 },
      hours: earlyHours,
    };
    expect(await dashboardOf(t, support.token, tomorrow)).toEqual(next);
    // Without a day, "today" is the server clock's Manila day: now the new one.
    expect(await dashboardOf(t, support.token)).toEqual(next);
  });

  it('bonus cost is what the bonus accounts paid out: welcome coins, coin prizes and jackpot tier wins, not points or diamonds', async () => {
    const support = await operatorWithSession(t, 'sam', 'support');
    const before = await dashboardOf(t, support.token);
    const ana = await newPlayer(t, 'luckyana', '10.1.1.1');
    // Chances come with a deposit; then the board lands where the test says (the same code path as the call).
    await depositPaid(t, ana.token, 50_000);
    const coinBefore = await coinOf(t, ana.userId);
    expect((await drawAs(t, ana.userId, MINI_TIER, { bonusRoll: 0 })).draw).toMatchObject({ count: 5_000 });
    expect((await drawAs(t, ana.userId, COINS_20)).draw).toMatchObject({ count: 2_000 });
    await drawAs(t, ana.userId, POINTS_100);
    await drawAs(t, ana.userId, DIAMONDS_2);
    expect(await coinOf(t, ana.userId)).toBe(coinBefore + 7_000);
    const after = await dashboardOf(t, support.token);
    expect(after.bonusCost - before.bonusCost).toBe(WELCOME + 5_000 + 2_000);
    expect(after.deposits).toEqual({ count: 1, sum: 50_000 });
  });

  it('a day that is not a calendar day is a 400 naming it and changes nothing; a player token is refused', async () => {
    const admin = await operatorWithSession(t, 'ada', 'admin');
    const before = await snapshot(t);
    for (const day of ['2026-02-30', '2026-13-01', '26-01-01', 'today', '', '2019-12-31', 1, null]) {
      expectRefused(await consoleCall(t, 'consoleDashboard', { day }, { token: admin.token }), 400, { field: 'day' });
    }
    expectRefused(await consoleCall(t, 'consoleDashboard', { day: '2026-01-01', extra: 1 }, { token: admin.token }), 400, { field: 'extra' });
    expect(await snapshot(t)).toEqual(before);
    const player = await t.loginDemo();
    const afterLogin = await snapshot(t);
    expectRefused(await consoleCall(t, 'consoleDashboard', {}, { token: player }), 401);
    expect(await snapshot(t)).toEqual(afterLogin);
  });
});
