import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ActivityId, Errcode } from '../../contract/index.ts';
import type { ConsoleTournamentInput } from '../../contract/ops/tournament.ts';
import { activitiesRepo } from '../../server/activity/index.ts';
import { evaluate, gridAt } from '../../server/games/house/engine.ts';
import { fiesta } from '../../server/games/house/themes.ts';
import { auditLedger } from '../../server/ledger/audit.ts';
import { auditBooks } from '../../server/ops/audit.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import { protectionHook } from '../../server/rewards/index.ts';
import { advanceTournaments, createTournament, endTournament, spinScore } from '../../server/tournament/index.ts';
import { consoleCall, operatorWithSession, query } from './console-helpers.ts';
import { newPlayer, type Player } from './console-play.ts';
import { FIESTA, forceStops, fund, losingStops, PERLAS, spinCall, start } from './games-helpers.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk } from './helpers.ts';

/**
 * The slot tournament (issue 32, docs/tournament.md): settled house-slot spins during its time enter
 * it, the board ranks by the configured measure with ties to whoever reached the score first, and its
 * end pays the top places once through the rewards engine, even when two processes end it at once.
 */

const MINUTE = 60_000;
let ips = 0;

async function player(t: TestServer, tag: string): Promise<Player> {
  ips++;
  const p = await newPlayer(t, `tn${tag}${ips}`, `10.79.${ips % 250}.${1 + Math.floor(ips / 250)}`);
  await fund(t, p.userId, 10_000_00);
  return p;
}

async function schedule(t: TestServer, terms: Partial<ConsoleTournamentInput> = {}): Promise<number> {
  const now = t.deps.now();
  const input: ConsoleTournamentInput = { startsAt: now + MINUTE, endsAt: now + 11 * MINUTE, measure: 'multiplier', gameIds: [FIESTA], minBet: 200, prizes: [300_00, 200_00, 100_00], wagering: 2, ...terms };
  return (await t.deps.db.transaction((tx) => createTournament(tx, input, 'tester', now))).tournamentId;
}

/** Two fiesta stop sets whose wins at ₱2 differ (both above zero), the smaller first, found by walking stop sets in a fixed order. */
function twoWins(): { small: { stops: number[]; win: number }; big: { stops: number[]; win: number } } {
  const lengths = fiesta.strips.map((s) => s.length);
  let first: { stops: number[]; win: number } | undefined;
  for (let n = 0; n < 200_000; n++) {
    const stops = lengths.map((len, reel) => (n * (reel * 7 + 3) + Math.floor(n / (reel + 1))) % len);
    const { win } = evaluate(fiesta, gridAt(fiesta, stops), 200);
    if (win <= 0) continue;
    if (!first) first = { stops, win };
    else if (win !== first.win) return win > first.win ? { small: first, big: { stops, win } } : { small: { stops, win }, big: first };
  }
  throw new Error('no two different wins');
}

/** One real spin of `gameId` at `bet` landing on `stops`. */
async function spinOn(t: TestServer, p: Player, stops: number[], bet = 200, gameId = FIESTA) {
  const session = await start(t, p.token, gameId);
  const restore = forceStops(stops);
  try {
    return expectOk(await spinCall(t, p.token, session.sessionId as string, bet));
  } finally {
    restore();
  }
}

const info = async (t: TestServer, token?: string) => expectOk(await t.call('slotTournament', {}, { token }));

