import { eq } from 'drizzle-orm';
import { ActivityId, Errcode } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { playerBalances } from '../ledger/ledger.ts';
import { claimReward, type Grant, type RewardItem } from '../rewards/index.ts';
import { claimRefusal, currentEpisode, manilaDayOf } from './rules.ts';
import type { BankruptSettings } from './settings.ts';
import { awardKey, loadSnapshot, startEpisode } from './state.ts';

/** What a claim answers (contract claimResultSchema): the items, the coin after, this claim's coin locked by wagering. */
export interface ClaimResult {
  items: RewardItem[];
  coin: number;
  locked: number;
}

/**
 * receiveBankruptGiftAward, in the caller's transaction: the player's row locked first (a double tap,
 * a second tab and 50 at once take turns), the award checked against the rules (3001–3004, nothing
 * changed), then paid through claimReward (activity 56, the Manila day, key `award:<id>`; a free bonus
 * with the configured wagering). A claim made before the info was ever asked starts the bankruptcy's
 * record itself, so the next award of the same bankruptcy keeps its window.
 */
export async function claimAward(tx: Executor, userId: number, settings: BankruptSettings, id: number, now: number): Promise<ClaimResult> {
  const award = settings.awards.find((a) => a.id === id);
  if (!award) throw new ApiError(Errcode.notFound, { field: 'id' });
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const s = await loadSnapshot(tx, userId, settings, now, true);
  const refused = claimRefusal(settings, s, award);
  if (refused) throw new ApiError(refused.errcode, { ...(refused.msg ? { msg: refused.msg } : {}), ...(refused.params ? { params: refused.params } : {}) });
  let grant: Grant;
  try {
    grant = await claimReward(tx, {
      userId,
      source: { activityId: ActivityId.Bankrupt, period: manilaDayOf(now).key, reason: 'bankrupt_gift' },
      key: awardKey(award.id),
      items: [{ propId: award.propId, count: award.count }],
      wagering: settings.wagering,
      meta: { awardId: award.id, todayValidBet: s.todayValidBet, coinBefore: s.coin },
      now,
    });
  } catch (error) {
    // Checked above under the player's lock; the engine's own duplicate answer still speaks this area's code.
    if (error instanceof ApiError && error.errcode === Errcode.rewardAlreadyClaimed) throw new ApiError(Errcode.bankruptAlreadyClaimed);
    throw error;
  }
  if (!currentEpisode(s)) await startEpisode(tx, userId, settings, s);
  const { coin } = await playerBalances(tx, userId);
  const locked = grant.wagering && grant.wagering.turnoverLeft > 0 ? grant.wagering.amount : 0;
  return { items: grant.items.map(({ propId, count }) => ({ propId, count })), coin, locked };
}
