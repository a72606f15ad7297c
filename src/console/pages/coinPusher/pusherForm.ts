import type { ConsoleCallResult } from '../../../../contract/ops/index.ts';
import { PUSHER_LIMITS, type ConsolePusherSettings } from '../../../../contract/ops/pusher.ts';
import { refuse, whole, type FormRefusal } from '../../formChecks.ts';

/**
 * The coin pusher's settings form as text fields and its conversion to consolePusherConfigSave's body
 * (pure, so a unit test checks it): stakes typed in whole pesos, sent in hundredths, smallest first and
 * each above the one before (the server's 9402). The limits are the contract's; the server checks again,
 * and also refuses a golden coin's worth the odds table in force does not pay (docs/pusher.md).
 */
/** What the page shows: consolePusherConfig's (and the save's) answer. */
export type PusherView = ConsoleCallResult<'consolePusherConfig'>;

export interface PusherForm {
  enabled: boolean;
  /** One text per stake row, whole pesos. */
  stakes: string[];
  lanes: string;
  goldenWorth: string;
}

const PESO = 100;

export const formOfSettings = (s: ConsolePusherSettings): PusherForm => ({
  enabled: s.enabled,
  stakes: s.stakes.map((stake) => String(stake / PESO)),
  lanes: String(s.lanes),
  goldenWorth: String(s.goldenWorth),
});

/** A stake row to add: empty, for the operator to type (the check refuses it until then). */
export const addStake = (form: PusherForm): PusherForm => (form.stakes.length >= PUSHER_LIMITS.stakes ? form : { ...form, stakes: [...form.stakes, ''] });
export const removeStake = (form: PusherForm, i: number): PusherForm => (form.stakes.length <= 1 ? form : { ...form, stakes: form.stakes.filter((_, j) => j !== i) });

export function settingsBody(form: PusherForm): { body: ConsolePusherSettings } | { refusal: FormRefusal } {
  if (form.stakes.length < 1 || form.stakes.length > PUSHER_LIMITS.stakes) return refuse('stakes', 'form.stakeCount', { min: 1, max: PUSHER_LIMITS.stakes });
  const stakes: number[] = [];
  for (const [i, text] of form.stakes.entries()) {
    const pesos = whole(text, 1, PUSHER_LIMITS.stakePesos);
    if (pesos === null) return refuse(`stakes.${i}`, 'form.between', { min: 1, max: PUSHER_LIMITS.stakePesos });
    const previous = stakes[i - 1];
    if (previous !== undefined && pesos * PESO <= previous) return refuse(`stakes.${i}`, 'form.increasing', { previous: previous / PESO });
    stakes.push(pesos * PESO);
  }
  const lanes = whole(form.lanes, PUSHER_LIMITS.lanes.min, PUSHER_LIMITS.lanes.max);
  if (lanes === null) return refuse('lanes', 'form.between', PUSHER_LIMITS.lanes);
  const goldenWorth = whole(form.goldenWorth, PUSHER_LIMITS.goldenWorth.min, PUSHER_LIMITS.goldenWorth.max);
  if (goldenWorth === null) return refuse('goldenWorth', 'form.between', PUSHER_LIMITS.goldenWorth);
  return { body: { enabled: form.enabled, stakes, lanes, goldenWorth } };
}

/** The form's field for a field the server names (`stakes.2`, `lanes`…); null for one it has none for. */
export const formFieldOf = (field: string): string | null => (/^(stakes(\.\d+)?|lanes|goldenWorth)$/.test(field) ? field : null);

/** Basis points as the page shows them: 9500 → "95.00%". */
export const percentOfBasisPoints = (bps: number): string => `${Math.trunc(bps / 100)}.${String(Math.abs(bps) % 100).padStart(2, '0')}%`;

/** Stakes a prize pays: its plain coins, and the golden coin's worth when it falls (contract/calls/pusher.ts). */
export const stakesPaid = (prize: { coins: number; golden: boolean }, goldenWorth: number) => prize.coins + (prize.golden ? goldenWorth : 0);

/** A prize's chance in its table, two decimals ("12.50%"); '—' when it is not drawn (weight 0 or no table). */
export const chanceOf = (weight: number, total: number): string => (weight > 0 && total > 0 ? `${((weight / total) * 100).toFixed(2)}%` : '—');
