import type { JackpotAward } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { jackpotRules, type JackpotRules } from './config.ts';
import { jackpotChancesRepo, jackpotDrawsRepo } from './repo.ts';
import { chancesHeld, drawableCells, inPeriod } from './rules.ts';

/**
 * The "draw chance" red dot (spec §3): the player can draw now, exactly when getJackpotDrawInfo's
 * canReceiveDrawChance is true (a running activity with a drawable board, a chance held, and a first
 * deposit made: spec §5). The cheap checks first; at most two indexed reads.
 */
export async function drawChanceWaiting(
  db: Executor,
  user: { id: number; totalRecharge: number },
  cells: readonly JackpotAward[],
  now: number,
  rules: JackpotRules = jackpotRules,
): Promise<boolean> {
  if (rules.requireDeposit && !(user.totalRecharge > 0)) return false;
  if (!inPeriod(rules, now) || drawableCells(cells, rules).length === 0) return false;
  if (chancesHeld(await jackpotChancesRepo(db).get(user.id)) <= 0) return false;
  return jackpotDrawsRepo(db).activityOn();
}
