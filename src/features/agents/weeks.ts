/**
 * ISO week names (2026-W49) for the week picker: the server names the current Manila week
 * (appAgent5User answers `week.period`), the picker lists it and the weeks before it. Pure string
 * arithmetic on the ISO calendar: no clock and no time zone here, so the phone's own clock or zone
 * can never pick a different week than the server's.
 */
const WEEK = /^(\d{4})-W(\d{2})$/;

/** An ISO year has 53 weeks when it starts on a Thursday, or on a Wednesday in a leap year. */
export function weeksInYear(year: number): 52 | 53 {
  const jan1 = new Date(Date.UTC(year, 0, 1)).getUTCDay();
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return jan1 === 4 || (leap && jan1 === 3) ? 53 : 52;
}

export function parseWeek(period: string): { year: number; week: number } | null {
  const match = WEEK.exec(period);
  if (!match) return null;
  const year = Number(match[1]);
  const week = Number(match[2]);
  return week >= 1 && week <= weeksInYear(year) ? { year, week } : null;
}

const name = (year: number, week: number) => `${year}-W${String(week).padStart(2, '0')}`;

/** The week before `period` (2027-W01 → 2026-W53); null for a malformed name. */
export function previousWeek(period: string): string | null {
  const parsed = parseWeek(period);
  if (!parsed) return null;
  return parsed.week > 1 ? name(parsed.year, parsed.week - 1) : name(parsed.year - 1, weeksInYear(parsed.year - 1));
}

/** `current` and the `count - 1` weeks before it, newest first (the picker's choices). */
export function weekChoices(current: string, count: number): string[] {
  const choices: string[] = [];
  if (!parseWeek(current)) return choices;
  for (let week: string | null = current; week && choices.length < count; week = previousWeek(week)) choices.push(week);
  return choices;
}
