import { invalid } from './errors.ts';

/**
 * Date filters (records, bet records, reports) name days in Manila (UTC+8 all year). The contract's
 * `manilaDay` has already refused days the calendar lacks and years out of range; what is left here
 * is their order and the instants they start and end at.
 */
const manilaMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** The instants [start, end) of the days from–to (either may be absent); 400 `to` when to is before from. */
export function manilaDays(from?: string, to?: string): { start?: Date; end?: Date } {
  if (from && to && from > to) throw invalid('to');
  return {
    start: from ? manilaMidnight(from) : undefined,
    end: to ? new Date(manilaMidnight(to).getTime() + 24 * 3600_000) : undefined,
  };
}

/** The Manila calendar day (YYYY-MM-DD) an instant falls on. */
export const manilaDayOf = (ms: number): string => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

/** One Manila day as the instants [start, end): 24 hours from its midnight (Manila has no daylight saving). */
export function manilaDayRange(day: string): { start: Date; end: Date } {
  const start = manilaMidnight(day);
  return { start, end: new Date(start.getTime() + 24 * 3600_000) };
}

/** An instant as Manila wall time, `2026-11-26 00:00` (as protection's refusals write it). */
export const manilaTimeOf = (ms: number): string => new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
