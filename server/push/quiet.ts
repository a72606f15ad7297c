/** Quiet hours in Manila time (UTC+8, no daylight saving): "HH:MM" to "HH:MM", possibly across midnight. */

const MANILA_OFFSET_MIN = 8 * 60;
const DAY_MIN = 24 * 60;
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const manilaMinute = (now: number) => (Math.floor(now / 60_000) + MANILA_OFFSET_MIN) % DAY_MIN;

export interface QuietHours {
  on: boolean;
  from: string;
  to: string;
}

export function inQuietHours(quiet: QuietHours, now: number): boolean {
  if (!quiet.on) return false;
  const [from, to, m] = [minutesOf(quiet.from), minutesOf(quiet.to), manilaMinute(now)];
  if (from === to) return false;
  return from < to ? m >= from && m < to : m >= from || m < to;
}

/** When the quiet hours around `now` end (epoch ms, at the minute), or `now` when not in them. */
export function quietEnd(quiet: QuietHours, now: number): number {
  if (!inQuietHours(quiet, now)) return now;
  const wait = (minutesOf(quiet.to) - manilaMinute(now) + DAY_MIN) % DAY_MIN;
  return (Math.floor(now / 60_000) + wait) * 60_000;
}
