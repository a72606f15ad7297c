import type { FairTable, SpinSegment, SpinSource } from '../../contract/index.ts';
import { SPIN_PRIZE_PROPS, type SpinSegmentConfig, type SpinWheelConfig } from './config.ts';

/**
 * The wheel's arithmetic, pure (docs/spin.md "Sources"): spins earned from a Manila day's real totals,
 * what the next spin needs, and how the fair table in force maps onto the wheel's slices.
 */

const DAY_MS = 24 * 3600_000;

/** The Manila day's bounds (the Philippines keeps UTC+8 all year): [start, end). */
export function manilaDayBounds(day: string): { start: Date; end: Date } {
  const start = Date.parse(`${day}T00:00:00+08:00`);
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}

/** What a player did on a Manila day: deposits paid (a refunded one no longer counts), valid bets, spins used. */
export interface DayTotals {
  deposited: number;
  validBet: number;
  used: number;
}

const earned = (amount: number, rule: { step: number; cap: number }) => (rule.step > 0 && rule.cap > 0 ? Math.min(rule.cap, Math.floor(amount / rule.step)) : 0);

function earning(kind: 'deposit' | 'bet', amount: number, rule: { step: number; cap: number }): SpinSource {
  const got = earned(amount, rule);
  // What the next spin still needs; nothing once the day's cap is reached.
  const need = got < rule.cap ? rule.step * (got + 1) - amount : 0;
  return { kind, earned: got, cap: rule.cap, step: rule.step, amount, need: Math.max(0, need) };
}

/** The sources configured (a source with no step or no cap is not one), with the day's progress. */
export function spinSources(config: SpinWheelConfig, totals: DayTotals): SpinSource[] {
  const sources: SpinSource[] = [];
  if (config.dailyFree > 0) sources.push({ kind: 'daily', earned: config.dailyFree, cap: config.dailyFree, step: 0, amount: 0, need: 0 });
  if (config.deposit.step > 0 && config.deposit.cap > 0) sources.push(earning('deposit', totals.deposited, config.deposit));
  if (config.bet.step > 0 && config.bet.cap > 0) sources.push(earning('bet', totals.validBet, config.bet));
  return sources;
}

/** Spins left: every source's spins of the day less those used (never below zero: a refund after a spin takes nothing back). */
export function spinsLeft(config: SpinWheelConfig, totals: DayTotals): number {
  const total = spinSources(config, totals).reduce((sum, s) => sum + s.earned, 0);
  return Math.max(0, total - totals.used);
}

type WeightedTable = FairTable & { weighted: NonNullable<FairTable['weighted']> };

/**
 * A table the wheel can draw from: weighted, every entry a prize the rewards engine pays and a slice on
 * the wheel (the wheel must be able to land on whatever is drawn).
 */
export function drawableTable(table: FairTable | undefined, config: SpinWheelConfig): table is WeightedTable {
  if (!table?.weighted || table.weighted.entries.length === 0) return false;
  const ids = new Set(config.segments.map((s) => s.id));
  return table.weighted.entries.every((e) => ids.has(e.id) && SPIN_PRIZE_PROPS.includes(e.propId) && e.count > 0 && e.weight > 0);
}

/**
 * The wheel as players see it: the config's slices in order, each with the prize and weight of the table
 * in force (the table decides what a slice pays; a slice the table lacks has weight 0 and is never drawn).
 */
export function wheelSegments(config: SpinWheelConfig, table: FairTable | undefined): SpinSegment[] {
  const entries = new Map((table?.weighted?.entries ?? []).map((e) => [e.id, e]));
  return config.segments.map((s: SpinSegmentConfig) => {
    const entry = entries.get(s.id);
    return {
      id: s.id,
      items: [{ propId: entry?.propId ?? s.propId, count: entry?.count ?? s.count }],
      tier: s.tier,
      art: s.art,
      weight: entry?.weight ?? 0,
    };
  });
}
