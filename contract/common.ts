import { z } from 'zod';

/** Fields every /app/v1 body carries (spec §7). The client adds them; the server requires them. */
export const commonFields = {
  appId: z.string().min(1).max(64),
  channel: z.string().min(1).max(32),
  clientReferrer: z.string().max(512),
  platform: z.string().min(1).max(32),
  appVersion: z.string().min(1).max(32),
  appWebName: z.string().min(1).max(64),
};
export type CommonFields = { [K in keyof typeof commonFields]: z.infer<(typeof commonFields)[K]> };

/** A request body: the common fields plus the call's own; unknown fields are refused. */
export function body<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject({ ...commonFields, ...shape });
}

/** A success response: flat, errcode 0, plus the call's own payload. */
export function ok<T extends z.ZodRawShape>(shape: T) {
  return z.object({ errcode: z.literal(0), msg: z.string(), ...shape });
}

/** An id the server keeps in a PostgreSQL integer column: a larger value could not match any row. */
export const int32Id = (min = 0) => z.int().min(min).max(2_147_483_647);

/** Amounts are integers in hundredths (DESIGN §3). */
export const hundredths = z.int().min(0);

/** One peso in hundredths. */
export const PESO = 100;

/**
 * An amount a player enters (a deposit, a withdrawal): whole pesos, in hundredths. Players see floored
 * pesos (spec §1), so a ₱100.50 withdrawal would show as ₱100 and the records would not add up; the
 * forms only send whole pesos, and a request with centavos is a 400 naming the field (`wholePesos`).
 */
export const wholePesos = z.int().min(1).max(Number.MAX_SAFE_INTEGER).multipleOf(PESO);

export const mobile = z
  .string()
  .regex(/^(09\d{9}|\+639\d{9}|639\d{9})$/, { message: 'mobile' });

/** Normalises a PH mobile number to 639XXXXXXXXX. */
export function normaliseMobile(value: string): string {
  const digits = value.replace(/^\+/, '');
  return digits.startsWith('0') ? `63${digits.slice(1)}` : digits;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isoDate = z.string().regex(DAY, { message: 'date' });

/** True when YYYY-MM-DD names a day the calendar has (2026-02-30 does not; JavaScript would read it as 1 March). */
export function isCalendarDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(2000, m - 1, d));
  date.setUTCFullYear(y);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The days a filter by Manila date may name (records, reports): the product has no data before
 * 2020, and a year like 0000 is one PostgreSQL refuses. Fixed, not relative to today, so the client
 * and the server agree without a clock.
 */
export const MANILA_DAY_RANGE = { min: '2020-01-01', max: '2100-12-31' } as const;

/** A day in Asia/Manila as every call that filters by date takes it: a real calendar day inside MANILA_DAY_RANGE. */
export const manilaDay = z
  .string()
  .regex(DAY, { message: 'date' })
  .refine((day) => isCalendarDay(day) && day >= MANILA_DAY_RANGE.min && day <= MANILA_DAY_RANGE.max, { message: 'date' });
