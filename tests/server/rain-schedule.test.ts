import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Errcode, MessageKey } from '../../contract/index.ts';
import type { RainScheduleConfig, RainScheduleSlot } from '../../contract/ops/rain.ts';
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/client.ts';
import { consoleCall, expectRefused, newSession, operatorWithSession, query } from './console-helpers.ts';
import { common, databaseKind, TEST_TOTP, testDatabaseUrl, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, snapshot } from './helpers.ts';
import { MINUTE, rainEvents } from './rain-helpers.ts';

/**
 * The rain's daily schedule (docs/rain.md "Daily schedule"): an admin's slots made into ordinary
 * events for today (still to come) and tomorrow, each with its own sealed seed; once per slot and
 * day whatever the processes, a cancelled one not made again, an overlapped one skipped.
 */
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const manila = (ms: number) => new Date(ms + 8 * HOUR).toISOString();
const dayOf = (ms: number) => manila(ms).slice(0, 10);

/** Moves the clock to the next 10:00:00 Manila, so the slots below fall the same way whenever the test runs. */
function atTenManila(t: TestServer): number {
  const now = t.deps.now();
  const today = Date.parse(`${dayOf(now)}T10:00:00+08:00`);
  const target = today > now ? today : today + DAY;
  t.advance(target - now);
  return target;
}

const slot = (time: string, over: Partial<RainScheduleSlot> = {}): RainScheduleSlot => ({ time, durationSeconds: 60, packetCount: 20, budget: 200_00, perPlayerCap: 3, wagering: 1, ...over });
/** 09:00 (gone today), 10:30 and 11:00. */
const SCHEDULE: RainScheduleConfig = { enabled: true, slots: [slot('11:00'), slot('09:00'), slot('10:30', { packetCount: 40, budget: 400_00 })] };

const slotRows = (t: TestServer) =>
  query(t, sql`SELECT id, slot_day, slot_time, state, packet_count, budget, seed, seed_hash ~ '^[0-9a-f]{64}$' AS hashed, seed_sealed LIKE 'v1.%' AS sealed, created_by FROM rain_events WHERE slot_day IS NOT NULL ORDER BY starts_at`);
const auditRows = (t: TestServer) => query(t, sql`SELECT operator, target, before, after FROM console_audit WHERE call = 'consoleRainScheduleSave' ORDER BY id`);
const setSchedule = (t: TestServer, config: RainScheduleConfig) => t.deps.db.execute(sql`UPDATE rain_schedule SET config = ${JSON.stringify(config)}::jsonb WHERE id = 1`);

