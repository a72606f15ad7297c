import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ActivityId, Errcode } from '../../contract/index.ts';
import type { ConsolePkRoundInput } from '../../contract/ops/pk.ts';
import { activitiesRepo } from '../../server/activity/index.ts';
import { auditLedger } from '../../server/ledger/audit.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import { advancePk, createPkRound, settlePkRound } from '../../server/pk/index.ts';
import { protectionHook } from '../../server/rewards/index.ts';
import * as schema from '../../server/tables.ts';
import { consoleCall, operatorWithSession } from './console-helpers.ts';
import { newPlayer, play, type Player } from './console-play.ts';
import { fund, FIESTA } from './games-helpers.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, snapshot } from './helpers.ts';

/**
 * Red versus blue (issue 32, docs/pk.md): a camp joined once per round, contributions from valid bets
 * during the round, the round settled exactly once with the pool split pro rata (capped), every
 * refusal a 4xx that changes nothing.
 */
const MINUTE = 60_000;
const rows = async <T = Record<string, any>>(t: TestServer, query: ReturnType<typeof sql>) => ((await t.deps.db.execute(query)) as unknown as { rows: T[] }).rows;

async function scheduleRound(t: TestServer, terms: Partial<ConsolePkRoundInput> & { inMs?: number } = {}): Promise<number> {
  const { inMs = MINUTE, ...rest } = terms;
  const now = t.deps.now();
  const input: ConsolePkRoundInput = { startsAt: now + inMs, durationSeconds: 600, settleDelaySeconds: 60, pool: 10_000_00, capPerPlayer: 50_00, tieRule: 'split', wagering: 1, ...rest };
  return (await t.deps.db.transaction((tx) => createPkRound(tx, input, 'tester', now))).roundId;
}

let ips = 0;
async function player(t: TestServer, tag: string): Promise<Player> {
  ips++;
  return newPlayer(t, `${tag}${ips}`, `10.59.${ips % 250}.${1 + Math.floor(ips / 250)}`);
}

const join = (t: TestServer, p: Player, camp: 'red' | 'blue') => t.call('pkSignUp', { camp }, { token: p.token });
const contributionOf = async (t: TestServer, roundId: number, userId: number) =>
  (await rows<{ c: string }>(t, sql`SELECT contribution::text AS c FROM pk_signups WHERE round_id = ${roundId} AND user_id = ${userId}`))[0]?.c;
const pkGrants = (t: TestServer) => rows<{ n: number; coin: string | null }>(t, sql`SELECT count(*)::int AS n, sum(i.count)::text AS coin FROM reward_grants g JOIN reward_grant_items i ON i.grant_id = g.id WHERE g.activity_id = 59`);

