/** Whole years between an ISO birth date (YYYY-MM-DD) and today's date (YYYY-MM-DD), or null if invalid. */
export function ageOn(birthDate: string, today: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  const now = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!match || !now) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  if (birthDate > today) return null;
  const [ty, tm, td] = [Number(now[1]), Number(now[2]), Number(now[3])];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** Today in Manila, where the server applies the age rule (UTC+8, no daylight saving). */
export function manilaToday(now: number = Date.now()): string {
  return new Date(now + 8 * 3600 * 1000).toISOString().slice(0, 10);
}

/** The latest birth date that is old enough today, for the date input's `max`. */
export function latestBirthDateFor(minAge: number, today: string = manilaToday()): string {
  const [y, rest] = [Number(today.slice(0, 4)), today.slice(4)];
  // 29 February has no twin in most years: 1 March of the target year is the first eligible day.
  const candidate = `${String(y - minAge).padStart(4, '0')}${rest}`;
  return ageOn(candidate, today) === null ? `${String(y - minAge).padStart(4, '0')}-02-28` : candidate;
}
