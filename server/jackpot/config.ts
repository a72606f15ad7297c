import { PropId } from '../../contract/index.ts';

/**
 * The Lucky Jackpot's server-side rules (activity 47). Never sent to clients: the board they see is
 * app config `jackpotAwardConfig` (cells with ids); the odds of each cell live only here, keyed by
 * cell id, so an operator can re-order or re-label the board without touching the odds.
 * Amounts are hundredths (₱1 = 100).
 */
export interface JackpotTierRange {
  min: number;
  max: number;
}

export interface JackpotRules {
  /**
   * When the activity runs (ms since epoch; `endsAt` null = open-ended). It also needs the activity
   * row (type 47) switched on. Chances are earned, and draws made, only while it runs.
   */
  startsAt: number;
  endsAt: number | null;
  /** Relative weight of each board cell by its id. A cell with no weight here is never drawn. */
  weights: Record<number, number>;
  /** Where a jackpot-tier win is drawn from (uniformly, then capped by the pool's balance). */
  tiers: Record<number, JackpotTierRange>;
  /** Deposits that earn one chance (cumulative, so ₱60 + ₱40 earn one); 0 = deposits earn none. */
  depositPerChance: number;
  /** Bets that earn one chance (cumulative); 0 = bets earn none. */
  betPerChance: number;
  /** Spec §5, "free bonuses need at least one valid top-up": no draw before a first deposit (1002). */
  requireDeposit: boolean;
  /** The pool's opening funds, moved from house:opening_balance by the seed (once). */
  poolSeed: number;
  /** How many recent jackpot-tier wins getJackpotDrawInfo lists. */
  winnerListSize: number;
}

export const jackpotRules: JackpotRules = {
  startsAt: Date.parse('2026-01-01T00:00:00+08:00'),
  endsAt: null,
  // Out of 10,000: Mega 0.01%, Major 0.09%, Minor 0.9%, Mini 4%; coins 55%, points 24%, diamonds 16%.
  weights: {
    1: 1, // Mega
    2: 300, // ₱20
    3: 900, // 100 points
    4: 400, // Mini
    5: 1800, // ₱5
    6: 1200, // 2 diamonds
    7: 9, // Major
    8: 900, // ₱10
    9: 1500, // 50 points
    10: 90, // Minor
    11: 400, // 5 diamonds
    12: 2500, // ₱2
  },
  tiers: {
    [PropId.jackpotMega]: { min: 500_000, max: 2_000_000 },
    [PropId.jackpotMajor]: { min: 100_000, max: 500_000 },
    [PropId.jackpotMinor]: { min: 20_000, max: 100_000 },
    [PropId.jackpotMini]: { min: 5_000, max: 20_000 },
  },
  depositPerChance: 10_000,
  betPerChance: 100_000,
  requireDeposit: true,
  poolSeed: 100_000_000,
  winnerListSize: 20,
};

/** Tiers in the order the client shows them (Mega first). */
export const TIER_ORDER = [PropId.jackpotMega, PropId.jackpotMajor, PropId.jackpotMinor, PropId.jackpotMini] as const;
