import { eq } from 'drizzle-orm';
import { ActivityId, Errcode, firstDepositBonus, MessageKey, PESO, PropId, type AppConfig, type CallResult } from '../../contract/index.ts';
import { activitiesRepo } from '../activity/index.ts';
import { ApiError, invalid } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { grantReward, grantStanding, ONCE, personHas, promotionsWithheld, RewardWithheld } from '../rewards/index.ts';
import { firstDepositTerms } from './settings.ts';

/**
 * The first-deposit offer (activity 44, docs/offers.md): a percent of the player's first deposit, at
 * most a cap, for a deposit of at least a minimum, opted in on the deposit form. The wallet asks
 * `promiseFirstDepositBonus` in the transaction that makes the order (the order stores the bonus and
 * multiple promised) and `payFirstDepositBonus` in the transaction that credits it, after the
 * deposit's own transfer, only for the player's first paid deposit. The grant's natural key
 * (activity 44, once, `first_deposit`) refuses a second one whatever happens.
 */
export const FIRST_DEPOSIT_KEY = 'first_deposit';
/** The welcome coins' grant (rewards/signup.ts): activity 15, once, `welcome`. */
const WELCOME_KEY = 'welcome';

/**
 * What an order opting in promises, in the order's transaction (after the deposit checks, before the
 * order is written): the offer running (5006), promotions not withheld (5004), no deposit paid yet
 * (5001), the amount at least the offer's minimum (400 on amount). Answers the bonus and its multiple.
 */
export async function promiseFirstDepositBonus(
  tx: Executor,
  p: { userId: number; amount: number; config: Pick<AppConfig, 'firstDepositOffer'>; now: number },
): Promise<{ bonus: number; wagering: number }> {
  const field = 'firstDeposit';
  if (!(await activitiesRepo(tx).isOn(ActivityId.FirstDeposit))) throw new ApiError(Errcode.activityNotRunning, { field });
  if (await promotionsWithheld(tx, p.userId, p.now)) throw new ApiError(Errcode.rewardWithheld, { field });
  const [player] = await tx.select({ totalRecharge: users.totalRecharge }).from(users).where(eq(users.id, p.userId));
  if (Number(player?.totalRecharge ?? 0) > 0) throw new ApiError(Errcode.rewardNothingToClaim, { field, msg: MessageKey.firstDepositTaken });
  // One per person (docs/rewards.md "One per person"): another account of this player's had it.
  if (await personHas(tx, p.userId, ActivityId.FirstDeposit, FIRST_DEPOSIT_KEY)) throw new ApiError(Errcode.rewardNothingToClaim, { field, msg: MessageKey.firstDepositOnePerPerson });
  const terms = firstDepositTerms(p.config);
  if (p.amount < terms.minDeposit) throw invalid('amount', MessageKey.firstDepositMin, { min: terms.minDeposit / PESO });
  return { bonus: firstDepositBonus(p.amount, terms), wagering: terms.wagering };
}

/**
 * The promised bonus of the player's first paid deposit, in the credit's transaction (the wallet has
 * checked it is the first): granted through the rewards engine as its own `first_deposit_bonus`
 * transfer, locked by the stored multiple. A protected player (§8) gets the deposit without it.
 * Answers the bonus paid (0 when withheld or granted before).
 */
export async function payFirstDepositBonus(tx: Executor, p: { userId: number; orderNo: string; bonus: number; wagering: number; now: number }): Promise<number> {
  if (p.bonus <= 0) return 0;
  // A link found after the order was made (a card or an ID added since): the deposit without the bonus.
  if (await personHas(tx, p.userId, ActivityId.FirstDeposit, FIRST_DEPOSIT_KEY)) return 0;
  try {
    const grant = await grantReward(tx, {
      userId: p.userId,
      source: { activityId: ActivityId.FirstDeposit, period: ONCE, reason: 'first_deposit_bonus' },
      key: FIRST_DEPOSIT_KEY,
      items: [{ propId: PropId.coin, count: p.bonus }],
      wagering: p.wagering,
      transfer: { kind: 'first_deposit_bonus', key: `first_deposit_bonus:${p.userId}`, meta: { orderNo: p.orderNo } },
      meta: { orderNo: p.orderNo },
      now: p.now,
    });
    return grant.duplicate ? 0 : p.bonus;
  } catch (error) {
    if (error instanceof RewardWithheld) return 0;
    throw error;
  }
}

type OfferInfo = Omit<CallResult<'firstDepositOffer'>, 'errcode' | 'msg'>;

/** The offer's terms and, for a player, whether the deposit form offers it and the bonuses they hold (first-deposit, welcome). */
export async function firstDepositInfo(db: Executor, player: { id: number; totalRecharge: number } | null, config: Pick<AppConfig, 'firstDepositOffer'>, now: number): Promise<OfferInfo> {
  const terms = firstDepositTerms(config);
  const [running, withheld, bonus, welcome] = await Promise.all([
    activitiesRepo(db).isOn(ActivityId.FirstDeposit),
    player ? promotionsWithheld(db, player.id, now) : Promise.resolve(false),
    player ? grantStanding(db, player.id, ActivityId.FirstDeposit, ONCE, FIRST_DEPOSIT_KEY) : Promise.resolve(null),
    player ? grantStanding(db, player.id, ActivityId.SignUpBonus, ONCE, WELCOME_KEY) : Promise.resolve(null),
  ]);
  const hasDeposit = (player?.totalRecharge ?? 0) > 0;
  return {
    running,
    ...terms,
    applies: player !== null && running && !hasDeposit && !withheld,
    hasDeposit,
    withheld,
    bonus,
    welcome,
  };
}
