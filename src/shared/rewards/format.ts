import { PropId } from '../../../contract/enums.ts';
import { formatPrizePeso } from '../format/amount.ts';
import { rewardDisplay, type RewardDisplay } from '../ui/rewardDisplay.ts';
import { intlLocale } from '../format/date.ts';

/** Basis points as the percent a player reads, two decimals: 125 → "1.25%" (1 bp = 0.01%). */
export function bpsToPercent(bps: number): string {
  const safe = Number.isFinite(bps) && bps > 0 ? Math.floor(bps) : 0;
  return `${Math.floor(safe / 100)}.${String(safe % 100).padStart(2, '0')}%`;
}

/** A Manila date and time, as every record shows it. */
export function manilaDateTime(ms: number): string {
  return new Date(ms).toLocaleString(intlLocale(), { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' });
}

export function manilaDate(ms: number): string {
  return new Date(ms).toLocaleDateString(intlLocale(), { timeZone: 'Asia/Manila', dateStyle: 'medium' });
}

/** How an item of a prize reads in a record or a list: its `rewards:items.*` key and the values it takes. */
export function itemText(propId: number, count: number): { key: RewardDisplay['nameKey']; amount: string; percent?: number } {
  const shown = rewardDisplay(propId, count);
  // Coin and jackpot prizes are money: "₱50", floored like every amount (spec §1); under one peso
  // "₱0.40" (a rebate paid before issue 26), so a prize never reads "₱0".
  const money = propId === PropId.coin || shown.nameKey === 'jackpot';
  return { key: shown.nameKey, amount: money ? formatPrizePeso(count) : shown.amount, ...(shown.percent !== undefined ? { percent: shown.percent } : {}) };
}

/**
 * Where the player stands on the way to the next level: the share of the way from this level's
 * experience to the next one's, 0–100 (100 at the top level).
 */
export function levelProgress(vipExp: number, levelExp: number, nextExp: number | null): number {
  if (nextExp === null) return 100;
  const span = nextExp - levelExp;
  if (span <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor(((vipExp - levelExp) / span) * 100)));
}

/**
 * What a player below VIP 1 still has to bet to reach it, hundredths (experience is one point per
 * whole peso of valid bets); null when no level 1 is configured.
 */
export function betToReach(levels: readonly { level: number; experience: number }[], target: number, vipExp: number): number | null {
  const level = levels.find((row) => row.level === target);
  if (!level) return null;
  return Math.max(0, level.experience - vipExp) * 100;
}
