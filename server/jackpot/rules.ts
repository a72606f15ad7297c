import { randomInt } from 'node:crypto';
import { Errcode, JackpotAwardType, PESO, PropId, type JackpotAward } from '../../contract/index.ts';
import type { JackpotRules, JackpotTierRange } from './config.ts';
import type { PlayerAccountKind } from '../ledger/ledger.ts';

/**
 * The Lucky Jackpot's pure rules: which cells can be drawn and what they pay, the pool's cap on a
 * tier win, how chances are earned and why a draw is refused. No database and no drawing here: the
 * draw itself is server/fairness's (fair-table.ts, draw.ts).
 */

/** A uniform integer in [0, maxExclusive): only the tiers' display values use one (not an outcome). */
export type Rng = (maxExclusive: number) => number;

/** What landing on a cell pays: a player balance for items, the pool for jackpot tiers. */
export type Payout = { kind: 'item'; account: PlayerAccountKind } | { kind: 'tier'; range: JackpotTierRange };

const ITEM_ACCOUNTS: Record<number, PlayerAccountKind> = {
  [PropId.coin]: 'coin',
  [PropId.points]: 'points',
  [PropId.diamond]: 'diamond',
};

/** What a cell pays, or null when the server cannot pay it (such a cell is never drawn). */
export function payoutOf(cell: Pick<JackpotAward, 'type' | 'propId' | 'count'>, rules: JackpotRules): Payout | null {
  if (cell.type === JackpotAwardType.jackpot) {
    const range = rules.tiers[cell.propId];
    return range ? { kind: 'tier', range } : null;
  }
  const account = ITEM_ACCOUNTS[cell.propId];
  return cell.type === JackpotAwardType.item && account && cell.count > 0 ? { kind: 'item', account } : null;
}

/** The cells a draw can land on, with their weights: those with a positive weight that can be paid. */
export function drawableCells(cells: readonly JackpotAward[], rules: JackpotRules): { cell: JackpotAward; weight: number }[] {
  return cells
    .map((cell) => ({ cell, weight: rules.weights[cell.id] ?? 0 }))
    .filter(({ cell, weight }) => Number.isSafeInteger(weight) && weight > 0 && payoutOf(cell, rules) !== null);
}

/** A whole number of pesos uniform over [min, max] (ranges are whole pesos; a stray centavo edge is left out). */
const wholePesosIn = (range: JackpotTierRange, rng: Rng) => {
  const lo = Math.ceil(range.min / PESO);
  const hi = Math.floor(range.max / PESO);
  return (lo + rng(Math.max(1, hi - lo + 1))) * PESO;
};

/**
 * A tier win drawn (whole pesos, by server/fairness over the table's range: Mini ₱50–₱200 is one of
 * 151 amounts), capped by what the pool holds, rounded down to whole pesos (never negative). A win of
 * ₱87.85 would show as "Mini ₱87" and the coin record would not add up.
 */
export function capToPool(drawn: number, poolBalance: number): number {
  const pool = Math.floor(Math.max(0, poolBalance) / PESO) * PESO;
  return Math.max(0, Math.min(drawn, pool));
}

/**
 * A display value for a tier, whole pesos (the client refreshes it every 6 s, spec §9): a figure on the
 * board, not an outcome (the amount a tier pays is drawn by server/fairness), so it uses the CSPRNG directly.
 */
export const tierDisplayValue = (range: JackpotTierRange, rng: Rng = (max) => randomInt(max)) => wholePesosIn(range, rng);

export const amountSection = (range: JackpotTierRange) => `${range.min}-${range.max}`;

/** Running: the activity row is on and now is within the configured period. */
export function inPeriod(rules: JackpotRules, now: number): boolean {
  return now >= rules.startsAt && (rules.endsAt === null || now < rules.endsAt);
}

/** Chances a running total has earned (whole multiples only). */
export const earnedBy = (counted: number, perChance: number) => (perChance > 0 ? Math.floor(counted / perChance) : 0);

/** What is still needed for the next chance (0 when this way earns none). */
export const neededFor = (counted: number, perChance: number) => (perChance > 0 ? perChance - (counted % perChance) : 0);

export interface ChanceState {
  depositCounted: number;
  depositGranted: number;
  betCounted: number;
  betGranted: number;
  spent: number;
}
export const NO_CHANCES: ChanceState = { depositCounted: 0, depositGranted: 0, betCounted: 0, betGranted: 0, spent: 0 };
export const chancesHeld = (s: ChanceState) => s.depositGranted + s.betGranted - s.spent;

/** Pesos for message params, as every other errcode's params are (the texts format them as ₱). */
const pesos = (hundredths: number) => hundredths / 100;

/**
 * Why a draw is refused, in the order a player would want to hear it, or null when it may go ahead:
 * 1004 the activity is not running; 1002 the player has never deposited (spec §5: a free bonus needs
 * a top-up first), even when bets earned chances; then, holding no chance, 1003 when the player has
 * started betting towards the next chance ("play a little more"), else 1001.
 */
export function refusal(
  p: { running: boolean; hasDeposited: boolean; state: ChanceState },
  rules: JackpotRules,
): { errcode: 1001 | 1002 | 1003 | 1004; params?: Record<string, number> } | null {
  const needDeposit = neededFor(p.state.depositCounted, rules.depositPerChance);
  const needTyping = neededFor(p.state.betCounted, rules.betPerChance);
  if (!p.running) return { errcode: Errcode.jackpotNotRunning };
  if (rules.requireDeposit && !p.hasDeposited) return { errcode: Errcode.jackpotNeedsDeposit, params: { needDeposit: pesos(needDeposit) } };
  if (chancesHeld(p.state) > 0) return null;
  if (rules.betPerChance > 0 && p.state.betCounted % rules.betPerChance > 0) {
    return { errcode: Errcode.jackpotNeedsBetting, params: { needTyping: pesos(needTyping) } };
  }
  return { errcode: Errcode.jackpotNoChance, params: { needDeposit: pesos(needDeposit), needTyping: pesos(needTyping) } };
}

/** "Juana" → "Ju***a": enough for a player to recognise a win, not to find the account. */
export function maskNickname(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '***';
  if (chars.length <= 2) return `${chars[0]}***`;
  if (chars.length === 3) return `${chars[0]}***${chars[2]}`;
  return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
}

/** The first instant of the calendar month in Manila (UTC+8 all year) that holds `now`. */
export function manilaMonthStart(now: number): Date {
  const OFFSET = 8 * 3600_000;
  const local = new Date(now + OFFSET);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - OFFSET);
}
