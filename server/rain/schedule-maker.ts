import { eq, inArray, sql } from 'drizzle-orm';
import { Errcode } from '../../contract/index.ts';
import { rainScheduleConfigSchema, type RainScheduleConfig, type RainScheduleSlotDay } from '../../contract/ops/rain.ts';
import { ApiError } from '../api/errors.ts';
import type { Db, Executor } from '../db/client.ts';
import { publishLiveAll } from '../live/index.ts';
import { newRainSeed, rainLiveEvent } from './opener.ts';
import { RAIN_SCHEDULE_LOCK, rainRepo, type RainEventRow } from './repo.ts';
import { dayEvents, manilaDay, nextManilaDay, scheduleRefusal } from './schedule.ts';
import { rainEvents, rainSchedule } from './schema.ts';

/**
 * The daily schedule made into events (docs/rain.md "Daily schedule"). Each slot becomes, for today
 * (if its start is still to come) and tomorrow, an ordinary `rain_events` row with its own sealed seed
 * and committed hash, so claims, opening, broadcasts and the reveal apply unchanged. Rows are keyed
 * by (slot_day, slot_time), unique: a second process inserting the same slot does nothing, and a
 * cancelled slot is not made again. A slot whose time another non-cancelled event holds is skipped.
 * A save changes what is made from then on; events already made keep their terms (the console's
 * list changes or cancels them one by one).
 */

/** The `created_by` of a row the schedule made. */
export const SCHEDULE_MAKER = 'daily schedule';
const OFF: RainScheduleConfig = { enabled: false, slots: [] };
const EVERY_MS = 60_000;

export async function readRainSchedule(db: Executor): Promise<{ config: RainScheduleConfig; updatedAt: number | null; updatedBy: string | null }> {
  const [row] = await db.select().from(rainSchedule).where(eq(rainSchedule.id, 1));
  // A row a schema change left unreadable makes nothing (and the console shows it off) rather than failing every call.
  const parsed = rainScheduleConfigSchema.safeParse(row?.config);
  return { config: parsed.success ? parsed.data : OFF, updatedAt: row?.updatedAt?.getTime() ?? null, updatedBy: row?.updatedBy ?? null };
}

/** Today's and tomorrow's Manila days at `now`. */
const daysAt = (now: number) => {
  const today = manilaDay(now);
  return [today, nextManilaDay(today)];
};

const keyOf = (day: string, time: string) => `${day} ${time}`;

async function slotRows(db: Executor, days: string[]): Promise<Map<string, RainEventRow>> {
  const rows = await db.select().from(rainEvents).where(inArray(rainEvents.slotDay, days));
  return new Map(rows.map((r) => [keyOf(r.slotDay!, r.slotTime!), r]));
}

/**
 * Makes the rows of today's slots still to come and tomorrow's, in one transaction holding the
 * schedule's advisory lock (as a console create does, so the overlap check is exact); each insert
 * `ON CONFLICT DO NOTHING` on the slot's key besides. Every row made is broadcast as scheduled.
 * Answers how many it made.
 */
