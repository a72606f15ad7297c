import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { weightedDraw } from '../../contract/fairness/algorithm.ts';
import { MessageKey } from '../../contract/index.ts';
import { ConsoleMessageKey } from '../../contract/ops/index.ts';
import { drawFair } from '../../server/fairness/index.ts';
import { consoleCall, expectRefused, newSession, operatorWithSession, query } from './console-helpers.ts';
import { FIESTA, fund, spinCall, start } from './games-helpers.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectOk } from './helpers.ts';

const HOUR = 3_600_000;
const DEMO_PLAYER = 1;

/** One jackpot draw of the demo player at the server's now, as the jackpot draws (drawFair, the player's row locked). */
const drawJackpot = (t: TestServer, demo = false) =>
  t.deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${DEMO_PLAYER} FOR UPDATE`);
    const drawn = await drawFair(tx, { userId: DEMO_PLAYER, tableKey: 'jackpot', now: t.deps.now(), demo }, (stream, table) => weightedDraw(stream, table.weighted!.entries));
    return { version: drawn.table.version, index: drawn.outcome.index! };
  });

const versionsOf = async (t: TestServer) => (await query(t, sql`SELECT version, effective_from, created_by FROM fair_tables WHERE key = 'jackpot' ORDER BY version`)).length;
const auditRows = (t: TestServer) => query(t, sql`SELECT operator, call, target, before, after, reason FROM console_audit WHERE call LIKE 'consoleFair%' OR call = 'consolePendingChangeDecide' ORDER BY id`);

/** The jackpot's entries with every weight doubled but Mega's (so the new version is told apart). */
async function newWeights(t: TestServer, token: string) {
  const table = expectOk(await consoleCall(t, 'consoleFairTable', { key: 'jackpot' }, { token }));
  return (table.entries as { id: number; weight: number }[]).map((e) => ({ id: e.id, weight: e.id === 1 ? e.weight : e.weight * 2 }));
}

describe(`the odds in the console: roles (${databaseKind})`, () => {
  const t = useTestServer();

  it('a stranger is a 401, support a 403 on every odds call, compliance reads but cannot change; nothing changes', async () => {
    const support = await operatorWithSession(t, 'sam', 'support');
    const compliance = await operatorWithSession(t, 'cora', 'compliance');
    const body = { key: 'jackpot', weights: [{ id: 1, weight: 2 }], effectiveFrom: t.deps.now() + HOUR, reason: 'probe' };
    expectRefused(await consoleCall(t, 'consoleFairTableAdd', body), 401);
    expectRefused(await consoleCall(t, 'consoleFairTableAdd', body, { token: 'not-a-token' }), 401);
    for (const call of ['consoleFairTables', 'consoleFairTable', 'consoleFairReport', 'consoleFairTableAdd'] as const) {
      expectRefused(await consoleCall(t, call, call === 'consoleFairTableAdd' ? body : { key: 'jackpot', from: 0, to: 1 }, { token: support.token }), 403, { msg: MessageKey.consoleRoleRefused });
    }
    expectRefused(await consoleCall(t, 'consoleFairTableAdd', body, { token: compliance.token }), 403, { msg: MessageKey.consoleRoleRefused });
    const tables = expectOk(await consoleCall(t, 'consoleFairTables', {}, { token: compliance.token }));
    expect(tables.tables.map((row: { key: string }) => row.key)).toEqual(expect.arrayContaining(['jackpot', `slot:${FIESTA}`]));
    expect(await versionsOf(t)).toBe(1);
    // The refusals are audited as refusals (docs/console.md), nothing else.
    expect((await query(t, sql`SELECT operator, target FROM console_audit WHERE call LIKE 'consoleFair%'`)).every((r) => r.target === 'refused')).toBe(true);
  });
});

describe(`new odds: proposed, approved by a second admin, effective from a time to come, never retroactive (${databaseKind})`, () => {
  const t = useTestServer();

  it('draws before the start use version 1, after it version 2; the audit names both admins; the report counts the draws', async () => {
    const ana = await operatorWithSession(t, 'ana', 'admin');
    const ben = await operatorWithSession(t, 'ben', 'admin');
    const weights = await newWeights(t, ana.token);
    const opened = t.deps.now();
    const startsAt = opened + HOUR;

    const proposed = expectOk(await consoleCall(t, 'consoleFairTableAdd', { key: 'jackpot', weights, effectiveFrom: startsAt, reason: 'fewer small prizes' }, { token: ana.token }));
    const id = proposed.pendingChange.id as number;
    expect(proposed.pendingChange).toMatchObject({ kind: 'fairTable', target: 'jackpot', status: 'pending', proposedBy: 'ana', value: { effectiveFrom: startsAt } });
    expect(await versionsOf(t)).toBe(1);
    // A second proposal of the table waits; the proposer cannot approve.
    expectRefused(await consoleCall(t, 'consoleFairTableAdd', { key: 'jackpot', weights, effectiveFrom: startsAt, reason: 'again' }, { token: ben.token }), 409, { msg: MessageKey.consoleChangePending });
    expectRefused(await consoleCall(t, 'consolePendingChangeDecide', { id, decision: 'approve', reason: 'mine' }, { token: ana.token }), 403, { msg: MessageKey.consoleOwnChange });
    expect(expectOk(await consoleCall(t, 'consoleFairTables', {}, { token: ben.token })).pendingChanges).toHaveLength(1);

    const approved = expectOk(await consoleCall(t, 'consolePendingChangeDecide', { id, decision: 'approve', reason: 'agreed' }, { token: ben.token }));
    expect(approved.change).toMatchObject({ id, status: 'approved', decidedBy: 'ben' });
    const listed = expectOk(await consoleCall(t, 'consoleFairTables', {}, { token: ana.token }));
    const jackpot = listed.tables.find((row: { key: string }) => row.key === 'jackpot');
    expect(jackpot.versions).toEqual([
      { version: 1, effectiveFrom: 0, createdBy: 'release', inForce: true },
      { version: 2, effectiveFrom: startsAt, createdBy: 'ben', inForce: false },
    ]);
    expect(listed.pendingChanges).toEqual([]);
    const v2 = expectOk(await consoleCall(t, 'consoleFairTable', { key: 'jackpot', version: 2 }, { token: ana.token }));
    expect(v2.entries.map((e: { id: number; weight: number }) => ({ id: e.id, weight: e.weight }))).toEqual(weights);
    expect(v2.entries.reduce((s: number, e: { probability: number }) => s + e.probability, 0)).toBeCloseTo(1, 12);

    // Before the start: version 1 (real and demo); from the start on: version 2.
    const before = [await drawJackpot(t), await drawJackpot(t), await drawJackpot(t, true)];
    t.advance(HOUR);
    // A console session ends after 30 idle minutes: a new one.
    ana.token = await newSession(t, ana.id);
    const after = [await drawJackpot(t), await drawJackpot(t, true), await drawJackpot(t, true)];
    expect(before.map((d) => d.version)).toEqual([1, 1, 1]);
    expect(after.map((d) => d.version)).toEqual([2, 2, 2]);
    expect(expectOk(await consoleCall(t, 'consoleFairTable', { key: 'jackpot' }, { token: ana.token })).table.version).toBe(2);

    const report = expectOk(await consoleCall(t, 'consoleFairReport', { key: 'jackpot', from: opened - HOUR, to: t.deps.now() + 1 }, { token: ana.token })).report;
    expect(report.versions.map((v: { version: number; real: number; demo: number }) => [v.version, v.real, v.demo])).toEqual([
      [1, 2, 1],
      [2, 1, 2],
    ]);
    for (const [block, draws] of [
      [report.versions[0], before],
      [report.versions[1], after],
    ] as const) {
      const entries = v2.table.weighted.entries as { id: number }[];
      for (const e of block.entries as { id: number; observed: number; expected: number; probability: number }[]) {
        expect(e.observed).toBe(draws.filter((d) => entries[d.index]!.id === e.id).length);
        expect(e.expected).toBeCloseTo(e.probability * 3, 12);
      }
      expect(block.tests).toHaveLength(1);
    }
    expect(report.rtp).toBeNull();

    // The 409 of the second proposal writes nothing; the 403 is a refusal's row (docs/console.md).
    expect(await auditRows(t)).toEqual([
      { operator: 'ana', call: 'consoleFairTableAdd', target: `change:${id}`, before: { version: 1, weights: expect.any(Object) }, after: { effectiveFrom: startsAt, weights: Object.fromEntries(weights.map((w) => [String(w.id), w.weight])) }, reason: 'fewer small prizes' },
      { operator: 'ana', call: 'consolePendingChangeDecide', target: 'refused', before: null, after: { refused: MessageKey.consoleOwnChange }, reason: null },
      { operator: 'ben', call: 'consolePendingChangeDecide', target: 'fairTable:jackpot', before: { version: 1, weights: expect.any(Object) }, after: { version: 2, effectiveFrom: startsAt, weights: Object.fromEntries(weights.map((w) => [String(w.id), w.weight])) }, reason: 'agreed' },
    ]);
  });

  it('a past start, other ids, reels and unknown tables are refused and change nothing; an approval after the start has passed too', async () => {
    const ana = await operatorWithSession(t, 'ana', 'admin');
    const ben = await operatorWithSession(t, 'ben', 'admin');
    const weights = await newWeights(t, ana.token);
    const now = t.deps.now();
    const add = (body: Record<string, unknown>) => consoleCall(t, 'consoleFairTableAdd', { key: 'jackpot', weights, effectiveFrom: now + HOUR, reason: 'test', ...body }, { token: ana.token });
    expectRefused(await add({ effectiveFrom: now - 1 }), 400, { field: 'effectiveFrom', msg: ConsoleMessageKey.fairEffectivePast });
    expectRefused(await add({ effectiveFrom: now + 400 * 24 * HOUR }), 400, { field: 'effectiveFrom', msg: ConsoleMessageKey.fairEffectiveTooFar });
    expectRefused(await add({ weights: weights.slice(1) }), 400, { field: 'weights', msg: ConsoleMessageKey.fairWeightsMismatch });
    expectRefused(await add({ weights: [...weights.slice(1), { id: 999, weight: 1 }] }), 400, { field: 'weights', msg: ConsoleMessageKey.fairWeightsMismatch });
    expectRefused(await add({ weights: [...weights, weights[0]] }), 400, { field: 'weights', msg: ConsoleMessageKey.fairWeightsMismatch });
    expectRefused(await add({ weights: weights.map((w) => ({ ...w, weight: 0 })) }), 400, { field: 'weights.0.weight' });
    expectRefused(await add({ key: `slot:${FIESTA}` }), 409, { msg: ConsoleMessageKey.fairReelsByRelease });
    expectRefused(await add({ key: 'nothing' }), 404, { msg: ConsoleMessageKey.fairTableNotFound });
    expect(await versionsOf(t)).toBe(1);
    expect(await query(t, sql`SELECT id FROM console_pending_changes`)).toEqual([]);
    expect(await auditRows(t)).toEqual([]);

    // Proposed for 10 minutes ahead, approved an hour later: refused, nothing written, still pending.
    const proposed = expectOk(await add({ effectiveFrom: now + 600_000 }));
    t.advance(HOUR);
    expectRefused(await consoleCall(t, 'consolePendingChangeDecide', { id: proposed.pendingChange.id, decision: 'approve', reason: 'late' }, { token: await newSession(t, ben.id) }), 400, { msg: ConsoleMessageKey.fairEffectivePast });
    expect(await versionsOf(t)).toBe(1);
    expect((await query(t, sql`SELECT status FROM console_pending_changes`))[0]!.status).toBe('pending');
    expect((await auditRows(t)).map((r) => r.call)).toEqual(['consoleFairTableAdd']);
    expect((await drawJackpot(t)).version).toBe(1);
  });
});

describe(`the report of a slot: draws per reel, real and demo, and its return against the configured (${databaseKind})`, () => {
  const t = useTestServer();

  it('counts every spin of the test and its bets and wins', async () => {
    const compliance = await operatorWithSession(t, 'cora', 'compliance');
    const opened = t.deps.now();
    const token = await t.loginDemo();
    await fund(t, DEMO_PLAYER, 100_000);
    const real = await start(t, token, FIESTA);
    for (let i = 0; i < 6; i += 1) expectOk(await spinCall(t, token, real.sessionId as string));
    const demo = await start(t, token, FIESTA, true);
    for (let i = 0; i < 4; i += 1) expectOk(await spinCall(t, token, demo.sessionId as string));
    const rounds = (await query(t, sql`SELECT coalesce(sum(bet), 0)::bigint AS bets, coalesce(sum(win), 0)::bigint AS wins, count(*)::int AS n FROM game_rounds WHERE game_id = ${FIESTA} AND try_it = false AND status = 'settled'`))[0]!;
    const stops = (await query(t, sql`SELECT outcome, demo FROM fair_draws WHERE table_key = ${`slot:${FIESTA}`}`)) as { outcome: { stops: number[] }; demo: boolean }[];
    expect(stops.filter((d) => !d.demo)).toHaveLength(6);
    expect(stops.filter((d) => d.demo)).toHaveLength(4);

    const report = expectOk(await consoleCall(t, 'consoleFairReport', { key: `slot:${FIESTA}`, from: opened - HOUR, to: t.deps.now() + 1 }, { token: compliance.token })).report;
    expect(report.versions).toHaveLength(1);
    const [block] = report.versions;
    expect([block.real, block.demo]).toEqual([6, 4]);
    const table = expectOk(await consoleCall(t, 'consoleFairTable', { key: `slot:${FIESTA}`, version: block.version }, { token: compliance.token })).table;
    for (let reel = 0; reel < 5; reel += 1) {
      const line = block.entries.filter((e: { reel: number }) => e.reel === reel) as { id: number; real: number; demo: number }[];
      for (const e of line) {
        const landed = (isDemo: boolean) => stops.filter((d) => d.demo === isDemo && table.reels.strips[reel][d.outcome.stops[reel]!] === e.id).length;
        expect([e.real, e.demo]).toEqual([landed(false), landed(true)]);
      }
      expect(line.reduce((s, e) => s + e.real + e.demo, 0)).toBe(10);
    }
    expect(block.tests).toHaveLength(5);
    expect(report.rtp).toEqual({
      rounds: rounds.n,
      bets: Number(rounds.bets),
      wins: Number(rounds.wins),
      observedBps: Math.round((Number(rounds.wins) * 10_000) / Number(rounds.bets)),
      configuredBps: 9600,
    });
    expectRefused(await consoleCall(t, 'consoleFairReport', { key: `slot:${FIESTA}`, from: opened, to: opened }, { token: compliance.token }), 400, { field: 'to', msg: ConsoleMessageKey.fairReportRange });
    expectRefused(await consoleCall(t, 'consoleFairReport', { key: `slot:${FIESTA}`, from: opened, to: opened + 100 * 24 * HOUR }, { token: compliance.token }), 400, { field: 'to' });
  });
});
