import type { ServerDeps } from '../deps.ts';

/**
 * Where coins can sit outside the wallet: a game provider's session (seamless or transfer wallets).
 * `/member/retrieve-balance` asks each one to give the player's coins back. The games issue registers
 * the house provider here; a provider that keeps nothing between rounds need not register.
 */
export interface GameBalanceSource {
  readonly name: string;
  /** Coins (hundredths) the player has in this provider now. */
  held(deps: ServerDeps, userId: number): Promise<number>;
  /** Moves them back to the player's coin through the ledger; answers the amount moved. */
  retrieve(deps: ServerDeps, userId: number): Promise<number>;
}

export const gameBalanceSources: GameBalanceSource[] = [];
