import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ActivityId, Errcode } from '../../contract/index.ts';
import { activitiesRepo } from '../../server/activity/index.ts';
import * as schema from '../../server/tables.ts';
import { validBetBoard } from '../../server/games/index.ts';
import { boardPeriod } from '../../server/rank/index.ts';
import { databaseKind, smallSamples, useTestServer, type TestServer } from './harness.ts';
import { expectError } from './helpers.ts';
import { fund, okCall } from './games-helpers.ts';
import { newPlayer, type Player } from './console-play.ts';
import { spins } from './vip-helpers.ts';

const MANILA = 8 * 3600_000;
const DAY = 24 * 3600_000;

type Row = { rank: number; nickname: string; validBet: number; me: boolean };
const board = async (t: TestServer, body: Record<string, unknown>, token?: string) => okCall('rankList', await t.call('rankList', { period: 'day', ...body }, token ? { token } : {}));
const rowsOf = (answer: Record<string, any>) => (answer.list as Row[]).map((row) => [row.rank, row.nickname, row.validBet, row.me]);

let ips = 0;
async function player(t: TestServer, account: string): Promise<Player> {
  ips++;
  const p = await newPlayer(t, account, `10.46.${ips % 250}.${1 + Math.floor(ips / 250)}`);
  await fund(t, p.userId, 100_000);
  return p;
}

/** Moves the server clock to `msBefore` before the next Monday 00:00 in Manila; answers that instant. */
function advanceToBeforeMonday(t: TestServer, msBefore: number): number {
  const now = t.deps.now();
  const day = Math.floor((now + MANILA) / DAY);
  const nextMonday = (day - ((((day + 3) % 7) + 7) % 7) + 7) * DAY - MANILA;
  t.advance(nextMonday - msBefore - now);
  return nextMonday;
}

