import type { AppConfig } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';

/**
 * What a deposit means to activities (the layer above the wallet): the first-deposit offer promised
 * with the order and paid with its credit (offers), and the Lucky Jackpot chances a paid deposit earns
 * and a reversed one gives back (jackpot), each in the wallet's transaction. The composition
 * (server/wiring.ts) gives them, so the wallet imports no activity. Unwired, each throws: a deposit that silently dropped its bonus or its
 * chances would be worse than a 500.
 */
export interface DepositHooks {
  /** Checks and promises the first-deposit bonus of an order opting in (throws ApiError refusals); the bonus and its multiple. */
  promiseFirstDepositBonus(tx: Executor, p: { userId: number; amount: number; config: Pick<AppConfig, 'firstDepositOffer'>; now: number }): Promise<{ bonus: number; wagering: number }>;
  /** Pays the promised bonus of the player's first paid deposit; the bonus paid (0 when withheld or paid before). */
  payFirstDepositBonus(tx: Executor, p: { userId: number; orderNo: string; bonus: number; wagering: number; now: number }): Promise<number>;
  /** The jackpot chances a credited deposit earns. */
  earnJackpotChances(tx: Executor, userId: number, amount: number, now: number): Promise<unknown>;
  /** A deposit (credited at `depositedAt`) refunded or charged back and lost: its `amount` no longer counts, its unspent chances go back. */
  takeBackJackpotChances(tx: Executor, userId: number, amount: number, depositedAt: number, now: number): Promise<unknown>;
  /** The bank promotion's bonus of a paid order on a bank channel (bankpromo), once per order; the bonus paid (0: none). */
  payBankBonus(tx: Executor, order: { userId: number; orderNo: string; typeId: number; amount: number; now: number }): Promise<number>;
}

const unwired = (): never => {
  throw new Error('wallet: deposit hooks not wired (server/wiring.ts wireAreas)');
};

export const depositHooks: DepositHooks = { promiseFirstDepositBonus: unwired, payFirstDepositBonus: unwired, earnJackpotChances: unwired, takeBackJackpotChances: unwired, payBankBonus: unwired };

export function wireDepositHooks(given: DepositHooks): void {
  Object.assign(depositHooks, given);
}
