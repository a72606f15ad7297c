import { describe, expect, it } from 'vitest';
import { layoutBoard } from './boardLayout.ts';

const overlaps = (a: { x: number; y: number; size: number }, b: { x: number; y: number; size: number }) =>
  Math.abs(a.x - b.x) < (a.size + b.size) / 2 - 1e-9 && Math.abs(a.y - b.y) < (a.size + b.size) / 2 - 1e-9;

describe('the board layout', () => {
  it('puts 12 cells clockwise around a 4×4 square from the top-left', () => {
    const { cells, centre } = layoutBoard(12);
    expect(cells).toHaveLength(12);
    expect(cells[0]).toMatchObject({ x: 0.125, y: 0.125 });
    expect(cells[3]).toMatchObject({ x: 0.875, y: 0.125 });
    expect(cells[6]).toMatchObject({ x: 0.875, y: 0.875 });
    expect(cells[9]).toMatchObject({ x: 0.125, y: 0.875 });
    expect(cells[11]).toMatchObject({ x: 0.125, y: 0.375 });
    expect(centre.size).toBeGreaterThan(0.45);
  });

  it('never overlaps cells, and keeps them on the board, for any count', () => {
    for (let count = 2; count <= 24; count += 1) {
      const { cells } = layoutBoard(count);
      expect(cells).toHaveLength(count);
      for (const cell of cells) {
        expect(cell.x - cell.size / 2).toBeGreaterThanOrEqual(0);
        expect(cell.x + cell.size / 2).toBeLessThanOrEqual(1);
        expect(cell.y - cell.size / 2).toBeGreaterThanOrEqual(0);
        expect(cell.y + cell.size / 2).toBeLessThanOrEqual(1);
      }
      for (let i = 0; i < count; i += 1) for (let j = i + 1; j < count; j += 1) expect(overlaps(cells[i]!, cells[j]!)).toBe(false);
    }
  });
});
