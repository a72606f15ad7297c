import { z } from 'zod';
import { int32Id, ok, PESO } from '../common.ts';
import { rainEventStates } from '../calls/rain.ts';
import { defineConsoleCall } from './define.ts';

/**
 * Red-packet rain events in the console (docs/rain.md "Console"): admins schedule, change and cancel
 * events before they open; every event's outcome (packets taken, paid, players) is shown after.
 * Saves are audited with before and after.
 */
const MANAGERS = ['admin'] as const;

export const RAIN_LIMITS = {
  /** Seconds. */
  duration: { min: 10, max: 600 },
  packets: { min: 1, max: 100_000 },
  budgetPesos: { min: 1, max: 10_000_000 },
  perPlayerCap: { min: 1, max: 1000 },
  /** The per-player tap rate the server allows (taps a second). */
  tapsPerSecond: 8,
} as const;

export const consoleRainEventInputSchema = z.strictObject({
  /** Epoch ms; in the future. */
  startsAt: z.int().min(0),
  durationSeconds: z.int().min(RAIN_LIMITS.duration.min).max(RAIN_LIMITS.duration.max),
  packetCount: z.int().min(RAIN_LIMITS.packets.min).max(RAIN_LIMITS.packets.max),
  /** Hundredths of coin, whole pesos; at least one centavo a packet (9505). */
  budget: z
    .int()
    .min(RAIN_LIMITS.budgetPesos.min * PESO)
    .max(RAIN_LIMITS.budgetPesos.max * PESO)
    .multipleOf(PESO),
  perPlayerCap: z.int().min(RAIN_LIMITS.perPlayerCap.min).max(RAIN_LIMITS.perPlayerCap.max),
  /** Wagering on the paid coin (× the amount; 0 = none), as other free bonuses. */
  wagering: z.int().min(0).max(10),
});
export type ConsoleRainEventInput = z.infer<typeof consoleRainEventInputSchema>;

export const consoleRainEventSchema = consoleRainEventInputSchema.extend({
  eventId: z.int(),
  state: z.enum(rainEventStates),
  endsAt: z.int(),
  packetsTaken: z.int(),
  paid: z.int(),
  players: z.int(),
  seedHash: z.string(),
  createdBy: z.string(),
  createdAt: z.int(),
});
export type ConsoleRainEvent = z.infer<typeof consoleRainEventSchema>;

/**
 * The daily schedule (docs/rain.md "Daily schedule"): up to 12 slots a day, each a time of day in
 * Asia/Manila and the terms of a one-off event (the same limits). The server makes each slot an
 * ordinary event for today (slots still to come) and tomorrow, with its own sealed seed.
 */
export const RAIN_SCHEDULE_MAX_SLOTS = 12;

export const rainScheduleSlotSchema = consoleRainEventInputSchema.omit({ startsAt: true }).extend({
  /** Manila wall time of the start, "HH:MM" (00:00–23:59). */
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
});
export type RainScheduleSlot = z.infer<typeof rainScheduleSlotSchema>;

export const rainScheduleConfigSchema = z.strictObject({
  enabled: z.boolean(),
  slots: z.array(rainScheduleSlotSchema).max(RAIN_SCHEDULE_MAX_SLOTS),
});
export type RainScheduleConfig = z.infer<typeof rainScheduleConfigSchema>;

/**
 * One slot on one day: `event` its event (any state, a cancelled one is not made again), `overlaps` skipped
 * because another event holds its time (`eventId` that one), `past` its start had gone when the day's events
 * were made, `off` the schedule is off (nothing is made), `pending` made at the next pass (within a minute).
 */
export const rainScheduleSlotDaySchema = z.object({
  time: z.string(),
  startsAt: z.int(),
  endsAt: z.int(),
  outcome: z.enum(['event', 'overlaps', 'past', 'off', 'pending']),
  eventId: z.int().nullable(),
  state: z.enum(rainEventStates).nullable(),
});
export type RainScheduleSlotDay = z.infer<typeof rainScheduleSlotDaySchema>;

const scheduleViewSchema = ok({
  config: rainScheduleConfigSchema,
  /** Today and tomorrow (Manila), each slot in time order. */
  days: z.array(z.object({ day: z.string(), slots: z.array(rainScheduleSlotDaySchema) })),
  updatedAt: z.int().nullable(),
  updatedBy: z.string().nullable(),
});

export const consoleRainCalls = {
  /** Events newest start first, a page at a time (upcoming and past). */
  consoleRainEvents: defineConsoleCall({
    auth: 'operator',
    roles: MANAGERS,
    body: z.strictObject({ pageNum: int32Id(1).default(1), pageSize: z.int().min(1).max(100).default(20) }),
    response: ok({ list: z.array(consoleRainEventSchema), total: z.int() }),
  }),
  /** Schedules a new event (9505 when it starts in the past or overlaps another). */
  consoleRainEventCreate: defineConsoleCall({ auth: 'operator', roles: MANAGERS, body: consoleRainEventInputSchema, response: ok({ event: consoleRainEventSchema }) }),
  /** Changes a scheduled event (9506 once open, 9507 unknown). */
  consoleRainEventUpdate: defineConsoleCall({
    auth: 'operator',
    roles: MANAGERS,
    body: consoleRainEventInputSchema.extend({ eventId: int32Id(1) }),
    response: ok({ event: consoleRainEventSchema }),
  }),
  /** Cancels a scheduled event (9506 once open, 9507 unknown). */
  consoleRainEventCancel: defineConsoleCall({ auth: 'operator', roles: MANAGERS, body: z.strictObject({ eventId: int32Id(1) }), response: ok({ event: consoleRainEventSchema }) }),
  /** The daily schedule and what it made of today and tomorrow. */
  consoleRainSchedule: defineConsoleCall({ auth: 'operator', roles: MANAGERS, body: z.strictObject({}), response: scheduleViewSchema }),
  /** Replaces the daily schedule (9505 naming `slots.<i>.<field>`: two slots overlap, or a budget under a centavo a packet); audited. */
  consoleRainScheduleSave: defineConsoleCall({ auth: 'operator', roles: MANAGERS, body: rainScheduleConfigSchema, response: scheduleViewSchema }),
};