describe(`red-packet rain: the daily schedule (${databaseKind})`, () => {
  const t = useTestServer();

  it('a save makes today’s remaining slots and tomorrow’s, each sealed with its hash; audited; players see them', async () => {
    const ten = atTenManila(t);
    const today = dayOf(ten);
    const tomorrow = dayOf(ten + DAY);
    const { token } = await operatorWithSession(t, 'rs-admin', 'admin');
    const off = expectOk(await consoleCall(t, 'consoleRainSchedule', {}, { token }));
    expect(off).toMatchObject({ config: { enabled: false, slots: [] }, days: [{ day: today, slots: [] }, { day: tomorrow, slots: [] }], updatedAt: null });

    const view = expectOk(await consoleCall(t, 'consoleRainScheduleSave', SCHEDULE, { token }));
    expect(view.config.slots.map((s: RainScheduleSlot) => s.time)).toEqual(['09:00', '10:30', '11:00']);
    expect(view.updatedBy).toBe('rs-admin');
    const outcomes = (d: { slots: { time: string; outcome: string; state: string | null }[] }) => d.slots.map((s) => [s.time, s.outcome, s.state]);
    expect(outcomes(view.days[0])).toEqual([
      ['09:00', 'past', null],
      ['10:30', 'event', 'scheduled'],
      ['11:00', 'event', 'scheduled'],
    ]);
    expect(outcomes(view.days[1])).toEqual([
      ['09:00', 'event', 'scheduled'],
      ['10:30', 'event', 'scheduled'],
      ['11:00', 'event', 'scheduled'],
    ]);
    const made = await slotRows(t);
    expect(made.map((r) => [r.slot_day, r.slot_time, r.state, r.packet_count, r.hashed, r.sealed, r.seed, r.created_by])).toEqual([
      [today, '10:30', 'scheduled', 40, true, true, null, 'daily schedule'],
      [today, '11:00', 'scheduled', 20, true, true, null, 'daily schedule'],
      [tomorrow, '09:00', 'scheduled', 20, true, true, null, 'daily schedule'],
      [tomorrow, '10:30', 'scheduled', 40, true, true, null, 'daily schedule'],
      [tomorrow, '11:00', 'scheduled', 20, true, true, null, 'daily schedule'],
    ]);
    expect(new Set(made.map((r) => r.id)).size).toBe(5);
    // Each told to every player as scheduled, like a console one.
    const told = await query(t, sql`SELECT (data->>'eventId')::int AS id, data->>'state' AS state FROM live_events WHERE user_id IS NULL AND type = 'rain' ORDER BY id`);
    expect(told).toEqual(made.map((r) => ({ id: r.id, state: 'scheduled' })));
    expect(view.days[0].slots[1].startsAt).toBe(Date.parse(`${today}T10:30:00+08:00`));
    expect(await auditRows(t)).toEqual([{ operator: 'rs-admin', target: 'rain_schedule:1', before: { enabled: false, slots: [] }, after: view.config }]);
    // A second click of Save changes nothing and writes no audit row.
    const before = await snapshot(t);
    expectOk(await consoleCall(t, 'consoleRainScheduleSave', SCHEDULE, { token }));
    expect(await snapshot(t)).toEqual(before);

    // Players see them as any event (the next 24 hours): they open at their time and end with the seed.
    const listed = (await rainEvents(t)).events;
    expect(listed.map((e: { startsAt: number }) => manila(e.startsAt).slice(0, 16))).toEqual([`${today}T10:30`, `${today}T11:00`, `${tomorrow}T09:00`]);
    t.advance(30 * MINUTE);
    expect((await rainEvents(t)).events[0]).toMatchObject({ state: 'open', packetsLeft: 40 });
    t.advance(MINUTE);
    expect((await rainEvents(t)).events[0]).toMatchObject({ state: 'ended', seed: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('a schedule another process saved is made at the next player read, once however many reads come at once', async () => {
    atTenManila(t);
    await setSchedule(t, SCHEDULE);
    await Promise.all(Array.from({ length: 6 }, () => rainEvents(t)));
    expect(await slotRows(t)).toHaveLength(5);
  });

  it('a cancelled slot is not made again; the next Manila day makes the day after’s; off makes nothing new and keeps what is made', async () => {
    const ten = atTenManila(t);
    const { token } = await operatorWithSession(t, 'rs-admin2', 'admin');
    expectOk(await consoleCall(t, 'consoleRainScheduleSave', SCHEDULE, { token }));
    const [first] = await slotRows(t);
    const cancelled = expectOk(await consoleCall(t, 'consoleRainEventCancel', { eventId: first!.id }, { token })).event;
    expect(cancelled.state).toBe('cancelled');
    t.advance(2 * MINUTE);
    await rainEvents(t);
    const view = expectOk(await consoleCall(t, 'consoleRainSchedule', {}, { token }));
    expect(view.days[0].slots[1]).toMatchObject({ time: '10:30', outcome: 'event', eventId: first!.id, state: 'cancelled' });
    expect(await slotRows(t)).toHaveLength(5);

    // A day later: tomorrow's become today's, and the day after's are made (09:00 already gone at 10:02).
    t.advance(DAY);
    await rainEvents(t);
    const later = await slotRows(t);
    expect(later.filter((r) => r.slot_day === dayOf(ten + 2 * DAY)).map((r) => r.slot_time)).toEqual(['09:00', '10:30', '11:00']);
    expect(later).toHaveLength(8);

    // Off: nothing new the day after, what was made stays as it was (a new session: a day has passed).
    const admin = await operatorWithSession(t, 'rs-admin2b', 'admin');
    expectOk(await consoleCall(t, 'consoleRainScheduleSave', { ...SCHEDULE, enabled: false }, { token: admin.token }));
    t.advance(DAY);
    await rainEvents(t);
    const off = await slotRows(t);
    expect(off.map((r) => r.id)).toEqual(later.map((r) => r.id));
    expect(off.filter((r) => r.state === 'scheduled').map((r) => [r.slot_day, r.slot_time])).toEqual([
      [dayOf(ten + 2 * DAY), '10:30'],
      [dayOf(ten + 2 * DAY), '11:00'],
    ]);
    const shown = expectOk(await consoleCall(t, 'consoleRainSchedule', {}, { token: await newSession(t, admin.id) }));
    expect(shown.days[1].slots.map((s: { outcome: string }) => s.outcome)).toEqual(['off', 'off', 'off']);
  });

  it('a one-off event holding a slot’s time skips that slot (shown as such); a one-off over a made slot is refused', async () => {
    const ten = atTenManila(t);
    const { token } = await operatorWithSession(t, 'rs-admin3', 'admin');
    const oneOff = expectOk(await consoleCall(t, 'consoleRainEventCreate', { startsAt: ten + 30 * MINUTE + 30_000, durationSeconds: 60, packetCount: 10, budget: 100_00, perPlayerCap: 3, wagering: 1 }, { token })).event;
    const view = expectOk(await consoleCall(t, 'consoleRainScheduleSave', SCHEDULE, { token }));
    expect(view.days[0].slots[1]).toMatchObject({ time: '10:30', outcome: 'overlaps', eventId: oneOff.eventId, state: 'scheduled' });
    expect(view.days[1].slots[1]).toMatchObject({ time: '10:30', outcome: 'event', state: 'scheduled' });
    expect((await slotRows(t)).map((r) => r.slot_time)).toEqual(['11:00', '09:00', '10:30', '11:00']);
    // The console's overlap check counts the made slots (they are rain events).
    expectError(await consoleCall(t, 'consoleRainEventCreate', { startsAt: ten + HOUR + 30_000, durationSeconds: 60, packetCount: 10, budget: 100_00, perPlayerCap: 3, wagering: 1 }, { token }), {
      status: 400,
      errcode: Errcode.rainEventInvalid,
      field: 'startsAt',
    });
  });

  it('support is refused (403); slots past the limits are a 400, on with no slot, overlapping slots and thin budgets 9505; nothing changes', async () => {
    atTenManila(t);
    const support = await operatorWithSession(t, 'rs-support', 'support');
    const { token } = await operatorWithSession(t, 'rs-admin4', 'admin');
    expectRefused(await consoleCall(t, 'consoleRainScheduleSave', SCHEDULE, { token: support.token }), 403, { msg: MessageKey.consoleRoleRefused });
    expectRefused(await consoleCall(t, 'consoleRainSchedule', {}, { token: support.token }), 403);
    expect(await query(t, sql`SELECT config FROM rain_schedule`)).toEqual([{ config: { enabled: false, slots: [] } }]);
    const before = await snapshot(t);
    const bad: unknown[] = [
      { ...SCHEDULE, slots: Array.from({ length: 13 }, (_, i) => slot(`${String(i).padStart(2, '0')}:00`)) },
      { enabled: true, slots: [slot('24:00')] },
      { enabled: true, slots: [slot('9:00')] },
      { enabled: true, slots: [slot('09:00', { durationSeconds: 601 })] },
      { enabled: true, slots: [slot('09:00', { budget: 200_50 })] },
      { enabled: true, slots: [slot('09:00', { packetCount: 100_001 })] },
      { enabled: true, slots: [{ ...slot('09:00'), startsAt: 1 }] },
      { enabled: 'yes', slots: [] },
    ];
    for (const body of bad) expect((await consoleCall(t, 'consoleRainScheduleSave', body as Record<string, unknown>, { token })).status, JSON.stringify(body)).toBe(400);
    expectError(await consoleCall(t, 'consoleRainScheduleSave', { enabled: true, slots: [slot('12:00'), slot('11:59', { durationSeconds: 61 })] }, { token }), { status: 400, errcode: Errcode.rainEventInvalid, field: 'slots.1.time' });
    expectError(await consoleCall(t, 'consoleRainScheduleSave', { enabled: true, slots: [slot('12:00', { packetCount: 101, budget: 100 })] }, { token }), { status: 400, errcode: Errcode.rainEventInvalid, field: 'slots.0.budget' });
    expectError(await consoleCall(t, 'consoleRainScheduleSave', { enabled: true, slots: [] }, { token }), { status: 400, errcode: Errcode.rainEventInvalid, field: 'enabled' });
    expect(await snapshot(t)).toEqual(before);
  });
});

/** On PostgreSQL, two apps with their own pools (two processes) reading at once make each slot once. */
describe.skipIf(!testDatabaseUrl)('red-packet rain: the daily schedule across two processes on PostgreSQL', () => {
  const t = useTestServer();

  it('makes each slot once', async () => {
    atTenManila(t);
    await setSchedule(t, SCHEDULE);
    const schemaName = ((await t.deps.db.execute(sql`SELECT current_schema() AS s`)) as unknown as { rows: { s: string }[] }).rows[0]!.s;
    const second = await openDatabase({ url: testDatabaseUrl, schemaName, poolSize: 4 });
    const appB = await buildApp({ deps: { ...t.deps, database: second, db: second.db }, totp: TEST_TOTP });
    try {
      const readB = () => appB.inject({ method: 'POST', url: '/app/v1/getRedPacketRainConfig', payload: { ...common } });
      const answers = await Promise.all([rainEvents(t), readB(), rainEvents(t), readB()]);
      expect(answers.map((a) => ('statusCode' in a ? a.statusCode : 200))).toEqual([200, 200, 200, 200]);
      const made = await slotRows(t);
      expect(made).toHaveLength(5);
      expect(new Set(made.map((r) => `${r.slot_day} ${r.slot_time}`)).size).toBe(5);
    } finally {
      await appB.close();
      await second.close();
    }
  });
});
