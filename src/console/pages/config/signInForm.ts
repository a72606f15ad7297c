import type { SignInCalendarConfig } from '../../../../contract/calls/config.ts';
import { activityCaps } from '../../../../contract/ops/activity-caps.ts';
import { builtOf, field, multipleAt, PROBLEM, type Built } from './rulesForm.ts';
import { itemsOf, prizeDraftOf, PRIZE_KINDS, type PrizeDraft } from './vipRewardsForm.ts';

/**
 * The daily sign-in calendar's form (signInCalendar, docs/checkin.md): the cycle's days in order, each
 * its prize of coin (whole pesos), points and diamonds, and the prizes' turnover. Checked as the server
 * checks it (server/console/activity-values.ts and the seed schema): 1–31 days, each with a prize, coin in
 * whole pesos, each item under the day's cap (contract/ops/activity-caps.ts). Pure (signInForm.test.ts).
 */
export const MAX_DAYS = 31;

export interface SignInDraft {
  wagering: string;
  days: PrizeDraft[];
}

export const emptyPrize = (): PrizeDraft => ({ coin: '', points: '', diamond: '' });

/** The form's starting text; no calendar stored (the activity pays nothing): no days, 1× turnover. */
export function signInDraftOf(calendar: SignInCalendarConfig | undefined): SignInDraft {
  return { wagering: String(calendar?.wagering ?? 1), days: (calendar?.days ?? []).map((day) => prizeDraftOf(day.items)) };
}

export function signInValueOf(draft: SignInDraft): Built<SignInCalendarConfig> {
  const built = builtOf<SignInCalendarConfig>({ days: [], wagering: 1 });
  field(built, 'value.days', draft.days.length === 0 || draft.days.length > MAX_DAYS ? { key: PROBLEM.range, params: { min: 1, max: MAX_DAYS } } : null);
  draft.days.forEach((day, i) => {
    const name = `value.days.${i}`;
    const items = itemsOf(day, name, `${name}.items`, built, activityCaps.signInDay);
    // The server's schema names the list when its items are wrong: shown under the day.
    field(built, `${name}.items`, items.length === 0 && PRIZE_KINDS.every((kind) => !built.problems[`${name}.${kind}`]) ? { key: PROBLEM.noItems } : null);
    built.value.days.push({ items });
  });
  built.value.wagering = multipleAt(built, 'value.wagering', draft.wagering);
  return built;
}
