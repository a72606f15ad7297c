/** Auto-spin (pure kernel): the player's stop conditions and the decision after each spin. */

export const AUTO_SPIN_COUNTS = [10, 25, 50, 100] as const;

export interface AutoSpinSettings {
  count: number;
  stopOnAnyWin: boolean;
  /** Stop when one spin wins more than this (hundredths); null: no limit. */
  stopOnWinOver: number | null;
  /** Stop when the balance drops below this (hundredths); null: no limit. */
  stopOnBalanceUnder: number | null;
}

export interface AutoSpinRun {
  settings: AutoSpinSettings;
  /** Spins still to start (the one on the reels is already counted). */
  left: number;
}

export type AutoStopReason = 'done' | 'win' | 'bigWin' | 'balance' | 'error' | 'insufficient';

export type AutoDecision = { next: true; run: AutoSpinRun } | { next: false; reason: AutoStopReason };

/** A run starts with the first spin taken: `left` is what follows it. */
export function startAutoSpin(settings: AutoSpinSettings): AutoSpinRun {
  return { settings, left: Math.max(0, settings.count - 1) };
}

/**
 * After a spin was shown: go on (one fewer left) or stop, and why. Checked in order: a win the
 * player wants to see, the balance floor, a balance that cannot pay the next bet, the count.
 */
export function afterAutoSpin(run: AutoSpinRun, spin: { win: number; balance: number; nextBet: number }): AutoDecision {
  const { settings } = run;
  if (settings.stopOnWinOver !== null && spin.win > settings.stopOnWinOver) return { next: false, reason: 'bigWin' };
  if (settings.stopOnAnyWin && spin.win > 0) return { next: false, reason: 'win' };
  if (settings.stopOnBalanceUnder !== null && spin.balance < settings.stopOnBalanceUnder) return { next: false, reason: 'balance' };
  if (spin.balance < spin.nextBet) return { next: false, reason: 'insufficient' };
  if (run.left <= 0) return { next: false, reason: 'done' };
  return { next: true, run: { ...run, left: run.left - 1 } };
}

/** A limit typed in pesos ("150", "150.5", "") → hundredths, or null for no limit. */
export function parseLimit(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed || !/^\d{1,9}(\.\d{0,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}
