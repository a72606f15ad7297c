import type { RainScheduleSlot } from '../../contract/ops/rain.ts';
import { manilaDayOf } from '../api/manila-days.ts';

/**
 * The daily schedule's arithmetic (docs/rain.md "Daily schedule"), pure: a slot's time of day in
 * Asia/Manila (UTC+8 all year, no daylight saving) made the instants of one day's event, the Manila day
 * an instant falls on and the next one, and the checks a save makes beyond the contract's limits.
 */

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
const MANILA_OFFSET_MS = 8 * HOUR_MS;

/** The Manila calendar day (YYYY-MM-DD) of an instant: the kernel's, under the name this area's callers use. */
export const manilaDay = manilaDayOf;

/** The Manila day after `day`. */
export const nextManilaDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** Minutes after midnight of "HH:MM". */
const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The start and end (epoch ms) of a slot's event on a Manila day. */
export function slotInstants(day: string, slot: Pick<RainScheduleSlot, 'time' | 'durationSeconds'>): { startsAt: number; endsAt: number } {
  const startsAt = Date.parse(`${day}T00:00:00Z`) - MANILA_OFFSET_MS + minutesOf(slot.time) * 60_000;
  return { startsAt, endsAt: startsAt + slot.durationSeconds * 1000 };
}

/** The slots of a day as events, in time order. */
export function dayEvents<S extends Pick<RainScheduleSlot, 'time' | 'durationSeconds'>>(day: string, slots: readonly S[]): (S & { day: string; startsAt: number; endsAt: number })[] {
  return [...slots].sort((a, b) => minutesOf(a.time) - minutesOf(b.time)).map((slot) => ({ ...slot, day, ...slotInstants(day, slot) }));
}

/**
 * What a save refuses beyond the contract (9505, naming the field): switched on with no slot (it would
 * make nothing while saying it is on), a time given twice or two slots whose rains overlap (the day's
 * last one running past midnight into the next day's first counts too), and a budget under a centavo
 * a packet. Null when the schedule is fine.
 */
export function scheduleRefusal({ enabled, slots }: { enabled: boolean; slots: readonly RainScheduleSlot[] }): { field: string } | null {
  if (enabled && slots.length === 0) return { field: 'enabled' };
  for (const [i, slot] of slots.entries()) if (slot.budget < slot.packetCount) return { field: `slots.${i}.budget` };
  const order = slots.map((slot, i) => ({ i, start: minutesOf(slot.time) * 60, end: minutesOf(slot.time) * 60 + slot.durationSeconds })).sort((a, b) => a.start - b.start);
  for (let k = 0; k < order.length; k++) {
    const here = order[k]!;
    // The next slot's start, the first one's the next day after the last.
    const next = k + 1 < order.length ? order[k + 1]!.start : order.length > 1 ? order[0]!.start + 24 * 3600 : Infinity;
    const other = k + 1 < order.length ? order[k + 1]! : order[0]!;
    if (here.end > next) return { field: `slots.${Math.max(here.i, other.i)}.time` };
  }
  return null;
}
