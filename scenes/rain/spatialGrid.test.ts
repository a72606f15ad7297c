import { describe, expect, it } from 'vitest';
import { SpatialGrid } from './spatialGrid.ts';

const CELL = 60;
function grid(items: [number, number][], half = 20) {
  const g = new SpatialGrid(16);
  g.layout(360, 640, CELL);
  items.forEach(([x, y], i) => g.set(i, x, y, half, half));
  g.build();
  return g;
}

describe('the spatial grid hit test', () => {
  it('finds the item under a point, and nothing beside it', () => {
    const g = grid([[100, 100]]);
    expect(g.hit(100, 100)).toBe(0);
    expect(g.hit(119, 81)).toBe(0);
    expect(g.hit(121, 100)).toBe(-1);
    expect(g.hit(300, 500)).toBe(-1);
  });

  it('the topmost (highest index) of overlapping items wins, whichever cell each is filed in', () => {
    // Centres on either side of the border between cells 1 and 2 (x = 120): the boxes overlap at x = 120.
    const g = grid([[110, 100], [130, 100], [119, 95]]);
    expect(g.hit(120, 100)).toBe(2);
    expect(g.hit(145, 100)).toBe(1);
    expect(g.hit(100, 100)).toBe(2);
    expect(g.hit(92, 100)).toBe(0);
    g.clear(2);
    expect(g.hit(120, 100)).toBe(1);
  });

  it('an item exactly on a cell border is hit from both cells', () => {
    const g = grid([[CELL * 2, CELL * 3]]);
    for (const [x, y] of [[CELL * 2 - 19, CELL * 3], [CELL * 2 + 19, CELL * 3], [CELL * 2, CELL * 3 - 20], [CELL * 2, CELL * 3 + 20]] as const) expect(g.hit(x, y)).toBe(0);
  });

  it('box edges count, a hair outside does not', () => {
    const g = grid([[200, 300]]);
    expect(g.hit(220, 320)).toBe(0);
    expect(g.hit(220.01, 300)).toBe(-1);
  });

  it('items half off the screen (entering at the top, at the sides) are found from on screen', () => {
    const g = grid([[100, -15], [-10, 300], [365, 400]]);
    expect(g.hit(100, 2)).toBe(0);
    expect(g.hit(5, 300)).toBe(1);
    expect(g.hit(350, 400)).toBe(2);
    expect(g.hit(Number.NaN, 400)).toBe(-1);
  });

  it('rebuilds after moves (the same arrays reused), and refuses boxes larger than a cell', () => {
    const g = grid([[100, 100], [300, 600]]);
    g.set(0, 300, 600, 20, 20);
    g.set(1, 100, 100, 20, 20);
    g.build();
    expect(g.hit(100, 100)).toBe(1);
    expect(g.hit(300, 600)).toBe(0);
    g.clear(1);
    expect(g.hit(100, 100)).toBe(-1);
    expect(() => g.set(2, 0, 0, CELL, 10)).toThrow(RangeError);
  });

  it('agrees with a brute-force scan over many random items and points', () => {
    const g = new SpatialGrid(240);
    g.layout(360, 640, CELL);
    let seed = 7;
    const rnd = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);
    for (let round = 0; round < 20; round++) {
      for (let i = 0; i < 240; i++) {
        if (rnd() < 0.1) g.clear(i);
        else g.set(i, rnd() * 400 - 20, rnd() * 700 - 30, 10 + rnd() * 19, 10 + rnd() * 19);
      }
      g.build();
      for (let p = 0; p < 200; p++) {
        const x = rnd() * 360;
        const y = rnd() * 640;
        let expected = -1;
        for (let i = 0; i < 240; i++) if (g.alive[i] && Math.abs(x - g.xs[i]!) <= g.halfW[i]! && Math.abs(y - g.ys[i]!) <= g.halfH[i]!) expected = i;
        expect(g.hit(x, y)).toBe(expected);
      }
    }
  });
});
