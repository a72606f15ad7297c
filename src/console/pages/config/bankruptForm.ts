import type { BankruptGiftConfig } from '../../../../contract/calls/config.ts';
import { activityCaps } from '../../../../contract/ops/activity-caps.ts';
import { builtOf, field, multipleAt, pesosAt, PROBLEM, wholeAt, type Built } from './rulesForm.ts';
import { hundredthsText, typedHundredths, typedWhole } from './typedAmount.ts';
import { capProblem, PRIZE_KINDS, PRIZE_PROPS, type PrizeKind } from './vipRewardsForm.ts';

/**
 * The bankruptcy gift's form (bankruptGift, docs/bankrupt.md): the threshold below which a balance
 * counts as nothing (whole pesos, at most its cap), how long each bankruptcy's claim window lasts, how
 * many claims a Manila day, the gifts' turnover, and the awards in the order they are claimed: each an
 * id (the claim's key, unique), today's valid bets that unlock it (whole pesos, never below the award
 * before) and one prize (coin in whole pesos, points or diamonds) under the award's cap. Checked as the
 * server checks it (server/console/activity-values.ts). Pure (bankruptForm.test.ts).
 */
export const MAX_AWARDS = 20;
const MAX_AWARD_ID = 1000;

export interface AwardDraft {
  id: string;
  /** Today's valid bets needed, whole pesos. */
  validBet: string;
  kind: PrizeKind;
  /** Coin in whole pesos; points or diamonds as a count. */
  count: string;
}
export interface BankruptDraft {
  threshold: string;
  claimMinutes: string;
  maxPerDay: string;
  wagering: string;
  awards: AwardDraft[];
}

const KIND_OF: Record<number, PrizeKind> = Object.fromEntries(PRIZE_KINDS.map((kind) => [PRIZE_PROPS[kind], kind]));

export function bankruptDraftOf(gift: BankruptGiftConfig): BankruptDraft {
  return {
    threshold: hundredthsText(gift.threshold),
    claimMinutes: String(gift.claimMinutes),
    maxPerDay: String(gift.maxPerDay),
    wagering: String(gift.wagering),
    awards: gift.awards.map((award) => {
      // A prop the form does not offer (only the server's raw call could store one) shows as coin, to be fixed.
      const kind = KIND_OF[award.propId] ?? 'coin';
      return { id: String(award.id), validBet: hundredthsText(award.validBet), kind, count: kind === 'coin' ? hundredthsText(award.count) : String(award.count) };
    }),
  };
}

/** A new award: the next free id, unlocked where the last one is, coin to fill in. */
export function newAwardDraft(awards: readonly AwardDraft[]): AwardDraft {
  const next = Math.max(0, ...awards.map((award) => typedWhole(award.id) ?? 0)) + 1;
  return { id: String(next), validBet: awards.at(-1)?.validBet ?? '', kind: 'coin', count: '' };
}

export function bankruptValueOf(draft: BankruptDraft): Built<BankruptGiftConfig> {
  const built = builtOf<BankruptGiftConfig>({ threshold: 0, claimMinutes: 0, awards: [], wagering: 0, maxPerDay: 0 });
  built.value.threshold = pesosAt(built, 'value.threshold', draft.threshold, 100, activityCaps.bankruptThreshold);
  built.value.claimMinutes = wholeAt(built, 'value.claimMinutes', draft.claimMinutes, 1, 1440);
  built.value.maxPerDay = wholeAt(built, 'value.maxPerDay', draft.maxPerDay, 0, MAX_AWARDS);
  built.value.wagering = multipleAt(built, 'value.wagering', draft.wagering);
  field(built, 'value.awards', draft.awards.length > MAX_AWARDS ? { key: PROBLEM.tooMany, params: { max: MAX_AWARDS } } : null);
  const ids = new Set<number>();
  let previous: number | null = null;
  draft.awards.forEach((award, i) => {
    const name = `value.awards.${i}`;
    const id = wholeAt(built, `${name}.id`, award.id, 1, MAX_AWARD_ID);
    if (!built.problems[`${name}.id`] && ids.has(id)) built.problems[`${name}.id`] = { key: 'console-activities:bankrupt.errors.duplicateId', params: { id } };
    ids.add(id);
    const validBet = pesosAt(built, `${name}.validBet`, award.validBet, 0);
    if (!built.problems[`${name}.validBet`]) {
      if (previous !== null && validBet < previous) built.problems[`${name}.validBet`] = { key: 'console-activities:bankrupt.errors.belowPrevious', params: { previous: previous / 100 } };
      previous = validBet;
    }
    built.value.awards.push({ id, validBet, propId: PRIZE_PROPS[award.kind], count: countOf(built, name, award) });
  });
  return built;
}

/** The award's prize count: coin typed in whole pesos, points and diamonds as a count; at least 1, at most the award's cap. */
function countOf(built: Built<unknown>, name: string, award: AwardDraft): number {
  const count = award.kind === 'coin' ? typedHundredths(award.count) : typedWhole(award.count);
  const cap = activityCaps.bankruptAward[award.kind];
  field(built, `${name}.count`, count === null
      ? { key: award.kind === 'coin' ? PROBLEM.amount : PROBLEM.whole }
      : count < 1
        ? award.kind === 'coin'
          ? { key: PROBLEM.positive }
          : { key: PROBLEM.range, params: { min: 1, max: cap } }
        : count > cap
          ? capProblem(award.kind, cap)
          : null);
  built.formFieldOf[`${name}.propId`] = `${name}.kind`;
  return count ?? 0;
}
