import type { AppConfig } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';

/** One settled real round, as the settle path knows it (vip/earn.ts reads it as its SettledBet). */
export interface SettledRound {
  /** The round's valid bet (hundredths); tryIt rounds never get here. */
  validBet: number;
  /** The player's all-time valid bet after this round (the bet totals, as addBet answers it). */
  totalValidBet: number;
  gameId: number;
  /** The config snapshot the round was played under (the handler's deps.config). */
  config: AppConfig;
}

/**
 * What a settled real round earns in activities (the layer above games): jackpot chances and VIP
 * experience and rebates, each in the transaction that settles the round, holding the player's row.
 * The composition (server/wiring.ts) gives jackpot's `earnFromBet` and vip's `earnVip`, so games
 * imports no activity. Unwired, each throws: a round that silently earned nothing would be worse.
 */
export interface RoundHooks {
  earnJackpotChances(tx: Executor, userId: number, bet: number, now: number): Promise<unknown>;
  earnVip(tx: Executor, userId: number, round: SettledRound, now: number): Promise<void>;
  /** A settled real spin of a house slot enters the slot tournament running now (tournament/entries.ts). */
  enterSlotTournament(tx: Executor, userId: number, spin: { gameId: number; bet: number; win: number }, now: number): Promise<unknown>;
  /** A settled real round's valid bet counts for the player's camp in the red-versus-blue round running now (pk/earn.ts). */
  earnPk(tx: Executor, userId: number, validBet: number, now: number): Promise<void>;
}

const unwired = (): never => {
  throw new Error('games: round hooks not wired (server/wiring.ts wireAreas)');
};

export const roundHooks: RoundHooks = { earnJackpotChances: unwired, earnVip: unwired, enterSlotTournament: unwired, earnPk: unwired };

export function wireRoundHooks(given: RoundHooks): void {
  Object.assign(roundHooks, given);
}
