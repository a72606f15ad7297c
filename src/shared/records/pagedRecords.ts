/** A page of a record read by page number, newest first, with the record's total (`pageNum`, `pageSize`). */
export interface RecordPage<T> {
  list: T[];
  total: number;
}

/**
 * The rows shown after page `pageNum` arrives: page 1 starts over; a later page is added after the
 * rows shown, less any already shown (a new row at the top pushes the last of a page into the next).
 */
export function withPage<T>(shown: readonly T[], pageNum: number, list: readonly T[], keyOf: (row: T) => number | string): T[] {
  if (pageNum === 1) return [...list];
  const seen = new Set(shown.map(keyOf));
  return [...shown, ...list.filter((row) => !seen.has(keyOf(row)))];
}
