import type { ScratchCardArt } from '../../../../contract/calls/scratch.ts';
import {
  SCRATCH_AUTO_REVEAL,
  SCRATCH_BRUSH,
  SCRATCH_KEY_PATTERN,
  SCRATCH_PRIZE_COIN_MAX,
  SCRATCH_PRIZE_COUNT_MAX,
  SCRATCH_PRIZES_MAX,
  SCRATCH_WEIGHT_MAX,
  type ConsoleScratchPrize,
  type ConsoleScratchType,
} from '../../../../contract/ops/scratch.ts';
import { refuse, whole, type FormRefusal } from '../../formChecks.ts';

/**
 * The scratch-card type form as text fields, and its conversion to the calls' bodies (pure, so a unit
 * test checks it): coin typed in whole pesos and sent in hundredths, a coupon always once, the reveal
 * share in percent. Refusals name the field in the form's order; the server checks everything again.
 */
export const COIN = 2001;
export const POINTS = 2002;
export const DIAMOND = 60001;
/** Diamond coupons 100001–100005 (5% a step off one mall exchange). */
export const DIAMOND_COUPONS = [100_001, 100_002, 100_003, 100_004, 100_005] as const;
export const PRIZE_KINDS = [COIN, POINTS, DIAMOND, ...DIAMOND_COUPONS] as const;

export interface PrizeLine {
  propId: number;
  /** Whole pesos for coin, a count for points and diamonds; ignored for a coupon (one). */
  amount: string;
  weight: string;
}
export interface TypeForm {
  key: string;
  itemId: string;
  art: ScratchCardArt;
  autoRevealPercent: string;
  brushRadius: string;
  wagering: string;
  sort: string;
  onSale: boolean;
  prizes: PrizeLine[];
}
type Terms = { art: ScratchCardArt; autoRevealPercent: number; brushRadius: number; wagering: number; sort: number };

export const isCoupon = (propId: number) => (DIAMOND_COUPONS as readonly number[]).includes(propId);
export const emptyPrize = (): PrizeLine => ({ propId: COIN, amount: '', weight: '' });

export const emptyTypeForm = (itemId: number | null): TypeForm => ({
  key: '',
  itemId: itemId === null ? '' : String(itemId),
  art: 'bronze',
  autoRevealPercent: '60',
  brushRadius: '48',
  wagering: '1',
  sort: '0',
  onSale: false,
  prizes: [emptyPrize()],
});

const lineOf = (prize: { propId: number; count: number; weight: number }): PrizeLine => ({
  propId: prize.propId,
  amount: prize.propId === COIN ? String(prize.count / 100) : isCoupon(prize.propId) ? '1' : String(prize.count),
  weight: String(prize.weight),
});

export const formOfType = (type: ConsoleScratchType): TypeForm => ({
  key: type.key,
  itemId: String(type.itemId),
  art: type.art,
  autoRevealPercent: String(type.autoRevealPercent),
  brushRadius: String(type.brushRadius),
  wagering: String(type.wagering),
  sort: String(type.sort),
  onSale: type.onSale,
  prizes: type.prizes.map(lineOf),
});

function termsOf(form: TypeForm): { terms: Terms } | { refusal: FormRefusal } {
  const autoRevealPercent = whole(form.autoRevealPercent, SCRATCH_AUTO_REVEAL.min, SCRATCH_AUTO_REVEAL.max);
  if (autoRevealPercent === null) return refuse('autoRevealPercent', 'form.between', SCRATCH_AUTO_REVEAL);
  const brushRadius = whole(form.brushRadius, SCRATCH_BRUSH.min, SCRATCH_BRUSH.max);
  if (brushRadius === null) return refuse('brushRadius', 'form.between', SCRATCH_BRUSH);
  const wagering = whole(form.wagering, 0, 10);
  if (wagering === null) return refuse('wagering', 'form.between', { min: 0, max: 10 });
  const sort = whole(form.sort, 0, 10_000);
  if (sort === null) return refuse('sort', 'form.between', { min: 0, max: 10_000 });
  return { terms: { art: form.art, autoRevealPercent, brushRadius, wagering, sort } };
}

/** The prize lines as the calls take them; the first wrong line's amount or weight is named (`prizes.<i>.amount`). */
export function prizesOf(lines: readonly PrizeLine[]): { prizes: ConsoleScratchPrize[] } | { refusal: FormRefusal } {
  if (lines.length === 0 || lines.length > SCRATCH_PRIZES_MAX) return refuse('prizes', 'form.prizeCount', { min: 1, max: SCRATCH_PRIZES_MAX });
  const prizes: ConsoleScratchPrize[] = [];
  for (const [i, line] of lines.entries()) {
    let count = 1;
    if (!isCoupon(line.propId)) {
      const max = line.propId === COIN ? SCRATCH_PRIZE_COIN_MAX / 100 : SCRATCH_PRIZE_COUNT_MAX;
      const n = whole(line.amount, 1, max);
      if (n === null) return refuse(`prizes.${i}.amount`, 'form.between', { min: 1, max });
      count = line.propId === COIN ? n * 100 : n;
    }
    const weight = whole(line.weight, 1, SCRATCH_WEIGHT_MAX);
    if (weight === null) return refuse(`prizes.${i}.weight`, 'form.between', { min: 1, max: SCRATCH_WEIGHT_MAX });
    prizes.push({ propId: line.propId, count, weight });
  }
  return { prizes };
}

/** consoleScratchTypeCreate's body (a new type starts off sale). */
export function createBody(form: TypeForm) {
  if (!SCRATCH_KEY_PATTERN.test(form.key.trim())) return refuse('key', 'form.keyPattern');
  const itemId = whole(form.itemId, 1, 2_147_483_647);
  if (itemId === null) return refuse('itemId', 'form.pickItem');
  const terms = termsOf(form);
  if ('refusal' in terms) return terms;
  const prizes = prizesOf(form.prizes);
  if ('refusal' in prizes) return prizes;
  return { body: { key: form.key.trim(), itemId, ...terms.terms, prizes: prizes.prizes } };
}

const sameAs = (a: readonly ConsoleScratchPrize[], b: readonly ConsoleScratchPrize[]) =>
  a.length === b.length && a.every((p, i) => p.propId === b[i]!.propId && p.count === b[i]!.count && p.weight === b[i]!.weight);

/** consoleScratchTypeSave's body: the prizes only when they may change (never on sale) and did. */
export function saveBody(form: TypeForm, type: ConsoleScratchType) {
  const terms = termsOf(form);
  if ('refusal' in terms) return terms;
  const body = { id: type.id, ...terms.terms, onSale: form.onSale };
  if (type.prizesLocked) return { body };
  const prizes = prizesOf(form.prizes);
  if ('refusal' in prizes) return prizes;
  return { body: sameAs(prizes.prizes, type.prizes) ? body : { ...body, prizes: prizes.prizes } };
}

/** Each line's chance in percent (weight / total, two decimals), '' for a line without a valid weight. */
export function chances(lines: readonly { weight: string | number }[]): string[] {
  const weights = lines.map((line) => (typeof line.weight === 'number' ? line.weight : whole(line.weight, 1, SCRATCH_WEIGHT_MAX) ?? 0));
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => (w > 0 && total > 0 ? `${((w / total) * 100).toFixed(2)}%` : ''));
}
