import { BONUS_QUALIFYING_DEPOSIT, type FirstDepositOfferConfig } from '../../../../contract/calls/config.ts';
import { activityCaps } from '../../../../contract/ops/activity-caps.ts';
import { builtOf, multipleAt, pesosAt, wholeAt, type Built } from './rulesForm.ts';
import { hundredthsText } from './typedAmount.ts';

/**
 * The first-deposit offer's form (firstDepositOffer, docs/offers.md): the percent of the first deposit
 * paid as bonus (1–200), the largest bonus (above ₱0, at most the cap), the smallest deposit that gets it
 * (₱100 up to the largest deposit the server takes), the bonus's turnover (5–10×, docs/rewards.md "Terms").
 * Amounts in whole pesos. Pure
 * (offerForms.test.ts).
 */
export interface FirstDepositDraft {
  percent: string;
  maxBonus: string;
  minDeposit: string;
  wagering: string;
}

export function firstDepositDraftOf(offer: FirstDepositOfferConfig): FirstDepositDraft {
  return { percent: String(offer.percent), maxBonus: hundredthsText(offer.maxBonus), minDeposit: hundredthsText(offer.minDeposit), wagering: String(offer.wagering) };
}

export function firstDepositValueOf(draft: FirstDepositDraft): Built<FirstDepositOfferConfig> {
  const built = builtOf<FirstDepositOfferConfig>({ percent: 0, maxBonus: 0, minDeposit: 0, wagering: 0 });
  built.value.percent = wholeAt(built, 'value.percent', draft.percent, 1, 200);
  built.value.maxBonus = pesosAt(built, 'value.maxBonus', draft.maxBonus, 100, activityCaps.firstDepositMaxBonus);
  built.value.minDeposit = pesosAt(built, 'value.minDeposit', draft.minDeposit, 0);
  if (built.value.minDeposit < BONUS_QUALIFYING_DEPOSIT.min && !built.problems['value.minDeposit']) {
    built.problems['value.minDeposit'] = { key: 'console-activities:errors.belowQualifying', params: { min: BONUS_QUALIFYING_DEPOSIT.min / 100 } };
  }
  if (built.value.minDeposit > activityCaps.depositMax) built.problems['value.minDeposit'] = { key: 'console-activities:errors.aboveDepositMax', params: { max: activityCaps.depositMax / 100 } };
  built.value.wagering = multipleAt(built, 'value.wagering', draft.wagering, 'bonus');
  return built;
}
