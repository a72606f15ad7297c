import { WAGERING_BOUNDS } from '../../../../contract/calls/config.ts';
import type { Problem } from './rebateForm.ts';
import { typedHundredths, typedMultiple, typedWhole } from './typedAmount.ts';

/**
 * What the activities' rules forms share (signInForm.ts, monthlyForm.ts, firstDepositForm.ts,
 * pointsForm.ts, bankruptForm.ts, tasksForm.ts, agentProgrammeForm.ts): the value built from the admin's text, the problems found on the
 * way, and the form's name for each field the server may name. Pure, unit-tested with each form.
 */

/** The activities' config keys edited on /config (contract/ops/config.ts). */
export type RulesKey = 'signInCalendar' | 'monthlyBonus' | 'firstDepositOffer' | 'pointsExchange' | 'bankruptGift' | 'tasks' | 'agentProgramme';

export interface Built<V> {
  value: V;
  /** By the form's own field names (`value.days.0.coin`, `value.percent`): what to fix before sending. */
  problems: Record<string, Problem>;
  /**
   * Every field the server may name (`value.days.0.items.1.count`) → the form's field its message shows
   * under (`value.days.0.points`); a field the form shows as it is maps to itself.
   */
  formFieldOf: Record<string, string>;
}

/** Message keys of the form problems, in the namespace that has them. */
export const PROBLEM = {
  amount: 'console-pages:config.errors.amount',
  whole: 'console-pages:config.errors.whole',
  multiple: 'console-pages:config.errors.multiple',
  positive: 'console-activities:errors.positive',
  range: 'console-activities:errors.range',
  noItems: 'console-activities:errors.noItems',
  tooMany: 'console-activities:errors.tooMany',
  coinAboveCap: 'console-activities:errors.coinAboveCap',
  wageringBounds: 'console-activities:errors.wageringBounds',
} as const;

export function builtOf<V>(value: V): Built<V> {
  return { value, problems: {}, formFieldOf: {} };
}

/** A field the form shows under its own name; its problem, when there is one. */
export function field(built: Built<unknown>, name: string, problem?: Problem | null): void {
  built.formFieldOf[name] = name;
  if (problem) built.problems[name] = problem;
}

/** A turnover multiple (0–100, two decimals), or its problem. */
/** A turnover multiple within its documented bounds (contract WAGERING_BOUNDS: a bonus 5–10×, any other prize 0–10×), or its problem. */
export function multipleAt(built: Built<unknown>, name: string, text: string, kind: keyof typeof WAGERING_BOUNDS = 'prize'): number {
  const value = typedMultiple(text);
  const { min, max } = WAGERING_BOUNDS[kind];
  field(built, name, value === null ? { key: PROBLEM.multiple } : value < min || value > max ? { key: PROBLEM.wageringBounds, params: { min, max } } : null);
  return value ?? 0;
}

/** A whole number from `min` to `max`, or its problem. */
export function wholeAt(built: Built<unknown>, name: string, text: string, min: number, max: number): number {
  const value = typedWhole(text);
  field(built, name, value === null || value < min || value > max ? { key: PROBLEM.range, params: { min, max } } : null);
  return value ?? 0;
}

/** An amount typed in whole pesos, in hundredths, at least `min` (hundredths) and at most `cap` when given; or its problem. */
export function pesosAt(built: Built<unknown>, name: string, text: string, min: number, cap?: number): number {
  const value = typedHundredths(text);
  const problem: Problem | null =
    value === null
      ? { key: PROBLEM.amount }
      : value < min
        ? { key: PROBLEM.positive }
        : cap !== undefined && value > cap
          ? { key: PROBLEM.coinAboveCap, params: { max: cap / 100 } }
          : null;
  field(built, name, problem);
  return value ?? 0;
}
