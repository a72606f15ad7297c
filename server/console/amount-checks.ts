import { MessageKey, PESO, PropId, WAGERING_BOUNDS } from '../../contract/index.ts';
import type { PrizeCaps, TaskPrizeCaps } from '../../contract/ops/index.ts';
import { invalid } from '../api/errors.ts';
import { rules } from '../config/rules.ts';

/**
 * The money checks an admin's config value gets beyond its schema (config-values.ts, activity-values.ts):
 * each throws a 400 naming the field inside `value`.
 */

/** Players see floored pesos (spec §1): an amount with centavos would not add up on screen (as seed/wholePesos.ts). */
export function wholePesos(field: string, amount: number): void {
  if (amount % PESO !== 0) throw invalid(field, MessageKey.wholePesos);
}

/** A deposit amount the wallet could take: above ₱0 and not above the largest deposit (rules.deposit.maxAmount). */
export function depositAmount(field: string, amount: number): void {
  wholePesos(field, amount);
  if (amount <= 0) throw invalid(field, MessageKey.consoleConfigAmountZero);
  if (amount > rules.deposit.maxAmount) throw invalid(field, MessageKey.consoleConfigAboveDepositMax, { max: rules.deposit.maxAmount / PESO });
}

/** An amount above a cap against typos (contract/ops/activity-caps.ts); `max` said in pesos. */
export function coinAtMost(field: string, amount: number, cap: number): void {
  if (amount > cap) throw invalid(field, MessageKey.consoleConfigAboveCap, { max: cap / PESO });
}

/** Prizes the rewards engine can grant today: value items the ledger holds (coupons and tickets are refused). */
export const VALUE_PRIZES = new Set<number>([PropId.coin, PropId.points, PropId.diamond]);

/** A task's prize may also give activity points (liveness 4001, a tally item: docs/tasks.md); a chest's may not. */
export const TASK_PRIZES = new Set<number>([...VALUE_PRIZES, PropId.liveness]);

/** What one kind of prize may hold and what a refused item is told (a task's prize: TASK_PRIZES). */
export interface PrizeKinds {
  props: ReadonlySet<number>;
  refused: string;
}
const VALUE_KINDS: PrizeKinds = { props: VALUE_PRIZES, refused: MessageKey.consoleConfigItemNotGrantable };

/** Which cap of a prize an item's prop falls under. */
const CAP_OF: Record<number, keyof TaskPrizeCaps> = { [PropId.coin]: 'coin', [PropId.points]: 'points', [PropId.diamond]: 'diamond', [PropId.liveness]: 'liveness' };

/**
 * One prize item (`<field>.propId`, `<field>.count`): a value item (or one of `kinds`), coin in whole
 * pesos, and, when caps are given, under them (coin said in pesos, the others as counts).
 */
export function prizeItem(field: string, item: { propId: number; count: number }, caps?: PrizeCaps | TaskPrizeCaps, kinds: PrizeKinds = VALUE_KINDS): void {
  if (!kinds.props.has(item.propId)) throw invalid(`${field}.propId`, kinds.refused);
  if (item.propId === PropId.coin) wholePesos(`${field}.count`, item.count);
  const cap = caps ? (caps as Partial<TaskPrizeCaps>)[CAP_OF[item.propId]!] : undefined;
  if (cap !== undefined && item.count > cap) throw invalid(`${field}.count`, MessageKey.consoleConfigAboveCap, { max: item.propId === PropId.coin ? cap / PESO : cap });
}

/** A prize's items: each as prizeItem, and each prop once (the rewards engine refuses a prop twice in one grant). */
export function prizeItems(field: string, items: readonly { propId: number; count: number }[], caps?: PrizeCaps | TaskPrizeCaps, kinds?: PrizeKinds): void {
  const seen = new Set<number>();
  items.forEach((item, i) => {
    prizeItem(`${field}.${i}`, item, caps, kinds);
    if (seen.has(item.propId)) throw invalid(`${field}.${i}.propId`, MessageKey.fieldInvalid);
    seen.add(item.propId);
  });
}

/** A turnover multiple within the documented bounds (contract WAGERING_BOUNDS: `bonus` for deposit and free bonuses, `prize` for the rest). */
export function wageringWithin(field: string, multiple: number | undefined, kind: keyof typeof WAGERING_BOUNDS): void {
  const { min, max } = WAGERING_BOUNDS[kind];
  if (multiple === undefined || multiple < min || multiple > max) throw invalid(field, MessageKey.consoleConfigWageringBounds, { min, max });
}

/** An amount (hundredths) within bounds, said in pesos. */
export function amountWithin(field: string, amount: number, { min, max }: { min: number; max: number }): void {
  wholePesos(field, amount);
  if (amount < min || amount > max) throw invalid(field, MessageKey.consoleConfigAmountBounds, { min: min / PESO, max: max / PESO });
}
