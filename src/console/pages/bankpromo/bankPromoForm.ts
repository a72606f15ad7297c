import { BANK_PROMO_MAX_BONUS_PESOS } from '../../../../contract/ops/bankpromo.ts';
import type { BankPromoTerms } from '../../../../contract/calls/bankpromo.ts';
import { refuse, whole, type FormRefusal } from '../../formChecks.ts';

/**
 * The bank promotion's terms as text fields and their conversion to consoleBankPromoSave's body (pure,
 * unit-tested): money in whole pesos (sent in hundredths), the channels ticked, a reason.
 */
export interface BankPromoForm {
  percent: string;
  maxBonus: string;
  minDeposit: string;
  wagering: string;
  typeIds: number[];
  reason: string;
}

const PESO = 100;

export const formOfTerms = (terms: BankPromoTerms): BankPromoForm => ({
  percent: String(terms.percent),
  maxBonus: String(terms.maxBonus / PESO),
  minDeposit: String(terms.minDeposit / PESO),
  wagering: String(terms.wagering),
  typeIds: terms.typeIds,
  reason: '',
});

export function bankPromoBody(form: BankPromoForm): { body: BankPromoTerms & { reason: string } } | { refusal: FormRefusal } {
  const percent = whole(form.percent, 1, 100);
  if (percent === null) return refuse('percent', 'between', { min: 1, max: 100 });
  const maxBonus = whole(form.maxBonus, 1, BANK_PROMO_MAX_BONUS_PESOS);
  if (maxBonus === null) return refuse('maxBonus', 'between', { min: 1, max: BANK_PROMO_MAX_BONUS_PESOS });
  const minDeposit = whole(form.minDeposit, 1, 50_000);
  if (minDeposit === null) return refuse('minDeposit', 'between', { min: 1, max: 50_000 });
  const wagering = whole(form.wagering, 0, 50);
  if (wagering === null) return refuse('wagering', 'between', { min: 0, max: 50 });
  if (form.typeIds.length === 0) return refuse('typeIds', 'channelsMissing');
  const reason = form.reason.trim();
  if (reason.length < 3) return refuse('reason', 'reasonMissing');
  return { body: { percent, maxBonus: maxBonus * PESO, minDeposit: minDeposit * PESO, wagering, typeIds: form.typeIds, reason } };
}

const FIELDS = ['percent', 'maxBonus', 'minDeposit', 'wagering', 'typeIds', 'reason'];
export const formFieldOf = (field: string): string | null => {
  const named = field.split('.')[0]!;
  return FIELDS.includes(named) ? named : null;
};
