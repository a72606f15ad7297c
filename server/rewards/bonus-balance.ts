/**
 * The bonus balance's arithmetic, pure (docs/rewards.md "Wagering"): data in, balances out, tested beside
 * the file. A stake takes the player's cash first (coin not held by an open bonus) and the open bonuses'
 * balances after, oldest first; the round's win goes back in the stake's proportions, so what a bonus
 * staked wins bonus and what cash staked wins cash. Integer hundredths; a remainder of the division
 * stays with the cash (the player's side), and the bonus share goes to the bonuses in proportion to
 * what each staked (the oldest takes a remainder of that split).
 */
export interface StakeRound {
  stake: number;
  win: number;
  /** The player's coin before the stake was taken. */
  coinBefore: number;
}

/** The open bonuses' balances (oldest first) after one round. */
export function splitStake(balances: readonly number[], { stake, win, coinBefore }: StakeRound): number[] {
  if (!(stake > 0) || balances.length === 0) return [...balances];
  const held = balances.reduce((sum, b) => sum + b, 0);
  const cash = Math.max(0, coinBefore - held);
  let fromBonus = Math.max(0, stake - cash);
  const taken = balances.map((balance) => {
    const take = Math.min(balance, fromBonus);
    fromBonus -= take;
    return take;
  });
  const staked = taken.reduce((sum, t) => sum + t, 0);
  if (staked === 0) return [...balances];
  const bonusWin = Number((BigInt(Math.max(0, win)) * BigInt(staked)) / BigInt(stake));
  const shares = taken.map((t) => Number((BigInt(bonusWin) * BigInt(t)) / BigInt(staked)));
  const oldest = taken.findIndex((t) => t > 0);
  shares[oldest]! += bonusWin - shares.reduce((sum, s) => sum + s, 0);
  return balances.map((balance, i) => balance - taken[i]! + shares[i]!);
}