describe(`slot tournament (${databaseKind})`, () => {
  const t = useTestServer();
  afterEach(() => {
    protectionHook.check = async () => false;
  });

  it('ranks the best multiplier (ties to the first to reach it), counts only covered slots at the stake floor during its time, and pays the top three once when two ends race', async () => {
    const id = await schedule(t);
    const { small, big } = twoWins();
    const [a, b, c, d, e] = [await player(t, 'ta'), await player(t, 'tb'), await player(t, 'tc'), await player(t, 'td'), await player(t, 'te')];
    // Before the start: not counted.
    await spinOn(t, c, big.stops);
    t.advance(MINUTE);
    await spinOn(t, a, small.stops); // a reaches small's multiple first
    t.advance(1000);
    await spinOn(t, b, small.stops, 500); // the same multiple at ₱5, later: below a
    await spinOn(t, b, losingStops()); // a loss does not lower the best
    t.advance(1000);
    await spinOn(t, c, big.stops);
    await spinOn(t, d, big.stops, 100); // under the ₱2 floor: not entered
    await spinOn(t, e, big.stops, 200, PERLAS); // a slot the tournament does not cover
    // Hand check: the multiple is the win over the stake in hundredths, floored.
    const smallScore = Math.floor((small.win * 100) / 200);
    const bigScore = Math.floor((big.win * 100) / 200);
    expect(spinScore('multiplier', { bet: 500, win: (small.win * 500) / 200 })).toBe(smallScore);

    const seen = await info(t, b.token);
    expect(seen.current).toMatchObject({ tournamentId: id, state: 'running', measure: 'multiplier', entrants: 3, me: { place: 3, score: smallScore, prize: 100_00 } });
    expect(seen.current.board.map((r: { score: number }) => r.score)).toEqual([bigScore, smallScore, smallScore]);
    expect(seen.current.board.map((r: { nickname: string }) => r.nickname)).toEqual([c, a, b].map((p) => `${p.account.slice(0, 2)}***${p.account.at(-1)}`));
    expect((await info(t)).current.me).toBeNull();

    // After the end a spin does not count; then two processes end it at the same moment: one pays.
    t.advance(10 * MINUTE);
    await spinOn(t, d, big.stops, 1000);
    const before = await Promise.all([a, b, c].map(async (p) => (await playerBalances(t.deps.db, p.userId)).coin));
    const ended = await Promise.all([endTournament(t.deps.db, id, t.deps.now()), endTournament(t.deps.db, id, t.deps.now()), advanceTournaments(t.deps.db, t.deps.now())]);
    expect(ended.slice(0, 2).filter(Boolean)).toHaveLength(1);
    const after = await Promise.all([a, b, c].map(async (p) => (await playerBalances(t.deps.db, p.userId)).coin));
    expect(after.map((coin, i) => coin - before[i]!)).toEqual([200_00, 100_00, 300_00]);
    expect(await query(t, sql`SELECT user_id, place, prize::int AS prize FROM tournament_results WHERE tournament_id = ${id} ORDER BY place`)).toEqual([
      { user_id: c.userId, place: 1, prize: 300_00 },
      { user_id: a.userId, place: 2, prize: 200_00 },
      { user_id: b.userId, place: 3, prize: 100_00 },
    ]);
    expect(await query(t, sql`SELECT count(*)::int AS n, sum(w.turnover)::int AS turnover FROM reward_grants g JOIN reward_wagering w ON w.grant_id = g.id WHERE g.activity_id = ${ActivityId.SlotTournament}`)).toEqual([
      { n: 3, turnover: 2 * 600_00 },
    ]);
    // Once more (a ticker, a call): nothing paid again.
    await advanceTournaments(t.deps.db, t.deps.now() + MINUTE);
    expect((await query(t, sql`SELECT count(*)::int AS n FROM reward_grants WHERE activity_id = ${ActivityId.SlotTournament}`))[0]).toEqual({ n: 3 });

    const last = (await info(t, a.token)).last;
    expect(last).toMatchObject({ tournamentId: id, state: 'ended', me: { place: 2, prize: 200_00 } });
    expect(last.board).toHaveLength(3);
    const log = expectOk(await t.call('slotTournamentLog', {}, { token: a.token }));
    expect(log).toMatchObject({ total: 1, list: [{ tournamentId: id, place: 2, score: smallScore, prize: 200_00, measure: 'multiplier' }] });
    expect(expectOk(await t.call('activityAwardGetLog', { activityId: ActivityId.SlotTournament, pageSize: 20 }, { token: c.token })).list).toHaveLength(1);
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
    expect((await auditBooks(t.deps.db)).problems.filter((problem) => problem.check.startsWith('tournament'))).toEqual([]);
  });

  it('totals valid bets (ties to the first to reach the total); a protected player never enters, and one protected by the end gives their place to the next', async () => {
    const id = await schedule(t, { measure: 'validBet', prizes: [100_00, 50_00], minBet: 100 });
    const [a, b, c, p] = [await player(t, 'va'), await player(t, 'vb'), await player(t, 'vc'), await player(t, 'vp')];
    const lose = losingStops();
    protectionHook.check = async (_tx, userId) => userId === p.userId;
    t.advance(MINUTE);
    await spinOn(t, b, lose, 500); // b: 500 first
    t.advance(1000);
    await spinOn(t, a, lose, 200);
    await spinOn(t, a, lose, 200);
    await spinOn(t, a, lose, 100); // a: 500 later
    await spinOn(t, c, lose, 1000); // c: 1000
    await spinOn(t, p, lose, 5000); // protected: not entered
    const seen = await info(t, a.token);
    expect(seen.current.board.map((r: { score: number }) => r.score)).toEqual([1000, 500, 500]);
    expect(seen.current.me).toMatchObject({ place: 3, score: 500, prize: 0 });
    expect(seen.current.entrants).toBe(3);

    // c is protected by the end: b and a take the two prizes.
    protectionHook.check = async (_tx, userId) => userId === p.userId || userId === c.userId;
    t.advance(10 * MINUTE);
    await advanceTournaments(t.deps.db, t.deps.now());
    expect(await query(t, sql`SELECT user_id, place, score::int AS score, prize::int AS prize FROM tournament_results WHERE tournament_id = ${id} ORDER BY place`)).toEqual([
      { user_id: b.userId, place: 1, score: 500, prize: 100_00 },
      { user_id: a.userId, place: 2, score: 500, prize: 50_00 },
    ]);
  });

  it('switched off: no entries and nothing listed; the console schedules, refuses (9901-9903) and audits', async () => {
    const { token } = await operatorWithSession(t, 'tadmin', 'admin');
    const call = (name: string, body: Record<string, unknown>) => consoleCall(t, name, body, { token });
    const now = t.deps.now();
    const terms = { startsAt: now + MINUTE, endsAt: now + 31 * MINUTE, measure: 'multiplier', gameIds: [FIESTA, PERLAS], minBet: 100, prizes: [500_00, 100_00], wagering: 1 };
    expectError(await call('consoleTournamentCreate', { ...terms, startsAt: now - 1 }), { status: 400, errcode: Errcode.tournamentInvalid, field: 'startsAt' });
    expectError(await call('consoleTournamentCreate', { ...terms, gameIds: [9999] }), { status: 400, errcode: Errcode.tournamentInvalid, field: 'gameIds.0' });
    expectError(await call('consoleTournamentCreate', { ...terms, prizes: [100_00, 500_00] }), { status: 400, errcode: Errcode.tournamentInvalid, field: 'prizes.1' });
    expectError(await call('consoleTournamentCreate', { ...terms, endsAt: terms.startsAt + MINUTE }), { status: 400, errcode: Errcode.tournamentInvalid, field: 'endsAt' });
    const created = expectOk(await call('consoleTournamentCreate', terms)).tournament;
    expect(created).toMatchObject({ state: 'scheduled', entrants: 0, paid: 0, createdBy: 'tadmin' });
    expectError(await call('consoleTournamentCreate', { ...terms, startsAt: now + 2 * MINUTE }), { status: 400, errcode: Errcode.tournamentInvalid, field: 'startsAt' });
    expect(expectOk(await call('consoleTournamentUpdate', { ...terms, prizes: [800_00], tournamentId: created.tournamentId })).tournament.prizes).toEqual([800_00]);
    expect(await query(t, sql`SELECT call, target FROM console_audit WHERE call LIKE 'consoleTournament%' ORDER BY id`)).toEqual([
      { call: 'consoleTournamentCreate', target: `tournament:${created.tournamentId}` },
      { call: 'consoleTournamentUpdate', target: `tournament:${created.tournamentId}` },
    ]);
    expectError(await call('consoleTournamentCancel', { tournamentId: 999_999 }), { status: 404, errcode: Errcode.tournamentNotFound });

    // Both activities are listed with their sort and visibility: the tournament to visitors too, the bank promotion to players only.
    const p = await player(t, 'off');
    const ids = async (playerToken?: string) => expectOk(await t.call('getActivityIds', {}, { token: playerToken })).activityIds as number[];
    expect(await ids()).toContain(ActivityId.SlotTournament);
    expect(await ids()).not.toContain(ActivityId.BankPromo);
    expect(await ids(p.token)).toEqual(expect.arrayContaining([ActivityId.SlotTournament, ActivityId.BankPromo]));
    const listed = expectOk(await t.call('activityGetStatusList', {}, { token: p.token })).list as { type: number; sort: number }[];
    expect(listed.find((a) => a.type === ActivityId.SlotTournament)).toMatchObject({ sort: 49, unloginShowStatus: true });
    await activitiesRepo(t.deps.db).setStatus(ActivityId.SlotTournament, false);
    expect(await ids(p.token)).not.toContain(ActivityId.SlotTournament);
    t.advance(MINUTE);
    await spinOn(t, p, losingStops());
    expect(await info(t, p.token)).toMatchObject({ running: false, current: null, last: null });
    expect((await query(t, sql`SELECT count(*)::int AS n FROM tournament_entries`))[0]).toEqual({ n: 0 });
    expectError(await call('consoleTournamentUpdate', { ...terms, tournamentId: created.tournamentId }), { status: 409, errcode: Errcode.tournamentStarted });
    expect(expectOk(await call('consoleTournaments', {})).list[0]).toMatchObject({ tournamentId: created.tournamentId, state: 'running' });
  });
});
