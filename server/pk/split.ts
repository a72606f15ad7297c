import type { PkCamp, PkTieRule } from '../../contract/index.ts';

/**
 * The settlement's arithmetic (docs/pk.md "Prizes"), pure: the winner by the camps' scores, and each
 * winner's share of the pool, pro rata to contribution, floored to the centavo and capped per player.
 * What the floors and the cap leave of the pool is not paid (it stays in the bonus budget), so the
 * prizes never add up to more than the pool. On a tie the rule decides: `split` pays both camps' players
 * pro rata over both scores, `none` pays nobody. A player who contributed nothing is paid nothing.
 */

export type PkWinner = PkCamp | 'tie';

export interface PkEntry {
  userId: number;
  camp: PkCamp;
  contribution: number;
}

export interface PkTerms {
  pool: number;
  capPerPlayer: number;
  tieRule: PkTieRule;
}

export function pkWinner(red: number, blue: number): PkWinner {
  return red > blue ? 'red' : blue > red ? 'blue' : 'tie';
}

/** One share: floor(pool × contribution / total), at most the cap; integer arithmetic throughout (BigInt: pool × contribution may pass 2^53). */
export function pkShare(contribution: number, total: number, terms: Pick<PkTerms, 'pool' | 'capPerPlayer'>): number {
  if (contribution <= 0 || total <= 0) return 0;
  const share = Number((BigInt(terms.pool) * BigInt(contribution)) / BigInt(total));
  return Math.min(share, terms.capPerPlayer);
}

/** The camps a result pays: the winner's, both on a split tie, none on a `none` tie. */
export function payingCamps(winner: PkWinner, tieRule: PkTieRule): PkCamp[] {
  if (winner !== 'tie') return [winner];
  return tieRule === 'split' ? ['red', 'blue'] : [];
}

export function pkSplit(entries: readonly PkEntry[], terms: PkTerms): { winner: PkWinner; red: number; blue: number; prizes: { userId: number; prize: number }[] } {
  let red = 0;
  let blue = 0;
  for (const e of entries) {
    if (e.camp === 'red') red += e.contribution;
    else blue += e.contribution;
  }
  const winner = pkWinner(red, blue);
  const camps = payingCamps(winner, terms.tieRule);
  const total = (camps.includes('red') ? red : 0) + (camps.includes('blue') ? blue : 0);
  const prizes = entries
    .filter((e) => camps.includes(e.camp) && e.contribution > 0)
    .map((e) => ({ userId: e.userId, prize: pkShare(e.contribution, total, terms) }))
    .filter((p) => p.prize > 0);
  return { winner, red, blue, prizes };
}
