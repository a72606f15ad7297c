import { z } from 'zod';
import { hundredths, manilaDay, ok } from '../common.ts';
import { defineConsoleCall, EVERY_ROLE } from './define.ts';

/** A count and its sum in hundredths (deposits paid, withdrawals paid). */
const countSum = z.object({ count: z.int().min(0), sum: hundredths });

/** One game's day: stakes taken, wins paid and the house's gross gaming revenue (bets − wins; may be negative). */
export const dashboardGameSchema = z.object({
  gameId: z.int(),
  name: z.string(),
  rounds: z.int().min(0),
  bets: hundredths,
  wins: hundredths,
  ggr: z.int(),
});

/** One Manila hour of the day (0–23), for the chart. */
export const dashboardHourSchema = z.object({
  hour: z.int().min(0).max(23),
  deposits: hundredths,
  withdrawals: hundredths,
  ggr: z.int(),
});

export const consoleDashboardSchema = z.object({
  /** The Manila calendar day shown (YYYY-MM-DD). */
  day: z.string(),
  /** Players registered that day. */
  signUps: z.int().min(0),
  /**
   * Distinct players seen that day: signed in (or registered), played a real round, had a deposit
   * paid, asked for a withdrawal, or last used their session then (docs/console.md "Dashboard").
   */
  activePlayers: z.int().min(0),
  /** Deposit orders paid that day. */
  deposits: countSum,
  /** Withdrawals paid that day. */
  withdrawals: countSum,
  /** Per game, the busiest first; games without a round that day are left out. */
  games: z.array(dashboardGameSchema),
  totals: z.object({ rounds: z.int().min(0), bets: hundredths, wins: hundredths, ggr: z.int() }),
  /** Value given away that day from the house's bonus accounts (sign-up coins, jackpot prizes, …). */
  bonusCost: hundredths,
  /** What waits for an operator now (not only that day's). */
  pending: z.object({ withdrawals: z.int().min(0) }),
  /** 24 rows, hour 0 first. */
  hours: z.array(dashboardHourSchema),
});
export type ConsoleDashboard = z.infer<typeof consoleDashboardSchema>;

export const consoleDashboardCalls = {
  /** The day's figures in Manila time (docs/console.md "Dashboard"); `day` absent: today. */
  consoleDashboard: defineConsoleCall({
    auth: 'operator',
    roles: EVERY_ROLE,
    body: z.strictObject({ day: manilaDay.optional() }),
    response: ok({ dashboard: consoleDashboardSchema }),
  }),
};
