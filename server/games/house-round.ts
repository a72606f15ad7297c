import { Errcode, type AppConfig } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { stakeSettled } from '../protection/index.ts';
import { countValidBet } from '../rewards/index.ts';
import { addBet } from './betTotals.ts';
import { seamlessWallet, WalletRefusal } from './provider.ts';
import { roundHooks } from './round-hooks.ts';

/**
 * A real stake settled in one go by an in-house game that is not a catalog slot (the coin pusher,
 * docs/pusher.md): the same money path and the same accounting as the house slot's real spin
 * (house/provider.ts), so a pusher drop is a stake like any other round: debit and credit through the
 * seamless wallet (`game_bet`/`game_win`, idempotent on `<roundId>:bet`/`<roundId>:win`), bet totals
 * and valid bet, jackpot chances, wagering turnover (the bonus balance stakes after the cash),
 * protection (`stakeSettled`: exclusion 6002, limits 6001) and VIP experience.
 *
 * The caller holds the player's `users` row in `tx` and records the round in its own table (the
 * game_rounds row is a slot's: a grid, a session). Any refusal throws and the caller's transaction
 * rolls everything back: a coin short is 2001 before anything moved.
 */
export interface HouseRound {
  /** The game's provider name in the wallet's journal (`pusher`). */
  provider: string;
  roundId: string;
  userId: number;
  stake: number;
  win: number;
  /** The game id VIP reads a rebate's game type by (0: not a catalog game, no rebate rate). */
  gameId: number;
  config: AppConfig;
  now: number;
}

export async function settleHouseRound(tx: Executor, round: HouseRound): Promise<{ before: number; after: number }> {
  const { provider, roundId, userId, stake, win, now } = round;
  const wallet = seamlessWallet(tx, () => now, { lockedUsers: [userId] });
  let before: number;
  let after: number;
  try {
    const debit = await wallet.debit({ provider, txId: `${roundId}:bet`, roundId, userId, amount: stake });
    before = debit.balance + stake;
    after = (await wallet.credit({ provider, txId: `${roundId}:win`, roundId, userId, amount: win })).balance;
  } catch (error) {
    if (error instanceof WalletRefusal && error.reason === 'insufficient-balance') throw new ApiError(Errcode.insufficientBalance);
    throw error;
  }
  const totals = await addBet(tx, userId, { bet: stake, validBet: stake, win }, now);
  await roundHooks.earnJackpotChances(tx, userId, stake, now);
  await countValidBet(tx, userId, { validBet: stake, stake, win, coinBefore: before }, now);
  await stakeSettled(tx, userId, { stake, win }, now);
  await roundHooks.earnVip(tx, userId, { validBet: stake, totalValidBet: totals.validBet, gameId: round.gameId, config: round.config }, now);
  await roundHooks.earnPk(tx, userId, stake, now);
  return { before, after };
}
