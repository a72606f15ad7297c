import type { Executor } from '../db/client.ts';
import { publishLive } from '../live/index.ts';

/**
 * A safebox move tells the player's other tabs the new coin (the live channel, docs/live.md), in the
 * move's transaction: a move rolled back announces nothing.
 */
export async function announceSafeboxMove(tx: Executor, userId: number, coin: number): Promise<void> {
  await publishLive(tx, userId, { type: 'balance', coin, reason: 'safebox' });
}
