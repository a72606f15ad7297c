import { describe, expect, it } from 'vitest';
import { withPage } from './pagedRecords.ts';

const key = (row: { id: number }) => row.id;
const rows = (...ids: number[]) => ids.map((id) => ({ id }));

describe('withPage (a record read a page at a time)', () => {
  it('page 1 starts over, a later page is added after the rows shown', () => {
    expect(withPage(rows(9, 8), 1, rows(10, 9), key)).toEqual(rows(10, 9));
    expect(withPage(rows(10, 9), 2, rows(8, 7), key)).toEqual(rows(10, 9, 8, 7));
  });

  it('a row pushed into the next page by a newer one is not listed twice', () => {
    expect(withPage(rows(10, 9), 2, rows(9, 8), key)).toEqual(rows(10, 9, 8));
  });
});
