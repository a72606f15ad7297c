import { PropId, type FairTable, type PusherPrize } from '../../contract/index.ts';
import type { PusherConfig, PusherPrizeConfig } from './config.ts';

/**
 * The pusher's arithmetic, pure (docs/pusher.md "Drops and odds", "RTP"): what a prize pays, which
 * tables can draw, the return to player of a table, and the prizes as players see them.
 */

/** Stakes a prize pays: its plain coins, plus the golden coin's worth when it falls. */
export const multiplierOf = (prize: Pick<PusherPrizeConfig, 'coins' | 'golden'>, goldenWorth: number) => prize.coins + (prize.golden ? goldenWorth : 0);

/** A drop's win (hundredths): the stake times the drawn entry's `count`. */
export const winOf = (stake: number, count: number) => stake * count;

type WeightedTable = FairTable & { weighted: NonNullable<FairTable['weighted']> };

/**
 * A table the pusher can draw from: weighted, and every entry a coin prize of the config whose `count`
 * is what the config's coins and golden worth make (the board must be able to show whatever is drawn,
 * and the table's RTP must be what is paid). Any mismatch is the pusher off (9401), never a wrong pay.
 */
export function drawableTable(table: FairTable | undefined, config: PusherConfig): table is WeightedTable {
  if (table?.kind !== 'weighted' || !table.weighted || table.weighted.entries.length === 0) return false;
  const prizes = new Map(config.prizes.map((p) => [p.id, p]));
  return table.weighted.entries.every((e) => {
    const prize = prizes.get(e.id);
    return prize !== undefined && e.propId === PropId.coin && e.minPesos === undefined && e.count === multiplierOf(prize, config.goldenWorth) && e.weight > 0;
  });
}

/**
 * The return to player of weighted entries, in basis points, rounded half up: 10000 × Σ weight × count
 * / Σ weight (exact in BigInt: weights up to 2^32 times counts overflow a double's integers).
 */
export function rtpBasisPoints(entries: readonly { weight: number; count: number }[]): number {
  let paid = 0n;
  let total = 0n;
  for (const e of entries) {
    paid += BigInt(e.weight) * BigInt(e.count);
    total += BigInt(e.weight);
  }
  if (total === 0n) return 0;
  return Number((2n * 10_000n * paid + total) / (2n * total));
}

/** The exact RTP as a fraction (paid stakes per stake): what the simulation is held to. */
export function exactRtp(entries: readonly { weight: number; count: number }[]): number {
  const total = entries.reduce((sum, e) => sum + e.weight, 0);
  return total === 0 ? 0 : entries.reduce((sum, e) => sum + e.weight * e.count, 0) / total;
}

/**
 * The prizes as players see them: the config's in order, each with its weight in the table in force (a
 * prize the table lacks has weight 0 and is never drawn).
 */
export function pusherPrizes(config: PusherConfig, table: FairTable | undefined): PusherPrize[] {
  const weights = new Map((table?.weighted?.entries ?? []).map((e) => [e.id, e.weight]));
  return config.prizes.map((p) => ({ id: p.id, coins: p.coins, golden: p.golden, weight: weights.get(p.id) ?? 0 }));
}

/**
 * Whether a golden worth fits the table: every golden prize's entry pays its coins plus that worth.
 * The worth is part of what the table pays, so it changes only with the table (a release); the console
 * refuses a worth the table in force does not pay (9402).
 */
export function goldenWorthFits(table: FairTable | undefined, config: PusherConfig, goldenWorth: number): boolean {
  return drawableTable(table, { ...config, goldenWorth });
}
