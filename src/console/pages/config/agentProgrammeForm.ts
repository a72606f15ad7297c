import type { AgentProgramme } from '../../../../contract/calls/agents.ts';
import { activityCaps } from '../../../../contract/ops/activity-caps.ts';
import { percentText, typedBps } from './rebateForm.ts';
import { builtOf, field, multipleAt, pesosAt, PROBLEM, wholeAt, type Built } from './rulesForm.ts';
import { hundredthsText } from './typedAmount.ts';

/**
 * The agent programme's form (agentProgramme, docs/agents.md "Console"): the commission tiers (the
 * team's valid bets of the week in whole pesos, the first at ₱0, each above the one before; the rate
 * typed as a percent with two decimals and stored in basis points, 0.30 % = 30, 0.01–2.00 %, never
 * below the tier before), the claim's hold and window, the inviter fill window, and what makes a valid
 * invite with its bonus (whole pesos, at most activityCaps.agentValidInvite) and the bonus's turnover.
 * Checked as the server checks it (server/console/activity-values.ts and contract/calls/agents.ts).
 * Pure (agentProgrammeForm.test.ts).
 */
export const MAX_TIERS = 10;
/** Basis points a tier may pay (agentTierSchema): 0.01 % to 2 %. */
export const RATE_BP = { min: 1, max: 200 } as const;

export interface AgentTierDraft {
  /** The team's valid bets of the week needed, whole pesos. */
  minTeamValidBet: string;
  /** Percent of the valid bets, two decimals ("0.30"). */
  rate: string;
}
export interface AgentProgrammeDraft {
  tiers: AgentTierDraft[];
  holdDays: string;
  claimWeeks: string;
  fillWindowDays: string;
  validInvite: { minValidBet: string; orDeposits: string; holdDays: string; coin: string; wagering: string };
}

/** No programme stored (a database seeded before it: the programme does not run): one ₱0 tier and empty fields to fill in. */
export function agentProgrammeDraftOf(programme: AgentProgramme | undefined): AgentProgrammeDraft {
  if (!programme) {
    return {
      tiers: [{ minTeamValidBet: '0', rate: '' }],
      holdDays: '',
      claimWeeks: '',
      fillWindowDays: '',
      validInvite: { minValidBet: '', orDeposits: '', holdDays: '', coin: '', wagering: '1' },
    };
  }
  const { validInvite } = programme;
  return {
    tiers: programme.tiers.map((tier) => ({ minTeamValidBet: hundredthsText(tier.minTeamValidBet), rate: percentText(tier.rateBp) })),
    holdDays: String(programme.holdDays),
    claimWeeks: String(programme.claimWeeks),
    fillWindowDays: String(programme.fillWindowDays),
    validInvite: {
      minValidBet: hundredthsText(validInvite.minValidBet),
      orDeposits: String(validInvite.orDeposits),
      holdDays: String(validInvite.holdDays),
      coin: hundredthsText(validInvite.coin),
      wagering: String(validInvite.wagering),
    },
  };
}

/** A new tier at the top: its threshold to fill in, the rate of the tier below (never falling). */
export const newAgentTierDraft = (tiers: readonly AgentTierDraft[]): AgentTierDraft => ({ minTeamValidBet: '', rate: tiers.at(-1)?.rate ?? '' });

/** The basis points a typed rate is, for the hint under the field; null when it is not a rate. */
export function rateBpOf(text: string): number | null {
  const bp = typedBps(text);
  return bp !== null && bp >= RATE_BP.min && bp <= RATE_BP.max ? bp : null;
}

export function agentProgrammeValueOf(draft: AgentProgrammeDraft): Built<AgentProgramme> {
  const built = builtOf<AgentProgramme>({
    tiers: [],
    holdDays: 0,
    claimWeeks: 1,
    fillWindowDays: 0,
    validInvite: { minValidBet: 100, orDeposits: 2, holdDays: 0, coin: 0, wagering: 0 },
  });
  const count = draft.tiers.length;
  field(built, 'value.tiers', count === 0 ? { key: 'console-activities:agent.errors.noTiers' } : count > MAX_TIERS ? { key: PROBLEM.tooMany, params: { max: MAX_TIERS } } : null);
  let previous: { min: number; bp: number } | null = null;
  draft.tiers.forEach((tier, i) => {
    const name = `value.tiers.${i}`;
    const min = pesosAt(built, `${name}.minTeamValidBet`, tier.minTeamValidBet, 0);
    const bp = rateBpOf(tier.rate);
    field(built, `${name}.rateBp`, bp === null ? { key: 'console-activities:agent.errors.rate', params: { min: percentText(RATE_BP.min), max: percentText(RATE_BP.max) } } : null);
    if (!built.problems[`${name}.minTeamValidBet`]) {
      if (i === 0 && min !== 0) built.problems[`${name}.minTeamValidBet`] = { key: 'console-activities:agent.errors.firstTierZero' };
      else if (previous && min <= previous.min) built.problems[`${name}.minTeamValidBet`] = { key: 'console-activities:agent.errors.notAscending', params: { previous: previous.min / 100 } };
    }
    if (bp !== null && previous && bp < previous.bp) built.problems[`${name}.rateBp`] = { key: 'console-activities:agent.errors.rateFalls', params: { previous: percentText(previous.bp) } };
    // A tier with a problem still sets the bar for the next: the admin fixes one field at a time.
    previous = { min: Math.max(min, previous?.min ?? 0), bp: Math.max(bp ?? 0, previous?.bp ?? 0) };
    built.value.tiers.push({ minTeamValidBet: min, rateBp: bp ?? 0 });
  });
  built.value.holdDays = wholeAt(built, 'value.holdDays', draft.holdDays, 0, 60);
  built.value.claimWeeks = wholeAt(built, 'value.claimWeeks', draft.claimWeeks, 1, 52);
  built.value.fillWindowDays = wholeAt(built, 'value.fillWindowDays', draft.fillWindowDays, 0, 30);
  const invite = draft.validInvite;
  built.value.validInvite = {
    minValidBet: pesosAt(built, 'value.validInvite.minValidBet', invite.minValidBet, 100),
    orDeposits: wholeAt(built, 'value.validInvite.orDeposits', invite.orDeposits, 2, 20),
    holdDays: wholeAt(built, 'value.validInvite.holdDays', invite.holdDays, 0, 60),
    // ₱0 is a value: valid invites then pay no bonus (the commission still runs).
    coin: pesosAt(built, 'value.validInvite.coin', invite.coin, 0, activityCaps.agentValidInvite),
    wagering: multipleAt(built, 'value.validInvite.wagering', invite.wagering),
  };
  return built;
}
