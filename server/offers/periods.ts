import { manilaMonthPeriod } from '../rewards/index.ts';

/**
 * The Manila calendar months the monthly bonus reads (UTC+8 all year, no daylight saving): this month
 * (the claim's period), last month (whose valid bets size the prize) and when this month ends.
 */
const OFFSET_MS = 8 * 3600_000;

export interface MonthWindow {
  /** YYYY-MM. */
  period: string;
  /** Its first and last Manila day, YYYY-MM-DD (the bet totals' day keys). */
  firstDay: string;
  lastDay: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

function window(year: number, month: number): MonthWindow {
  // Day 0 of the next month is this month's last day.
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const period = `${year}-${pad(month)}`;
  return { period, firstDay: `${period}-01`, lastDay: `${period}-${pad(days)}` };
}

/** This Manila month, the one before it, and the instant this one ends (the next one's first Manila midnight, epoch ms). */
export function manilaMonths(now: number): { thisMonth: MonthWindow; lastMonth: MonthWindow; endsAt: number } {
  const period = manilaMonthPeriod(now);
  const year = Number(period.slice(0, 4));
  const month = Number(period.slice(5, 7));
  const last = month === 1 ? window(year - 1, 12) : window(year, month - 1);
  return { thisMonth: window(year, month), lastMonth: last, endsAt: Date.UTC(year, month, 1) - OFFSET_MS };
}
