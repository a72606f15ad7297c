import { eq } from 'drizzle-orm';
import { mapTable } from '../../contract/fairness/verify.ts';
import { ActivityId, PESO, PropId, type JackpotAward, type JackpotDrawResult } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { jackpotRules, type JackpotRules } from './config.ts';
import { HouseAccount } from '../ledger/ledger.ts';
import { bumpRewardState, grantReward, manilaDayPeriod } from '../rewards/index.ts';
import { assertMayPlay } from '../protection/index.ts';
import { jackpotChancesRepo, jackpotDrawsRepo, type JackpotDrawRow } from './repo.ts';
import { jackpotRunning } from './chances.ts';
import { drawFair, tableInForce } from '../fairness/index.ts';
import { amountSection, capToPool, chancesHeld, refusal } from './rules.ts';
import { drawableTable, entryPayout, JACKPOT_TABLE } from './fair-table.ts';

export const toResult = (row: JackpotDrawRow): JackpotDrawResult => ({
  id: row.cellId,
  propId: row.propId,
  count: row.count,
  type: row.type,
  bonus: row.bonus,
  amountSection: row.amountSection,
});

/**
 * One draw for one request: spends a chance, draws the cell (and a tier's amount) from the player's
 * seed pair over the `jackpot` table in force (server/fairness, docs/fairness.md), records it and
 * credits it through the ledger, all in one transaction, before anything is answered. `cells` (the
 * board) is what the page shows; the table decides (fair-table.ts).
 * A request id seen before answers its draw again. Refusals (1001–1004) change nothing.
 */
export async function drawOnce(
  db: Db,
  input: { userId: number; requestId: string; cells?: readonly JackpotAward[]; now: number },
  rules: JackpotRules = jackpotRules,
): Promise<{ draw: JackpotDrawRow; chanceSize: number }> {
  const { userId, requestId, now } = input;
  const earlier = await jackpotDrawsRepo(db).byRequest(userId, requestId);
  if (earlier) return { draw: earlier, chanceSize: chancesHeld(await jackpotChancesRepo(db).get(userId)) };

  return db.transaction(async (tx) => {
    // The player's row first (lock order): draws of one player, and their deposits, queue here.
    const [player] = await tx.select({ totalRecharge: users.totalRecharge }).from(users).where(eq(users.id, userId)).for('update');
    const draws = jackpotDrawsRepo(tx);
    const chances = jackpotChancesRepo(tx);
    // A concurrent copy of this request may have drawn while we waited for the lock.
    const again = await draws.byRequest(userId, requestId);
    if (again) return { draw: again, chanceSize: chancesHeld(await chances.get(userId)) };
    // No draw in a time-out or exclusion, nor past the day's play-time limit (server/protection).
    await assertMayPlay(tx, userId, now);

    const state = await chances.get(userId, { forUpdate: true });
    // No table in force (or one with an entry the server cannot pay) counts as not running.
    const table = await tableInForce(tx, JACKPOT_TABLE, now);
    const running = drawableTable(table, rules) && (await jackpotRunning(tx, now, rules));
    const refused = refusal({ running, hasDeposited: (player?.totalRecharge ?? 0) > 0, state }, rules);
    if (refused) throw new ApiError(refused.errcode, refused.params ? { params: refused.params } : {});
    const at = new Date(now);
    if (!(await chances.spendOne(userId, at))) throw new Error('jackpot: chance vanished under the lock');
    // A chance spent may clear the draw-chance red dot, even when the draw grants nothing (an empty pool).
    await bumpRewardState(tx, userId);

    const drawn = await drawFair(tx, { userId, tableKey: JACKPOT_TABLE, now }, mapTable);
    const cell = drawn.table.weighted!.entries[drawn.outcome.index ?? -1]!;
    const payout = entryPayout(cell, rules)!;
    let count = cell.count;
    let bonus = 0;
    let section = '';
    if (payout.kind === 'tier') {
      // Only draws lock the pool, each under its own player's row, so this cannot cross another
      // transaction's lock order; it keeps two winners from both taking the same balance. The
      // record keeps the pesos drawn; what is paid is capped by the pool.
      bonus = capToPool((drawn.outcome.pesos ?? 0) * PESO, await draws.poolBalance({ forUpdate: true }));
      count = bonus;
      section = amountSection(payout.range);
    }
    const draw = await draws.insert({
      userId,
      requestId,
      cellId: cell.id,
      propId: cell.propId,
      type: cell.type,
      count,
      bonus,
      amountSection: section,
      createdAt: at,
    });
    // An empty pool caps a tier win to 0: recorded (the chance was spent), nothing to move.
    if (count > 0) {
      // Paid through the rewards engine (DESIGN §7), once per draw: a tier from the pool, coin from
      // the bonus budget, points and diamonds from their own house accounts. The transfer keeps its
      // kind and key, so the coin record and the audit read it as before; no wagering on prizes.
      const grant = await grantReward(tx, {
        userId,
        source: { activityId: ActivityId.LuckyJackpot, period: manilaDayPeriod(now), reason: 'jackpot_draw' },
        key: `draw:${draw.id}`,
        items: [{ propId: cell.propId, count }],
        pays: payout.kind === 'tier' ? HouseAccount.jackpotPool : HouseAccount.bonusExpense,
        transfer: { kind: 'jackpot_draw', key: `jackpot_draw:${draw.id}`, meta: { drawId: draw.id, cellId: cell.id, propId: cell.propId } },
        meta: { drawId: draw.id, cellId: cell.id },
        now,
      });
      const transferId = grant.items[0]!.transferId!;
      await draws.setTransfer(draw.id, transferId);
      draw.transferId = transferId;
    }
    // The fairness record: the jackpot draw's id, and what it paid (hundredths of coin or tier; 0 for points and diamonds).
    await drawn.finish({ ref: String(draw.id), win: payout.kind === 'tier' || cell.propId === PropId.coin ? count : 0 });
    return { draw, chanceSize: chancesHeld(state) - 1 };
  });
}
