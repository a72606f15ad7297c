import type { ServerDeps } from '../deps.ts';
import { houseBalanceSource } from './house/provider.ts';

/**
 * Where coins can sit outside the wallet: a game provider's session (seamless or transfer wallets).
 * `/member/retrieve-balance` asks each one to give the player's coins back. A provider that keeps
 * nothing between rounds need not register. The house provider holds a bet only between a debit and
 * its credit (a round cut off half way); retrieving rolls such debits back.
 */
export interface GameBalanceSource {
  readonly name: string;
  /** Coins (hundredths) the player has in this provider now. */
  held(deps: ServerDeps, userId: number): Promise<number>;
  /** Moves them back to the player's coin through the ledger; answers the amount moved. */
  retrieve(deps: ServerDeps, userId: number): Promise<number>;
}

export const gameBalanceSources: GameBalanceSource[] = [houseBalanceSource];
