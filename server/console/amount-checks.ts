import { MessageKey, PESO, PropId } from '../../contract/index.ts';
import type { PrizeCaps } from '../../contract/ops/index.ts';
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

/** Which cap of a prize an item's prop falls under. */
const CAP_OF: Record<number, keyof PrizeCaps> = { [PropId.coin]: 'coin', [PropId.points]: 'points', [PropId.diamond]: 'diamond' };

/**
 * One prize item (`<field>.propId`, `<field>.count`): a value item, coin in whole pesos, and, when
 * caps are given, under them (coin said in pesos, points and diamonds as counts).
 */
export function prizeItem(field: string, item: { propId: number; count: number }, caps?: PrizeCaps): void {
  if (!VALUE_PRIZES.has(item.propId)) throw invalid(`${field}.propId`, MessageKey.consoleConfigItemNotGrantable);
  if (item.propId === PropId.coin) wholePesos(`${field}.count`, item.count);
  if (!caps) return;
  const cap = caps[CAP_OF[item.propId]!];
  if (item.count > cap) throw invalid(`${field}.count`, MessageKey.consoleConfigAboveCap, { max: item.propId === PropId.coin ? cap / PESO : cap });
}

/** A prize's items: each as prizeItem, and each prop once (the rewards engine refuses a prop twice in one grant). */
export function prizeItems(field: string, items: readonly { propId: number; count: number }[], caps?: PrizeCaps): void {
  const seen = new Set<number>();
  items.forEach((item, i) => {
    prizeItem(`${field}.${i}`, item, caps);
    if (seen.has(item.propId)) throw invalid(`${field}.${i}.propId`, MessageKey.fieldInvalid);
    seen.add(item.propId);
  });
}