export async function makeScheduledRain(db: Db, now: number): Promise<number> {
  lastRun.set(db, now);
  const { config } = await readRainSchedule(db);
  if (!config.enabled || config.slots.length === 0) return 0;
  const days = daysAt(now);
  const wanted = days.flatMap((day) => dayEvents(day, config.slots)).filter((e) => e.startsAt > now);
  const existing = await slotRows(db, days);
  // The usual pass: every slot made already (or past); one read, no lock.
  const missing = wanted.filter((e) => !existing.has(keyOf(e.day, e.time)));
  if (missing.length === 0) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${RAIN_SCHEDULE_LOCK})`);
    const repo = rainRepo(tx);
    let made = 0;
    for (const slot of missing) {
      const startsAt = new Date(slot.startsAt);
      const endsAt = new Date(slot.endsAt);
      if (await repo.overlapping(startsAt, endsAt)) continue;
      const [row] = await tx
        .insert(rainEvents)
        .values({
          startsAt,
          endsAt,
          packetCount: slot.packetCount,
          budget: slot.budget,
          perPlayerCap: slot.perPlayerCap,
          wagering: slot.wagering,
          ...newRainSeed(),
          state: 'scheduled',
          createdBy: SCHEDULE_MAKER,
          createdAt: new Date(now),
          slotDay: slot.day,
          slotTime: slot.time,
        })
        .onConflictDoNothing({ target: [rainEvents.slotDay, rainEvents.slotTime] })
        .returning();
      if (!row) continue;
      made++;
      await publishLiveAll(tx, rainLiveEvent(row));
    }
    return made;
  });
}

/** When this process last made the schedule's rows, per database (a test's new app starts afresh). */
const lastRun = new WeakMap<object, number>();

/**
 * advanceRain's call (every player call, tap and ticker pass): at most once a minute per process. A
 * save makes the rows itself at once; another process picks the change up within the minute, and the
 * day after tomorrow's rows within a minute of Manila's midnight.
 */
export async function makeScheduledRainNow(db: Db, now: number): Promise<void> {
  const last = lastRun.get(db);
  if (last !== undefined && Math.abs(now - last) < EVERY_MS) return;
  await makeScheduledRain(db, now);
}

/** The schedule and, for today and tomorrow, each slot's event or why it has none (after making what is due). */
export async function consoleRainScheduleView(db: Db, now: number) {
  await makeScheduledRain(db, now);
  const { config, updatedAt, updatedBy } = await readRainSchedule(db);
  const days = daysAt(now);
  const existing = await slotRows(db, days);
  const repo = rainRepo(db);
  const out: { day: string; slots: RainScheduleSlotDay[] }[] = [];
  for (const day of days) {
    const slots: RainScheduleSlotDay[] = [];
    for (const slot of dayEvents(day, config.slots)) {
      const base = { time: slot.time, startsAt: slot.startsAt, endsAt: slot.endsAt };
      const row = existing.get(keyOf(day, slot.time));
      if (row) {
        slots.push({ ...base, outcome: 'event', eventId: row.id, state: row.state as RainScheduleSlotDay['state'] });
        continue;
      }
      const other = await repo.overlapping(new Date(slot.startsAt), new Date(slot.endsAt));
      if (slot.startsAt <= now) slots.push({ ...base, outcome: 'past', eventId: null, state: null });
      else if (other) slots.push({ ...base, outcome: 'overlaps', eventId: other.id, state: other.state as RainScheduleSlotDay['state'] });
      else slots.push({ ...base, outcome: config.enabled ? 'pending' : 'off', eventId: null, state: null });
    }
    out.push({ day, slots });
  }
  return { config, days: out, updatedAt, updatedBy };
}

/**
 * Replaces the schedule in the caller's transaction (holding its row): 9505 naming the field for on with
 * no slot, overlapping slots or a thin budget. Answers before and after for the audit, or null when it equals
 * the schedule in force (nothing written, nothing audited: a second click of Save). The caller makes
 * the rows after it commits (makeScheduledRain).
 */
export async function saveRainSchedule(tx: Executor, config: RainScheduleConfig, operator: string, now: number): Promise<{ before: RainScheduleConfig; after: RainScheduleConfig } | null> {
  const refusal = scheduleRefusal(config);
  if (refusal) throw new ApiError(Errcode.rainEventInvalid, refusal);
  await tx.select({ id: rainSchedule.id }).from(rainSchedule).where(eq(rainSchedule.id, 1)).for('update');
  const { config: before } = await readRainSchedule(tx);
  // Stored in time order, so the console and the audit read it as a day runs.
  const after: RainScheduleConfig = { enabled: config.enabled, slots: [...config.slots].sort((a, b) => (a.time < b.time ? -1 : 1)) };
  if (JSON.stringify(before) === JSON.stringify(after)) return null;
  await tx
    .insert(rainSchedule)
    .values({ id: 1, config: after, updatedAt: new Date(now), updatedBy: operator })
    .onConflictDoUpdate({ target: rainSchedule.id, set: { config: after, updatedAt: new Date(now), updatedBy: operator } });
  return { before, after };
}
