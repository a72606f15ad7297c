import { describe, expect, it } from 'vitest';
import { GRID_COLS, GRID_ROWS, PRIZE_AREA } from './card.ts';
import { CoverageGrid } from './coverage.ts';
import { StrokeTracer, traceStroke } from './strokeTracer.ts';

describe('CoverageGrid', () => {
  it('counts a cell when a dab covered its centre, once', () => {
    const grid = new CoverageGrid({ x: 0, y: 0, w: 100, h: 100 }, 10, 10);
    // Cell (0,0) has its centre at (5,5).
    expect(grid.stamp(5, 5, 1)).toBe(1);
    expect(grid.isCovered(0, 0)).toBe(true);
    expect(grid.stamp(5, 5, 1)).toBe(0);
    // Radius 5 from (5,5) reaches the centres of (1,0) and (0,1) exactly, not (1,1).
    expect(grid.stamp(5, 5, 10)).toBe(2);
    expect(grid.isCovered(1, 1)).toBe(false);
    expect(grid.covered).toBe(3);
    expect(grid.share).toBeCloseTo(0.03);
  });

  it('counts nothing outside the prize area (the foil margins)', () => {
    const grid = new CoverageGrid(PRIZE_AREA, GRID_COLS, GRID_ROWS);
    traceStroke(new StrokeTracer(19), [0, 0, 1000, 0, 1000, 60, 0, 60], { dab: (x, y) => grid.stamp(x, y, 40) });
    expect(grid.covered).toBe(0);
  });

  it('a zigzag over the prize area uncovers most of it; fill and reset', () => {
    const grid = new CoverageGrid(PRIZE_AREA, GRID_COLS, GRID_ROWS);
    const points: number[] = [];
    for (let y = 110; y <= 500; y += 60) points.push(200, y, 800, y);
    traceStroke(new StrokeTracer(19.2), points, { dab: (x, y) => grid.stamp(x, y, 48) });
    expect(grid.share).toBeGreaterThan(0.9);
    grid.reset();
    expect(grid.share).toBe(0);
    grid.fill();
    expect(grid.share).toBe(1);
    expect(grid.total).toBe(GRID_COLS * GRID_ROWS);
  });

  it('refuses a grid that is not whole cells', () => {
    expect(() => new CoverageGrid(PRIZE_AREA, 0, 4)).toThrow();
  });
});