describe(`red versus blue (${databaseKind})`, () => {
  const t = useTestServer({ oneApp: true });
  afterEach(() => {
    protectionHook.check = async () => false;
  });

  it('settles a round of 1,000 synthetic players once, with the hand-computed split; a retried and two concurrent settlements pay nothing more', async () => {
    const roundId = await scheduleRound(t);
    // 1,000 players by one statement; their sign-ups and contributions by another (as 1,000 players' bets would leave them).
    await t.deps.db.execute(sql`
      INSERT INTO users (uuid, account, account_type, nickname, invite_code, birth_date)
      SELECT 'pk-' || i, 'pkbulk' || i, 2, 'P' || i, 'PKB' || i, '1990-01-01' FROM generate_series(1, 1000) AS i`);
    // Red: 50 players of ₱100 and 50 of ₱400 (₱25,000); blue: 900 of ₱20 (₱18,000). Red wins. (Few winners
    // keep the test quick: each is a grant of the rewards engine; the 900 losers still go through the split.)
    await t.deps.db.execute(sql`
      INSERT INTO pk_signups (round_id, user_id, camp, joined_at, contribution)
      SELECT ${roundId}, u.id, CASE WHEN n <= 100 THEN 'red' ELSE 'blue' END, now(), CASE WHEN n <= 50 THEN 10000 WHEN n <= 100 THEN 40000 ELSE 2000 END
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE account LIKE 'pkbulk%') u`);

    t.advance(MINUTE + 600_000); // ended, not yet settled
    await advancePk(t.deps.db, t.deps.now());
    expect(await rows(t, sql`SELECT state FROM pk_rounds WHERE id = ${roundId}`)).toEqual([{ state: 'ended' }]);
    expect(await pkGrants(t)).toEqual([{ n: 0, coin: null }]);

    t.advance(MINUTE);
    // Two processes at the settlement time: one pays.
    await Promise.all([advancePk(t.deps.db, t.deps.now()), settlePkRound(t.deps.db, roundId, t.deps.now())]);
    // By hand: ₱10,000 × 100/25,000 = ₱40 each for 50; ₱10,000 × 400/25,000 = ₱160, capped at ₱50, for 50.
    const paid = 50 * 4000 + 50 * 5000;
    expect(await rows(t, sql`SELECT state, winner, paid::int AS paid, winners FROM pk_rounds WHERE id = ${roundId}`)).toEqual([{ state: 'settled', winner: 'red', paid, winners: 100 }]);
    expect(await pkGrants(t)).toEqual([{ n: 100, coin: String(paid) }]);
    expect(await rows(t, sql`SELECT prize::int AS prize, count(*)::int AS n FROM pk_signups WHERE round_id = ${roundId} GROUP BY prize ORDER BY prize`)).toEqual([
      { prize: 0, n: 900 },
      { prize: 4000, n: 50 },
      { prize: 5000, n: 50 },
    ]);
    const [first] = await rows<{ id: number }>(t, sql`SELECT id FROM users WHERE account = 'pkbulk1'`);
    expect((await playerBalances(t.deps.db, first!.id)).coin).toBe(4000);

    // Again, and twice at once: nothing more is paid.
    expect(await settlePkRound(t.deps.db, roundId, t.deps.now())).toBeUndefined();
    await Promise.all([settlePkRound(t.deps.db, roundId, t.deps.now()), advancePk(t.deps.db, t.deps.now())]);
    expect(await pkGrants(t)).toEqual([{ n: 100, coin: String(paid) }]);
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
    // The settlement told every player (one `pk` event with the winner).
    expect(await rows(t, sql`SELECT data->>'winner' AS winner FROM live_events WHERE type = 'pk' AND data->>'state' = 'settled'`)).toEqual([{ winner: 'red' }]);
  }, 120_000);

  it('50 concurrent sign-ups of one player for both camps leave exactly one camp; the same camp again answers it, the other is 9702', async () => {
    await scheduleRound(t);
    const p = await player(t, 'pkrace');
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => join(t, p, i % 2 ? 'blue' : 'red')));
    const won = answers.filter((r) => r.body.errcode === 0).map((r) => r.body.camp as string);
    expect(new Set(won).size).toBe(1);
    for (const r of answers.filter((x) => x.body.errcode !== 0)) expectError(r, { status: 409, errcode: Errcode.pkOtherCamp });
    expect(await rows(t, sql`SELECT camp FROM pk_signups WHERE user_id = ${p.userId}`)).toEqual([{ camp: won[0] }]);
    const data = expectOk(await t.call('pkData', {}, { token: p.token }));
    expect(data).toMatchObject({ camp: won[0], withheld: false, round: { state: 'scheduled' } });
  }, 60_000);

  it('counts valid bets during the round after joining only: not before the start, not deposits, not after the end, not a protected player', async () => {
    const roundId = await scheduleRound(t, { durationSeconds: 120 });
    const a = await player(t, 'pkbet');
    const b = await player(t, 'pkprot');
    await fund(t, a.userId, 100_00);
    await fund(t, b.userId, 100_00);
    expectOk(await join(t, a, 'red'));
    expectOk(await join(t, b, 'blue'));
    await play(t, a.token, FIESTA, 1, { bet: 200 }); // before the start: nothing
    expect(await contributionOf(t, roundId, a.userId)).toBe('0');

    t.advance(MINUTE);
    const { bets } = await play(t, a.token, FIESTA, 3, { bet: 200 });
    await play(t, a.token, FIESTA, 1, { bet: 100, tryIt: true }); // demo credits are no bet
    await t.deps.db.update(schema.users).set({ totalRecharge: 50_000 }).where(eq(schema.users.id, a.userId));
    expect(await contributionOf(t, roundId, a.userId)).toBe(String(bets));
    // Protected since joining: the bets add nothing.
    protectionHook.check = async (_tx, userId) => userId === b.userId;
    await play(t, b.token, FIESTA, 2, { bet: 200 });
    expect(await contributionOf(t, roundId, b.userId)).toBe('0');
    // The bar moves: one `pk` event with the scores (at most one a second).
    await advancePk(t.deps.db, t.deps.now());
    await advancePk(t.deps.db, t.deps.now());
    expect(await rows(t, sql`SELECT (data->>'red')::int AS red, (data->>'blue')::int AS blue FROM live_events WHERE type = 'pk' AND data->>'state' = 'open' AND (data->>'red')::int > 0`)).toEqual([
      { red: bets, blue: 0 },
    ]);
    const wars = expectOk(await t.call('redWars', {}, { token: a.token }));
    expect(wars).toMatchObject({ roundId, camp: 'red', contribution: bets, rank: 1, campPlayers: 1, projectedPrize: 50_00 });

    t.advance(2 * MINUTE); // after the end
    await play(t, a.token, FIESTA, 1, { bet: 200 });
    expect(await contributionOf(t, roundId, a.userId)).toBe(String(bets));
    t.advance(MINUTE);
    protectionHook.check = async () => false;
    const settled = expectOk(await t.call('pkData', {}, { token: a.token }));
    expect(settled.round).toMatchObject({ state: 'settled', winner: 'red', red: { score: bets, players: 1 }, blue: { score: 0, players: 1 } });
    const history = expectOk(await t.call('redWars', {}, { token: a.token })).history;
    expect(history[0]).toMatchObject({ roundId, winner: 'red', camp: 'red', contribution: bets, prize: 50_00 });
  }, 90_000);

  it('refuses with a 4xx and changes nothing: a stranger, no round, the activity off, a protected player; the console checks its input', async () => {
    const p = await player(t, 'pkno');
    const before = await snapshot(t);
    expectError(await t.call('pkSignUp', { camp: 'red' }), { status: 401, errcode: 401 });
    expectError(await t.call('pkData', {}), { status: 401, errcode: 401 });
    expectError(await join(t, p, 'red'), { status: 409, errcode: Errcode.pkNotOpen, msg: 'errors.pk.notOpen' });
    expectError(await t.call('pkSignUp', { camp: 'green' }, { token: p.token }), { status: 400, errcode: 400 });
    expect(await snapshot(t)).toEqual(before);

    const roundId = await scheduleRound(t);
    const scheduled = await snapshot(t);
    protectionHook.check = async () => true;
    // The rewards engine's refusal, as every promotion answers it (5004).
    expectError(await join(t, p, 'red'), { status: 200, errcode: Errcode.rewardWithheld });
    protectionHook.check = async () => false;
    await activitiesRepo(t.deps.db).setStatus(ActivityId.RedPKBlue, false);
    expectError(await join(t, p, 'blue'), { status: 409, errcode: Errcode.pkNotOpen });
    expect(expectOk(await t.call('pkData', {}, { token: p.token })).round).toBeNull();
    await activitiesRepo(t.deps.db).setStatus(ActivityId.RedPKBlue, true);
    expect(await snapshot(t)).toEqual(scheduled);

    const { token } = await operatorWithSession(t, 'pk-admin', 'admin');
    const call = (name: string, body: Record<string, unknown>) => consoleCall(t, name, body, { token });
    const terms = { startsAt: t.deps.now() + 2 * MINUTE, durationSeconds: 600, settleDelaySeconds: 0, pool: 100_00, capPerPlayer: 10_00, tieRule: 'none', wagering: 0 };
    const quiet = await snapshot(t);
    expectError(await call('consolePkRoundCreate', { ...terms, startsAt: t.deps.now() - 1 }), { status: 400, errcode: Errcode.pkRoundInvalid });
    expectError(await call('consolePkRoundCreate', terms), { status: 400, errcode: Errcode.pkRoundInvalid }); // overlaps the one scheduled
    expectError(await call('consolePkRoundCreate', { ...terms, startsAt: t.deps.now() + 60 * MINUTE, capPerPlayer: 200_00 }), { status: 400, errcode: Errcode.pkRoundInvalid });
    expectError(await call('consolePkRoundUpdate', { ...terms, roundId: 999_999 }), { status: 404, errcode: Errcode.pkRoundNotFound });
    expectError(await call('consolePkRoundCancel', { roundId: 999_999 }), { status: 404, errcode: Errcode.pkRoundNotFound });
    expect(await snapshot(t)).toEqual(quiet);

    // Create, change and cancel with audit rows; a started round cannot be changed (9704).
    const created = expectOk(await call('consolePkRoundCreate', { ...terms, startsAt: t.deps.now() + 60 * MINUTE })).round;
    expect(created).toMatchObject({ state: 'scheduled', pool: 100_00, capPerPlayer: 10_00, tieRule: 'none', createdBy: 'pk-admin' });
    const changed = expectOk(await call('consolePkRoundUpdate', { ...terms, startsAt: t.deps.now() + 60 * MINUTE, pool: 200_00, roundId: created.roundId })).round;
    expect(changed.pool).toBe(200_00);
    expect(expectOk(await call('consolePkRoundCancel', { roundId: created.roundId })).round.state).toBe('cancelled');
    expect(await rows(t, sql`SELECT call, target FROM console_audit WHERE call LIKE 'consolePkRound%' ORDER BY id`)).toEqual([
      { call: 'consolePkRoundCreate', target: `pk_round:${created.roundId}` },
      { call: 'consolePkRoundUpdate', target: `pk_round:${created.roundId}` },
      { call: 'consolePkRoundCancel', target: `pk_round:${created.roundId}` },
    ]);
    t.advance(MINUTE);
    // (The operator's session is touched by the clock's move; the round and the audit are what must stay.)
    const roundsAndAudit = () => rows(t, sql`SELECT (SELECT json_agg(r ORDER BY r.id) FROM pk_rounds r)::text AS rounds, (SELECT count(*)::int FROM console_audit) AS audit`);
    const started = await roundsAndAudit();
    expectError(await call('consolePkRoundCancel', { roundId }), { status: 409, errcode: Errcode.pkRoundStarted });
    expectError(await call('consolePkRoundUpdate', { ...terms, startsAt: t.deps.now() + 5 * MINUTE, roundId }), { status: 409, errcode: Errcode.pkRoundStarted });
    expect(await roundsAndAudit()).toEqual(started);
    const list = expectOk(await call('consolePkRounds', {})).list;
    expect(list.map((r: { state: string }) => r.state).sort()).toEqual(['cancelled', 'open']);
  }, 90_000);
});
