import type { MonthlyBonusConfig } from '../../../../contract/calls/config.ts';
import { activityCaps } from '../../../../contract/ops/activity-caps.ts';
import { builtOf, field, multipleAt, pesosAt, PROBLEM, type Built } from './rulesForm.ts';
import { hundredthsText } from './typedAmount.ts';
import { itemsOf, prizeDraftOf, PRIZE_KINDS, type PrizeDraft } from './vipRewardsForm.ts';

/**
 * The monthly bonus's form (monthlyBonus, docs/offers.md): tiers of last month's valid bets (whole pesos,
 * from the smallest up, none twice: the server refuses them out of order), each its prize of coin, points
 * and diamonds under the tier's cap, and the prize coin's turnover. Pure (monthlyForm.test.ts).
 */
export const MAX_TIERS = 20;

export interface TierDraft extends PrizeDraft {
  /** Last month's valid bets needed, whole pesos. */
  minValidBet: string;
}
export interface MonthlyDraft {
  wagering: string;
  tiers: TierDraft[];
}

export function monthlyDraftOf(bonus: MonthlyBonusConfig): MonthlyDraft {
  return { wagering: String(bonus.wagering), tiers: bonus.tiers.map((tier) => ({ minValidBet: hundredthsText(tier.minValidBet), ...prizeDraftOf(tier.items) })) };
}

export const newTierDraft = (): TierDraft => ({ minValidBet: '', coin: '', points: '', diamond: '' });

export function monthlyValueOf(draft: MonthlyDraft): Built<MonthlyBonusConfig> {
  const built = builtOf<MonthlyBonusConfig>({ tiers: [], wagering: 1 });
  field(built, 'value.tiers', draft.tiers.length > MAX_TIERS ? { key: PROBLEM.tooMany, params: { max: MAX_TIERS } } : null);
  let previous: number | null = null;
  draft.tiers.forEach((tier, i) => {
    const name = `value.tiers.${i}`;
    const minValidBet = pesosAt(built, `${name}.minValidBet`, tier.minValidBet, 100);
    if (!built.problems[`${name}.minValidBet`]) {
      if (previous !== null && minValidBet <= previous) built.problems[`${name}.minValidBet`] = { key: 'console-activities:monthly.errors.notAscending', params: { previous: previous / 100 } };
      previous = minValidBet;
    }
    const items = itemsOf(tier, name, `${name}.items`, built, activityCaps.monthlyTier);
    field(built, `${name}.items`, items.length === 0 && PRIZE_KINDS.every((kind) => !built.problems[`${name}.${kind}`]) ? { key: PROBLEM.noItems } : null);
    built.value.tiers.push({ minValidBet, items });
  });
  built.value.wagering = multipleAt(built, 'value.wagering', draft.wagering);
  return built;
}