describe(`rank: the board (${databaseKind})`, () => {
  const t = useTestServer();

  it('orders players by valid bets of real spins (tryIt never counts), masks names but the player’s own, answers the own place', async () => {
    const ana = await player(t, 'anamaria');
    const ben = await player(t, 'benjamin');
    const cora = await player(t, 'corazon');
    const idle = await player(t, 'idleplayer');
    await spins(t, ana.token, 3, 1000);
    await spins(t, ben.token, 5, 1000);
    await spins(t, cora.token, 1, 1000);
    await spins(t, cora.token, 9, 1000, 101, true); // demo credits

    const seenByAna = await board(t, {}, ana.token);
    expect(rowsOf(seenByAna)).toEqual([
      [1, 'be***n', 5000, false],
      [2, 'anamaria', 3000, true],
      [3, 'co***n', 1000, false],
    ]);
    expect(seenByAna).toMatchObject({ period: 'day', total: 3, mine: { rank: 2, validBet: 3000 } });
    const p = boardPeriod('day', t.deps.now());
    expect(seenByAna).toMatchObject({ periodKey: p.key, start: p.start, end: p.end });
    expect(p.end - p.start).toBe(DAY);

    // The week holds the same bets; a player with none has no place; a visitor sees every name masked.
    expect(rowsOf(await board(t, { period: 'week' }, ben.token))).toEqual([
      [1, 'benjamin', 5000, true],
      [2, 'an***a', 3000, false],
      [3, 'co***n', 1000, false],
    ]);
    expect(await board(t, {}, idle.token)).toMatchObject({ total: 3, mine: null });
    const visitor = await board(t, {});
    expect(rowsOf(visitor).map((row) => row[1])).toEqual(['be***n', 'an***a', 'co***n']);
    expect(visitor.mine).toBeNull();
  });

  it('ties go to the lower player id; pages are contiguous; the own place is answered off the page', async () => {
    const players: Player[] = [];
    for (let i = 0; i < 25; i++) players.push(await player(t, `tier${String(i).padStart(2, '0')}`));
    const today = boardPeriod('day', t.deps.now()).fromDay;
    // Bets by fives: 25 players in five groups of equal valid bets, written straight into the bet totals.
    await t.deps.db.insert(schema.gameBetDays).values(players.map((p, i) => ({ userId: p.userId, day: today, bet: 0, validBet: (5 - Math.floor(i / 5)) * 10_000, win: 0, count: 1 })));
    // An older day and a row of no valid bet are not on today's board.
    await t.deps.db.insert(schema.gameBetDays).values({ userId: players[24]!.userId, day: '2020-01-01', bet: 0, validBet: 999_900, win: 0, count: 1 });

    const me = players[22]!;
    const pages = [];
    for (const pageNum of [1, 2, 3]) pages.push(await board(t, { pageNum }, me.token));
    expect(pages.map((page) => page.list.length)).toEqual([10, 10, 5]);
    const all = pages.flatMap((page) => page.list as Row[]);
    expect(all.map((row) => row.rank)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    // The order is the players' order (ids ascend within each group of equal bets).
    expect(all.map((row) => row.validBet)).toEqual(players.map((_, i) => (5 - Math.floor(i / 5)) * 10_000));
    expect(all[22]).toMatchObject({ nickname: 'tier22', me: true });
    for (const page of pages) expect(page).toMatchObject({ total: 25, mine: { rank: 23, validBet: 10_000 } });
    expect(pages[0]!.list.some((row: Row) => row.me)).toBe(false);

    // Beyond the end: no rows, the size still said. Page sizes 1…20.
    expect(await board(t, { pageNum: 4 }, me.token)).toMatchObject({ list: [], total: 25, mine: { rank: 23 } });
    expect((await board(t, { pageSize: 20, pageNum: 2 })).list.map((row: Row) => row.rank)).toEqual([21, 22, 23, 24, 25]);
    expectError(await t.call('rankList', { period: 'day', pageSize: 21 }), { status: 400, errcode: Errcode.invalidParams, field: 'pageSize' });
    expectError(await t.call('rankList', { period: 'month' }), { status: 400, errcode: Errcode.invalidParams, field: 'period' });
    expectError(await t.call('rankList', { period: 'day', pageNum: 0 }), { status: 400, errcode: Errcode.invalidParams, field: 'pageNum' });
  });

  it('a day is a Manila day and a week runs Monday 00:00 to Monday 00:00 (Manila)', async () => {
    // The players are made on Sunday: from earlier in the week the move would outlast their sessions (3 days idle).
    const monday = advanceToBeforeMonday(t, 60_000);
    const ana = await player(t, 'anaweek');
    const ben = await player(t, 'benweek');
    // Sunday 23:59:55 in Manila (the server's clock runs on while the test works: a few seconds' room).
    t.advance(monday - 5000 - t.deps.now());
    await spins(t, ana.token, 1, 1000);
    expect(t.deps.now()).toBeLessThan(monday);
    const sunday = await board(t, {}, ana.token);
    expect(rowsOf(sunday)).toEqual([[1, 'anaweek', 1000, true]]);
    const lastWeek = await board(t, { period: 'week' }, ana.token);
    expect(rowsOf(lastWeek)).toEqual([[1, 'anaweek', 1000, true]]);

    t.advance(monday - t.deps.now()); // Monday 00:00:00
    await spins(t, ben.token, 2, 1000);
    const mondayBoard = await board(t, {}, ana.token);
    expect(rowsOf(mondayBoard)).toEqual([[1, 'be***k', 2000, false]]);
    expect(mondayBoard.mine).toBeNull();
    const thisWeek = await board(t, { period: 'week' }, ana.token);
    expect(rowsOf(thisWeek)).toEqual([[1, 'be***k', 2000, false]]);
    expect(thisWeek.start).toBe(monday);
    expect(thisWeek.start).toBe(lastWeek.end);
    expect(thisWeek.end - thisWeek.start).toBe(7 * DAY);
    expect(thisWeek.periodKey).not.toBe(lastWeek.periodKey);

    // Later in the week, the days add up; the day board shows only its day.
    await spins(t, ana.token, 1, 1000);
    t.advance(DAY);
    await spins(t, ana.token, 2, 1000);
    expect(rowsOf(await board(t, {}, ana.token))).toEqual([[1, 'anaweek', 2000, true]]);
    expect(rowsOf(await board(t, { period: 'week' }, ana.token))).toEqual([
      [1, 'anaweek', 3000, true],
      [2, 'be***k', 2000, false],
    ]);
  });

  it('a visitor sees it while unloginShowStatus allows (401 otherwise); switched off it is 5006 for everyone', async () => {
    const ana = await player(t, 'anavisit');
    await spins(t, ana.token, 1, 1000);
    expect(rowsOf(await board(t, {}))).toEqual([[1, 'an***t', 1000, false]]);
    // A stale token counts as a visitor.
    expect((await board(t, {}, 'not-a-token')).mine).toBeNull();

    await t.deps.db.update(schema.activities).set({ unloginShowStatus: false }).where(sql`type = ${ActivityId.Rank}`);
    expectError(await t.call('rankList', { period: 'day' }), { status: 401, errcode: Errcode.unauthorized });
    expect((await board(t, {}, ana.token)).mine).toEqual({ rank: 1, validBet: 1000 });

    await activitiesRepo(t.deps.db).setStatus(ActivityId.Rank, false);
    expectError(await t.call('rankList', { period: 'day' }), { status: 200, errcode: Errcode.activityNotRunning });
    expectError(await t.call('rankList', { period: 'week' }, { token: ana.token }), { status: 200, errcode: Errcode.activityNotRunning });
  });
});

describe(`rank: cost with many players (${databaseKind})`, () => {
  const t = useTestServer();

  // A volume figure (300,000 rows): PostgreSQL's run; CI's PGlite run beside it proves the board's rows with the tests above.
  it.skipIf(smallSamples)('5,000 players’ days: the week board and the own place read only the week’s rows, through the day index', async () => {
    const PLAYERS = 5000;
    const HISTORY = 60;
    await t.deps.db.execute(sql`
      INSERT INTO users (uuid, account, account_type, nickname, invite_code, birth_date)
      SELECT 'bench-' || g, 'bench' || g, 2, 'Bench' || g, 'BENCH' || g, '1990-01-01' FROM generate_series(1, ${PLAYERS}) g`);
    const week = boardPeriod('week', t.deps.now());
    // Every player bets on each of 60 days up to the week's last: 300,000 rows, 35,000 of them this week.
    const last = Math.floor(Date.parse(`${week.toDay}T00:00:00Z`) / DAY);
    await t.deps.db.execute(sql`
      INSERT INTO game_bet_days (user_id, day, bet, valid_bet, win, count)
      SELECT u.id, to_char(to_timestamp((${last} - d) * 86400) AT TIME ZONE 'UTC', 'YYYY-MM-DD'), 0, ((u.id * 7919 + d * 104729) % 100000) * 100, 0, 1
      FROM users u CROSS JOIN generate_series(0, ${HISTORY - 1}) d WHERE u.account LIKE 'bench%'`);
    await t.deps.db.execute(sql`ANALYZE game_bet_days`);
    const [middle] = await t.deps.db.execute(sql`SELECT id FROM users WHERE account = 'bench2500'`).then((r) => ((r as unknown as { rows?: { id: number }[] }).rows ?? (r as unknown as { id: number }[])));

    const timed = async (q: Parameters<typeof validBetBoard>[1]) => {
      const started = performance.now();
      const answer = await validBetBoard(t.deps.db, q);
      return { answer, ms: performance.now() - started };
    };
    const base = { fromDay: week.fromDay, toDay: week.toDay, offset: 0, limit: 10 };
    await timed({ ...base, userId: null }); // warm
    const weekTop = await timed({ ...base, userId: Number(middle!.id) });
    const weekDeep = await timed({ ...base, offset: 4990, userId: Number(middle!.id) });
    const dayTop = await timed({ ...base, fromDay: week.toDay, userId: Number(middle!.id) });
    expect(weekTop.answer.total).toBe(PLAYERS);
    expect(weekTop.answer.rows).toHaveLength(10);
    expect(weekDeep.answer.rows.map((row) => row.rank)).toEqual([4991, 4992, 4993, 4994, 4995, 4996, 4997, 4998, 4999, 5000]);
    expect(weekTop.answer.mine).toMatchObject({ userId: Number(middle!.id) });
    for (let i = 1; i < weekTop.answer.rows.length; i++) expect(weekTop.answer.rows[i - 1]!.validBet).toBeGreaterThanOrEqual(weekTop.answer.rows[i]!.validBet);

    // The plan reads the days through game_bet_days_day_idx (never the 60 days of history in full).
    const plan = await t.deps.db.execute(sql`EXPLAIN SELECT user_id, sum(valid_bet) FROM game_bet_days WHERE day >= ${week.fromDay} AND day <= ${week.toDay} AND valid_bet > 0 GROUP BY user_id`);
    const text = JSON.stringify(plan);
    console.info(`rank bench (${databaseKind}): ${PLAYERS} players × ${HISTORY} days; week page 1 + own place ${weekTop.ms.toFixed(1)} ms, week last page ${weekDeep.ms.toFixed(1)} ms, day page 1 + own place ${dayTop.ms.toFixed(1)} ms`);
    expect(text).toContain('game_bet_days_day_idx');
    expect(weekTop.ms).toBeLessThan(2000);
  }, 120_000);
});
