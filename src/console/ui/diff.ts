/**
 * What changed between two audited values (the audit's before and after, a pending change's value in
 * force and the proposed one): only the leaves that differ, by their path ("maxAmount",
 * "rates.1.2", "days.0.items.1.count"), old → new. A value added or removed has `undefined` on the
 * other side. Arrays are compared by index, as the forms list them.
 */
export interface Change {
  path: string;
  before: unknown;
  after: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function diffValues(before: unknown, after: unknown, path = ''): Change[] {
  if (isObject(before) && isObject(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => diffValues(before[key], after[key], path ? `${path}.${key}` : key));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path, before, after }];
}

/** One side of a change as text: strings as they are, the rest as compact JSON; nothing as an em dash. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
