import { eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { vipLevelChanges, vipRebateAccruals } from './schema.ts';
import { manilaDayPeriod } from '../rewards/index.ts';
import { rebateRate, userLevelFor, vipLevelFor, vipSettings } from './settings.ts';
import { sendSystemMail } from '../mail/index.ts';

/** One settled real round, as the settle path knows it. */
export interface SettledBet {
  /** The round's valid bet (hundredths); tryIt rounds never get here. */
  validBet: number;
  /** The player's all-time valid bet after this round (games' bet totals, as addBet answers it). */
  totalValidBet: number;
  gameId: number;
  /** The config snapshot the round was played under (the handler's deps.config). */
  config: AppConfig;
}

/**
 * What a settled round earns towards VIP (docs/rewards.md "VIP", "Bet rebates"), in the transaction
 * that settles it, after the bet totals are counted, holding the player's `users` row:
 * - experience is one point per whole peso of all-time valid bet (floor(valid_bet / 100));
 * - `vip` and `user_level` rise to the highest level reached, never down; each VIP change is a row;
 * - the valid bet accrues a rebate at the player's rate for the game's type (none at rate 0).
 * One read of the player row and one write of it when something moved, plus the rebate upsert when
 * a rate applies.
 */
export async function earnVip(tx: Executor, userId: number, bet: SettledBet, now: number): Promise<void> {
  if (!(bet.validBet > 0)) return;
  const settings = vipSettings(bet.config);
  const [player] = await tx.select({ vip: users.vip, vipExp: users.vipExp, userLevel: users.userLevel, bet: users.bet }).from(users).where(eq(users.id, userId));
  if (!player) return;
  const vipExp = Math.max(player.vipExp, Math.floor(bet.totalValidBet / 100));
  // No relegation: a level once reached stays (an operator raising a threshold takes no level away).
  const vip = Math.max(player.vip, vipLevelFor(settings, vipExp));
  const userLevel = Math.max(player.userLevel, userLevelFor(settings, Number(player.bet)));
  if (vipExp !== player.vipExp || vip !== player.vip || userLevel !== player.userLevel) {
    await tx.update(users).set({ vipExp, vip, userLevel }).where(eq(users.id, userId));
  }
  if (vip > player.vip) await tx.insert(vipLevelChanges).values({ userId, fromLevel: player.vip, toLevel: vip, vipExp, createdAt: new Date(now) });
  if (vip > player.vip) await sendSystemMail(tx, userId, 'vipLevelUp', { level: vip }, now);

  // The rate of the level the player has after this round's experience: the bet that reaches a level earns its rate.
  const gameType = settings.gameType.get(bet.gameId);
  const rateBps = gameType === undefined ? 0 : rebateRate(settings, vip, gameType);
  if (rateBps > 0) {
    await tx
      .insert(vipRebateAccruals)
      .values({ userId, day: manilaDayPeriod(now), gameType: gameType!, rateBps, validBet: bet.validBet, updatedAt: new Date(now) })
      .onConflictDoUpdate({
        target: [vipRebateAccruals.userId, vipRebateAccruals.day, vipRebateAccruals.gameType, vipRebateAccruals.rateBps],
        set: { validBet: sql`${vipRebateAccruals.validBet} + ${bet.validBet}`, updatedAt: new Date(now) },
      });
  }
}
