import { ActivityId, PropId } from '../../contract/index.ts';
import type { Db } from '../db/client.ts';
import { grantReward, ONCE, RewardWithheld } from '../rewards/index.ts';
import { publishPk } from './live.ts';
import { NO_SCORES, pkRepo, type PkRoundRow } from './repo.ts';
import { pkSplit } from './split.ts';

/**
 * A round's settlement (docs/pk.md "Settlement"), exactly once: one transaction holds the round's row
 * (FOR UPDATE) and acts only on an `ended` round whose settlement time has come, so a second process,
 * a retry or two at the same moment find it `settled` and pay nothing. The split is split.ts's; each
 * winner gets one grant through the rewards engine, keyed by the round (a second grant with that key
 * would move nothing anyway). A winner protected since the round (self-exclusion, time-out) is
 * withheld by the engine and paid nothing; their share is not handed to the others. The prizes, the
 * outcome and the `pk` live event are written in the same transaction.
 */
export async function settlePkRound(db: Db, id: number, now: number): Promise<PkRoundRow | undefined> {
  return db.transaction(async (tx) => {
    const repo = pkRepo(tx);
    const row = await repo.byId(id, { lock: true });
    if (!row || row.state !== 'ended' || row.settlesAt.getTime() > now) return undefined;
    const signups = await repo.signupsForSettlement(id);
    const entries = signups.map((s) => ({ userId: s.userId, camp: s.camp as 'red' | 'blue', contribution: s.contribution }));
    const { winner, prizes } = pkSplit(entries, { pool: row.pool, capPerPlayer: row.capPerPlayer, tieRule: row.tieRule as 'split' | 'none' });
    const byUser = new Map(signups.map((s) => [s.userId, s]));
    const paid: { userId: number; prize: number; grantId: number | null }[] = [];
    for (const { userId, prize } of prizes) {
      try {
        const grant = await grantReward(tx, {
          userId,
          source: { activityId: ActivityId.RedPKBlue, period: ONCE, reason: 'red_pk_blue' },
          key: `pk:${id}`,
          items: [{ propId: PropId.coin, count: prize }],
          wagering: row.wagering,
          meta: { roundId: id, camp: byUser.get(userId)!.camp, contribution: byUser.get(userId)!.contribution },
          now,
        });
        paid.push({ userId, prize, grantId: grant.id });
      } catch (error) {
        if (error instanceof RewardWithheld) continue;
        throw error;
      }
    }
    await repo.setPrizes(id, paid);
    const settled = await repo.update(id, {
      state: 'settled',
      winner,
      paid: paid.reduce((a, p) => a + p.prize, 0),
      winners: paid.length,
      settledAt: new Date(now),
    });
    await publishPk(tx, settled, (await repo.scores([id])).get(id) ?? NO_SCORES);
    return settled;
  });
}
