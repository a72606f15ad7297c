import type { BalanceReason } from '../../contract/live.ts';
import type { Executor } from '../db/client.ts';
import { playerBalances } from '../ledger/ledger.ts';
import { publishLive } from './publish.ts';

/**
 * Tells the player's browser its coin after a change made elsewhere (an operator's decision): read in
 * the same transaction, after the transfer, so the figure is the one the commit makes true.
 */
export async function publishBalance(tx: Executor, userId: number, reason: BalanceReason): Promise<void> {
  const { coin } = await playerBalances(tx, userId);
  await publishLive(tx, userId, { type: 'balance', coin, reason });
}
