import type { Executor } from '../db/client.ts';
import { promotionsWithheld } from '../rewards/index.ts';
import { pkRepo } from './repo.ts';

/**
 * What a settled real round earns in red versus blue (docs/pk.md "Contribution"), in the transaction
 * that settles it, holding the player's row: its valid bet is added to the player's contribution in the
 * round running now, if they joined it by now. Deposits earn nothing (only this hook adds); a
 * protected player's bets add nothing (they cannot join either). Games call it through its round hooks
 * (server/wiring.ts). Nothing is read past one indexed lookup when the player is in no running round.
 */
export async function earnPk(tx: Executor, userId: number, validBet: number, now: number): Promise<void> {
  if (validBet <= 0) return;
  const repo = pkRepo(tx);
  const running = await repo.findEarning(userId, new Date(now));
  if (!running) return;
  if (await promotionsWithheld(tx, userId, now)) return;
  await repo.addContribution(running.roundId, userId, validBet);
}
