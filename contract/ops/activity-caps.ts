/**
 * Upper bounds on what an admin may type into the activities' rules from the console (docs/console.md
 * "Activity rules"): above them `consoleConfigSet` refuses the value (errors.console.configAboveCap),
 * and the console's forms say so before sending. They are not policy, they catch typos: an extra zero
 * or two on a daily gift would otherwise pay every player a fortune before anyone noticed. Each is far
 * above what the product seeds (server/seed/app-config.json), so a real promotion fits under it; a
 * larger one is a code change, reviewed.
 *
 * Plain numbers, no imports: the console's page imports this file itself (never through index.ts,
 * which brings zod), and the player app never does. Coin in hundredths, points and diamonds as counts.
 */

/** A prize's items: coin (hundredths), points, diamonds. Points and diamonds: 10 per peso of coin, the seeded exchange rate. */
export interface PrizeCaps {
  coin: number;
  points: number;
  diamond: number;
}

/** A task's prize: the value items' caps and its activity points (liveness 4001), which open the chests. */
export interface TaskPrizeCaps extends PrizeCaps {
  liveness: number;
}

export const activityCaps = {
  /**
   * One day of the sign-in calendar (seeded ₱2–₱10): every depositing player may claim one a day, so
   * the cap is ₱1,000 a day (a 31-day cycle at most ₱31,000 a player).
   */
  signInDay: { coin: 100_000, points: 10_000, diamond: 10_000 },
  /**
   * One monthly-bonus tier (seeded ₱10–₱300): once a month, for last month's valid bets. At most the
   * largest single deposit the server takes (₱50,000, server/config/rules.ts deposit.maxAmount).
   */
  monthlyTier: { coin: 5_000_000, points: 500_000, diamond: 500_000 },
  /** One bankruptcy award (seeded ₱10–₱50): relief for a player with nothing left, paid several times a day. */
  bankruptAward: { coin: 100_000, points: 10_000, diamond: 10_000 },
  /**
   * The bankruptcy threshold (seeded ₱1): a balance below it counts as nothing. ₱100 at most, or a
   * player with money still to play would be "bankrupt" and collect the gifts.
   */
  bankruptThreshold: 10_000,
  /** The first-deposit offer's largest bonus (seeded ₱500): never more than the largest deposit itself (₱50,000). */
  firstDepositMaxBonus: 5_000_000,
  /**
   * One task's prize (seeded ₱2–₱30, 5–100 points): the daily ones are claimed by every player every
   * day, several a day, so as a sign-in day, ₱1,000. Activity points are not money but open the
   * chests, which are: 1,000 (ten times the seeded day's last chest, 100) stops an extra zero or two on
   * a task's 20–50 from opening every chest of the period with one claim.
   */
  taskPrize: { coin: 100_000, points: 10_000, diamond: 10_000, liveness: 1_000 },
  /**
   * One liveness chest (seeded ₱1–₱50, 10–20 points, 1–5 diamonds): every active player opens each
   * once a day or a week, so as a sign-in day, ₱1,000.
   */
  taskChest: { coin: 100_000, points: 10_000, diamond: 10_000 },
  /**
   * The largest deposit the server takes (server/config/rules.ts deposit.maxAmount, a test holds them
   * equal): a first-deposit minimum above it could never be met.
   */
  depositMax: 5_000_000,
  /** The agent programme's bonus per valid invite (seeded ₱50): paid per verified, playing referee. */
  agentValidInvite: 100_000,
} as const satisfies Record<string, PrizeCaps | TaskPrizeCaps | number>;
