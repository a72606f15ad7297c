/**
 * What the console's pure form checks share (scratch types, the wheel, mall items and add-up awards):
 * a refusal names the field and the translation key, and typed numbers are read one way everywhere.
 */
export type FormRefusal = { field: string; key: string; params?: Record<string, number> };

/** A refusal at a field, its params left out when there are none (the tests compare it whole). */
export const refuse = (field: string, key: string, params?: Record<string, number>) => ({ refusal: { field, key, ...(params ? { params } : {}) } });

/** A whole number typed in a field (thousands commas allowed), within bounds; null when it is not one. */
export function whole(value: string, min: number, max: number): number | null {
  const trimmed = value.trim().replaceAll(',', '');
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= min && n <= max ? n : null;
}
