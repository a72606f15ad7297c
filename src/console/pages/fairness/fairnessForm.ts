/**
 * The odds form's pure parts (docs/fairness.md "Operators and proof"), unit-tested: a Manila
 * date-time typed in a datetime-local field to milliseconds, the typed weights checked as the server
 * checks them, and the chances they give (the preview shown before sending).
 */

/** The server's largest weight (contract/ops/fairness.ts consoleFairTableAdd). */
export const MAX_WEIGHT = 1_000_000_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** "2026-12-08T10:00" (Manila, as <input type="datetime-local"> gives it) → ms, or null. */
export function manilaDateTimeToMs(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  return Number.isFinite(utc) ? utc - MANILA_OFFSET_MS : null;
}

/** True when the start is not still to come by this browser's clock (the server checks again by its own). */
export const startsInPast = (ms: number) => ms <= Date.now();

/** ms → "2026-12-08T10:00" in Manila (the field's value). */
export function msToManilaDateTime(ms: number): string {
  return new Date(ms + MANILA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A typed weight: a whole number 1 … MAX_WEIGHT, digits only (no "1e3", no "2.0"), or null. */
export function parseWeight(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 && n <= MAX_WEIGHT ? n : null;
}

/** Each typed weight's chance (weight / total of the valid ones); null where a weight is not valid. */
export function previewChances(texts: readonly string[]): (number | null)[] {
  const weights = texts.map(parseWeight);
  const total = weights.reduce<number>((s, w) => s + (w ?? 0), 0);
  return weights.map((w) => (w === null || total === 0 ? null : w / total));
}

/** A chance as the page prints it: "25.00%", "0.0100%" (small ones keep 3 significant digits). */
export function formatChance(p: number): string {
  const percent = p * 100;
  if (percent === 0) return '0%';
  return percent >= 1 ? `${percent.toFixed(2)}%` : `${percent.toPrecision(3)}%`;
}

/** Basis points → "96.00%". */
export const formatBps = (bps: number) => `${(bps / 100).toFixed(2)}%`;
