import { ActivityId, bonusConfigDefaults, PropId } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { HouseAccount } from '../ledger/ledger.ts';
import { grantReward, type Grant } from './grant.ts';
import { ONCE } from './periods.ts';

/**
 * The welcome coins (config userRegisterCoin) as a bonus: paid from the sign-up account at
 * registration, locked until the player's first valid top-up and a turnover of `wagering` × the
 * amount (config signupBonusWagering). Before this, every registration (no phone needed) was ₱50
 * that could be withdrawn at once: cheap to farm. The transfer keeps its kind and key
 * (`signup_bonus`, `signup_bonus:<player>`), so the coin record and the console read it as before.
 */
/** The turnover multiple and qualifying top-ups when the config has none (seeded before the keys existed). */
export const DEFAULT_SIGNUP_WAGERING = bonusConfigDefaults.signupBonusWagering;

export function grantSignupBonus(tx: Executor, input: { userId: number; amount: number; wagering?: number; qualifyingDeposit?: number; now: number }): Promise<Grant> {
  return grantReward(tx, {
    userId: input.userId,
    source: { activityId: ActivityId.SignUpBonus, period: ONCE, reason: 'signup' },
    key: 'welcome',
    items: [{ propId: PropId.coin, count: input.amount }],
    pays: HouseAccount.signupBonus,
    wagering: input.wagering ?? DEFAULT_SIGNUP_WAGERING,
    needsDeposit: true,
    qualifyingDeposit: input.qualifyingDeposit ?? bonusConfigDefaults.bonusQualifyingDeposit,
    transfer: { kind: 'signup_bonus', key: `signup_bonus:${input.userId}` },
    now: input.now,
  });
}
