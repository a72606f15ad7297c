/** Days as the server counts them: Asia/Manila (UTC+8, no daylight saving), YYYY-MM-DD. */
const manila = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' });

export function manilaToday(now: Date = new Date()): string {
  return manila.format(now);
}

/** `day` moved by `days` (negative for earlier). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The default report range: the last 7 days, today included. */
export function lastWeek(now: Date = new Date()): { from: string; to: string } {
  const to = manilaToday(now);
  return { from: addDays(to, -6), to };
}
