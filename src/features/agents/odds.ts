import { bpsToPercent } from '../../shared/rewards/format.ts';

/**
 * Each prize's chance (weight / total) as a percent with two decimals, rounded so the column adds up
 * to exactly 100.00% (largest remainder: every chance is floored to 0.01%, then the 0.01%s left over go
 * to the chances that lost the most by flooring, earlier prizes first on a tie). Rounding each on its own
 * could print 99.99% or 100.01% in all, which reads as a table that does not add up. `total` is the
 * server's total weight; when it is not above 0 there are no odds to print (null each).
 */
export function oddsPercents(weights: readonly number[], total: number): (string | null)[] {
  const clean = weights.map((weight) => (Number.isFinite(weight) && weight > 0 ? Math.floor(weight) : 0));
  if (!Number.isFinite(total) || total <= 0) return clean.map(() => null);
  // In hundredths of a percent (basis points): 10,000 is 100.00%.
  const exact = clean.map((weight) => (weight * 10_000) / total);
  const floors = exact.map(Math.floor);
  // The table's own share of 100% (all of it when the weights sum to the total, as the server's do).
  const sum = clean.reduce((a, b) => a + b, 0);
  const target = Math.min(10_000, Math.round((sum * 10_000) / total));
  let left = target - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, remainder: value - floors[index]! })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index, remainder } of order) {
    if (left <= 0) break;
    if (remainder <= 0) continue;
    floors[index]! += 1;
    left -= 1;
  }
  return floors.map(bpsToPercent);
}
