import type { BetRebateConfig } from '../../../../contract/calls/config.ts';
import { typedMultiple } from './typedAmount.ts';

/**
 * The bet-rebate form (betRebate, docs/rewards.md "Bet rebates"): rates per VIP level × game type and
 * the cap, typed as percents with at most two decimals and stored as basis points (0.45 % = 45), and
 * the turnover multiple of rebate coin. Checked as the server checks them (server/console/config-values.ts
 * and the seed schema): 0–100 %, no rate above the cap (regulators cap rebates). Pure, so it is tested
 * without a browser (rebateForm.test.ts).
 */

/** A message key of `console-pages` and its values: the page translates it. */
export interface Problem {
  key: string;
  params?: Record<string, string | number>;
}

export interface RebateDraft {
  cap: string;
  /** Empty: the server's default, 1×. */
  wagering: string;
  /** level → game type id → percent typed; empty: no rate for that cell. */
  rates: Record<string, Record<string, string>>;
}

/** 45 → "0.45", 100 → "1.00": basis points as the percent the form shows, never through a float. */
export function percentText(bps: number): string {
  return `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;
}

/** "0.45" → 45, "1" → 100, "1.5" → 150; null for anything else or above 100 %. */
export function typedBps(text: string): number | null {
  const typed = text.trim().replace(/\s*%$/, '');
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(typed);
  if (!match) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bps <= 10_000 ? bps : null;
}

/** The form's starting text: every level × type of the grid, and any other rate the stored value has. */
export function rebateDraftOf(rebate: BetRebateConfig | undefined, levels: readonly number[], types: readonly number[]): RebateDraft {
  const rates: RebateDraft['rates'] = {};
  for (const level of levels) rates[level] = Object.fromEntries(types.map((type) => [String(type), '']));
  for (const [level, byType] of Object.entries(rebate?.rates ?? {})) {
    rates[level] ??= {};
    for (const [type, bps] of Object.entries(byType)) rates[level][type] = percentText(bps);
  }
  return {
    cap: rebate ? percentText(rebate.capBps) : '',
    wagering: rebate?.wagering === undefined ? '' : String(rebate.wagering),
    rates,
  };
}

/**
 * The value to send, and the problems keyed by the server's field names (`value.capBps`,
 * `value.rates.<level>.<type>`, `value.wagering`), so the server's own refusal lands on the same field.
 * An empty cell is no rate (a level left with none is left out, unless the stored value had it empty).
 */
export function rebateValueOf(draft: RebateDraft, stored: BetRebateConfig | undefined): { value: BetRebateConfig; problems: Record<string, Problem> } {
  const problems: Record<string, Problem> = {};
  const capBps = typedBps(draft.cap);
  if (capBps === null) problems['value.capBps'] = { key: 'config.rebates.errors.percent' };
  const rates: BetRebateConfig['rates'] = {};
  for (const [level, byType] of Object.entries(draft.rates)) {
    const row: Record<string, number> = {};
    for (const [type, text] of Object.entries(byType)) {
      if (!text.trim()) continue;
      const field = `value.rates.${level}.${type}`;
      const bps = typedBps(text);
      if (bps === null) problems[field] = { key: 'config.rebates.errors.percent' };
      else if (capBps !== null && bps > capBps) problems[field] = { key: 'config.rebates.errors.aboveCap', params: { cap: percentText(capBps) } };
      else row[type] = bps;
    }
    if (Object.keys(row).length > 0 || stored?.rates[level] !== undefined) rates[level] = row;
  }
  const value: BetRebateConfig = { capBps: capBps ?? 0, rates };
  if (draft.wagering.trim()) {
    const wagering = typedMultiple(draft.wagering);
    if (wagering === null) problems['value.wagering'] = { key: 'config.errors.multiple' };
    else value.wagering = wagering;
  }
  return { value, problems };
}

/** A rate the stored value has whose cell was emptied: saving makes it no rate, so the form asks first. */
export interface EmptiedRate {
  level: string;
  type: string;
  /** The stored rate, as the form shows percents ("0.45"). */
  was: string;
}

/** The cells that had a stored rate and are empty now, by level then game type. */
export function emptiedRates(draft: RebateDraft, stored: BetRebateConfig | undefined): EmptiedRate[] {
  const emptied: EmptiedRate[] = [];
  for (const [level, byType] of Object.entries(stored?.rates ?? {})) {
    for (const [type, bps] of Object.entries(byType)) {
      if (!(draft.rates[level]?.[type] ?? '').trim()) emptied.push({ level, type, was: percentText(bps) });
    }
  }
  return emptied.sort((a, b) => Number(a.level) - Number(b.level) || Number(a.type) - Number(b.type));
}
