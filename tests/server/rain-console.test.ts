import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { Errcode, MessageKey } from '../../contract/index.ts';
import { consoleCall, expectRefused, operatorWithSession, query } from './console-helpers.ts';
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/client.ts';
import { databaseKind, TEST_TOTP, testDatabaseUrl, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, snapshot } from './helpers.ts';
import { openStream, readyOf, type TestStream } from './live-client.ts';
import { startRainTicker } from '../../server/rain/index.ts';
import { MINUTE, rainEvents, rainPlayer, tap } from './rain-helpers.ts';

/**
 * The rain in the console and on the live channel (docs/rain.md "Console", "Live"): admins schedule,
 * change and cancel events before they open (audited, before and after), see each event's outcome;
 * every signed-in player's stream hears the schedule, the change, the opening, the end and a cancel.
 */
const terms = (t: TestServer, inMs = MINUTE) => ({ startsAt: t.deps.now() + inMs, durationSeconds: 60, packetCount: 20, budget: 200_00, perPlayerCap: 3, wagering: 1 });
const auditRows = (t: TestServer, call: string) => query(t, sql`SELECT operator, target, before, after FROM console_audit WHERE call = ${call} ORDER BY id`);

describe(`red-packet rain: the console (${databaseKind})`, () => {
  const t = useTestServer();

  it('a stranger is a 401, support and finance 403 before the body is read; nothing is written', async () => {
    const support = await operatorWithSession(t, 'rn-support', 'support');
    const finance = await operatorWithSession(t, 'rn-finance', 'finance');
    for (const call of ['consoleRainEvents', 'consoleRainEventCreate', 'consoleRainEventUpdate', 'consoleRainEventCancel'] as const) {
      expectRefused(await consoleCall(t, call, { not: 'a body' }), 401);
      expectRefused(await consoleCall(t, call, { not: 'a body' }, { token: support.token }), 403, { msg: MessageKey.consoleRoleRefused });
      expectRefused(await consoleCall(t, call, { not: 'a body' }, { token: finance.token }), 403, { msg: MessageKey.consoleRoleRefused });
    }
    expect(await query(t, sql`SELECT count(*)::int AS n FROM rain_events`)).toEqual([{ n: 0 }]);
  });

  it('schedules, changes and cancels with an audit row each; refuses the past, overlaps, thin budgets, started and unknown events, changing nothing', async () => {
    const { token } = await operatorWithSession(t, 'rn-admin', 'admin');
    const call = (name: string, body: Record<string, unknown>) => consoleCall(t, name, body, { token });
    const created = expectOk(await call('consoleRainEventCreate', terms(t))).event;
    expect(created).toMatchObject({ state: 'scheduled', durationSeconds: 60, packetCount: 20, budget: 200_00, perPlayerCap: 3, wagering: 1, packetsTaken: 0, paid: 0, players: 0, createdBy: 'rn-admin', seedHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(created.endsAt - created.startsAt).toBe(60_000);
    expect(await auditRows(t, 'consoleRainEventCreate')).toEqual([{ operator: 'rn-admin', target: `rain_event:${created.eventId}`, before: null, after: created }]);
    // The sealed seed is no column the console sees, nor is it in the clear.
    expect(await query(t, sql`SELECT seed, seed_sealed LIKE 'v1.%' AS sealed FROM rain_events`)).toEqual([{ seed: null, sealed: true }]);

    const before = await snapshot(t);
    expectError(await call('consoleRainEventCreate', { ...terms(t), startsAt: t.deps.now() - 1 }), { status: 400, errcode: Errcode.rainEventInvalid, field: 'startsAt', msg: 'errors.console.rainEventInvalid' });
    expectError(await call('consoleRainEventCreate', { ...terms(t, MINUTE + 30_000) }), { status: 400, errcode: Errcode.rainEventInvalid, field: 'startsAt' });
    expectError(await call('consoleRainEventCreate', { ...terms(t), startsAt: 9_000_000_000_000_000 }), { status: 400, errcode: Errcode.rainEventInvalid, field: 'startsAt' });
    expectError(await call('consoleRainEventCreate', { ...terms(t, 5 * MINUTE), packetCount: 201, budget: 200 }), { status: 400, errcode: Errcode.rainEventInvalid, field: 'budget' });
    expectRefused(await call('consoleRainEventCreate', { ...terms(t, 5 * MINUTE), budget: 150 }), 400, { field: 'budget' });
    expectError(await call('consoleRainEventUpdate', { ...terms(t, 5 * MINUTE), eventId: 999 }), { status: 404, errcode: Errcode.rainEventNotFound });
    expectError(await call('consoleRainEventCancel', { eventId: 999 }), { status: 404, errcode: Errcode.rainEventNotFound });
    expect(await snapshot(t)).toEqual(before);

    // A change moves it later and makes it bigger; its own old time is no overlap.
    const changed = expectOk(await call('consoleRainEventUpdate', { ...terms(t, 2 * MINUTE), eventId: created.eventId, packetCount: 40, budget: 400_00 })).event;
    expect(changed).toMatchObject({ eventId: created.eventId, packetCount: 40, budget: 400_00, seedHash: created.seedHash, state: 'scheduled' });
    const [audit] = await auditRows(t, 'consoleRainEventUpdate');
    expect(audit).toMatchObject({ target: `rain_event:${created.eventId}`, before: { packetCount: 20, budget: 200_00, startsAt: created.startsAt }, after: { packetCount: 40, budget: 400_00 } });

    // A second event later the same day; then the first is cancelled.
    const second = expectOk(await call('consoleRainEventCreate', terms(t, 10 * MINUTE))).event;
    const cancelled = expectOk(await call('consoleRainEventCancel', { eventId: created.eventId })).event;
    expect(cancelled).toMatchObject({ eventId: created.eventId, state: 'cancelled' });
    expect(await auditRows(t, 'consoleRainEventCancel')).toEqual([{ operator: 'rn-admin', target: `rain_event:${created.eventId}`, before: expect.objectContaining({ state: 'scheduled' }), after: cancelled }]);
    expectError(await call('consoleRainEventCancel', { eventId: created.eventId }), { status: 409, errcode: Errcode.rainEventStarted, msg: 'errors.console.rainEventStarted' });
    // A cancelled event's time is free again.
    expectOk(await call('consoleRainEventCreate', terms(t, 2 * MINUTE)));

    // Started: neither changed nor cancelled; its outcome shows in the list once players tap.
    t.advance(10 * MINUTE);
    const p = await rainPlayer(t, 'console');
    const q = await rainPlayer(t, 'console');
    expectOk(await tap(t, p, second.eventId, 1));
    expectOk(await tap(t, p, second.eventId, 2));
    expectOk(await tap(t, q, second.eventId, 1));
    expectError(await call('consoleRainEventUpdate', { ...terms(t, MINUTE), eventId: second.eventId }), { status: 409, errcode: Errcode.rainEventStarted });
    expectError(await call('consoleRainEventCancel', { eventId: second.eventId }), { status: 409, errcode: Errcode.rainEventStarted });
    const { list, total } = expectOk(await call('consoleRainEvents', { pageNum: 1, pageSize: 10 }));
    expect(total).toBe(3);
    const paid = (await query(t, sql`SELECT sum(amount)::int AS paid FROM rain_packets WHERE event_id = ${second.eventId} AND claimed_by IS NOT NULL`))[0]!.paid;
    expect(list[0]).toMatchObject({ eventId: second.eventId, state: 'open', packetsTaken: 3, players: 2, paid });
    expect(list.map((e: { state: string }) => e.state)).toEqual(['open', 'ended', 'cancelled']);
  });
});

describe(`red-packet rain: the live broadcast (${databaseKind})`, () => {
  const t = useTestServer();
  const opened: TestStream[] = [];
  afterEach(() => {
    for (const s of opened.splice(0)) s.close();
  });
  const listen = async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  };
  const stream = async (base: string, token: string, lastEventId?: number) => {
    const s = await openStream(base, '/app/v1/live', { token, lastEventId });
    opened.push(s);
    await s.waitFor((x) => readyOf(x) !== undefined);
    return s;
  };
  const rainOf = (s: TestStream) => s.events().filter((e) => e.data.type === 'rain').map((e) => e.data);

  it("reaches every signed-in player's stream on schedule, change, opening, end and cancel, and is replayed after Last-Event-ID", async () => {
    const base = await listen();
    const { token: admin } = await operatorWithSession(t, 'rn-live', 'admin');
    const a = await rainPlayer(t, 'livea');
    const b = await rainPlayer(t, 'liveb');
    const onA = await stream(base, a.token);
    const onB = await stream(base, b.token);

    const created = expectOk(await consoleCall(t, 'consoleRainEventCreate', terms(t), { token: admin })).event;
    const scheduled = { type: 'rain', eventId: created.eventId, state: 'scheduled', startsAt: created.startsAt, endsAt: created.endsAt };
    await onA.waitFor((x) => rainOf(x).length >= 1);
    await onB.waitFor((x) => rainOf(x).length >= 1);
    expect(rainOf(onA)).toEqual([scheduled]);
    expect(rainOf(onB)).toEqual([scheduled]);
    const lastSeen = onB.events().at(-1)!.id;
    onB.close();

    // The first call after the start opens it (any player's, or the ticker's): both hear it.
    t.advance(MINUTE);
    expect((await rainEvents(t)).events[0].state).toBe('open');
    await onA.waitFor((x) => rainOf(x).length >= 2);
    expect(rainOf(onA)[1]).toEqual({ ...scheduled, state: 'open' });
    // The end with no call at all: the ticker (start.ts runs it every second in every process) makes it.
    const errors: unknown[] = [];
    const stopTicker = startRainTicker(t.deps.db, t.deps.now, { error: (obj) => errors.push(obj) }, 50);
    t.advance(MINUTE);
    await onA.waitFor((x) => rainOf(x).length >= 3);
    await stopTicker();
    expect(errors).toEqual([]);
    expect(rainOf(onA)[2]).toEqual({ ...scheduled, state: 'ended' });

    // B comes back with its last id: the opening and the end are replayed to it, complete.
    const again = await stream(base, b.token, lastSeen);
    expect(rainOf(again)).toEqual([
      { ...scheduled, state: 'open' },
      { ...scheduled, state: 'ended' },
    ]);
    expect(JSON.parse(readyOf(again)!.data)).toEqual({ complete: true });

    // A later event changed, then cancelled.
    const next = expectOk(await consoleCall(t, 'consoleRainEventCreate', terms(t, 5 * MINUTE), { token: admin })).event;
    expectOk(await consoleCall(t, 'consoleRainEventUpdate', { ...terms(t), startsAt: next.startsAt + MINUTE, eventId: next.eventId }, { token: admin }));
    expectOk(await consoleCall(t, 'consoleRainEventCancel', { eventId: next.eventId }, { token: admin }));
    await again.waitFor((x) => rainOf(x).length >= 5);
    expect(rainOf(again).slice(2).map((e) => [e.eventId, e.state, e.startsAt])).toEqual([
      [next.eventId, 'scheduled', next.startsAt],
      [next.eventId, 'scheduled', next.startsAt + MINUTE],
      [next.eventId, 'cancelled', next.startsAt + MINUTE],
    ]);
    await onA.waitFor((x) => rainOf(x).length >= 6);
    expect(rainOf(onA).slice(1)).toEqual(rainOf(again));
  });
});

/** On PostgreSQL, a second app with its own pool and LISTEN (a second process): the broadcast reaches a stream it holds. */
describe.skipIf(!testDatabaseUrl)('red-packet rain: the broadcast across two API processes on PostgreSQL', () => {
  const t = useTestServer();

  it('an event scheduled through one app reaches the streams the other holds, once', async () => {
    const schemaName = ((await t.deps.db.execute(sql`SELECT current_schema() AS s`)) as unknown as { rows: { s: string }[] }).rows[0]!.s;
    const second = await openDatabase({ url: testDatabaseUrl, schemaName, poolSize: 2 });
    const appB = await buildApp({ deps: { ...t.deps, database: second, db: second.db }, totp: TEST_TOTP });
    const streams: TestStream[] = [];
    try {
      await appB.listen({ port: 0, host: '127.0.0.1' });
      const address = appB.server.address();
      const baseB = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const players = [await rainPlayer(t, 'twoa'), await rainPlayer(t, 'twob')];
      for (const p of players) {
        const s = await openStream(baseB, '/app/v1/live', { token: p.token });
        streams.push(s);
        await s.waitFor((x) => readyOf(x) !== undefined);
      }
      const { token: admin } = await operatorWithSession(t, 'rn-two', 'admin');
      const created = expectOk(await consoleCall(t, 'consoleRainEventCreate', terms(t), { token: admin })).event;
      for (const s of streams) await s.waitFor((x) => x.events().length >= 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      for (const s of streams) expect(s.events().map((e) => e.data)).toEqual([{ type: 'rain', eventId: created.eventId, state: 'scheduled', startsAt: created.startsAt, endsAt: created.endsAt }]);
    } finally {
      for (const s of streams) s.close();
      await appB.close();
      await second.close();
    }
  });
});
