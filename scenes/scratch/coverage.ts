import type { Rect } from './card.ts';

/**
 * How much of the prize the player has uncovered, counted on the CPU on a coarse grid over the prize
 * area only (DESIGN §10): reading the render texture's pixels back would stall the GPU pipeline every
 * frame on a phone. A cell counts once a dab's disc has covered its centre; the share is covered
 * cells over all cells. The grid is filled by the same dabs that are drawn, so a replayed stroke log
 * counts the same share as the live drag did.
 */
export class CoverageGrid {
  private readonly cells: Uint8Array;
  private readonly cellW: number;
  private readonly cellH: number;
  private count = 0;

  constructor(
    readonly area: Readonly<Rect>,
    readonly cols: number,
    readonly rows: number,
  ) {
    if (!(cols > 0 && rows > 0 && Number.isInteger(cols) && Number.isInteger(rows))) throw new Error(`grid must be whole cells, got ${cols}×${rows}`);
    this.cells = new Uint8Array(cols * rows);
    this.cellW = area.w / cols;
    this.cellH = area.h / rows;
  }

  get total(): number {
    return this.cells.length;
  }

  get covered(): number {
    return this.count;
  }

  /** Covered cells over all cells, 0 → 1. */
  get share(): number {
    return this.count / this.cells.length;
  }

  isCovered(col: number, row: number): boolean {
    return this.cells[row * this.cols + col] === 1;
  }

  /** A dab of radius r at (x, y): marks every cell whose centre it covers. Returns how many were new. */
  stamp(x: number, y: number, r: number): number {
    const { area, cols, rows, cellW, cellH } = this;
    // Only the cells under the dab's bounding box (centres at area.x + (i + 0.5) * cellW).
    const c0 = Math.max(0, Math.ceil((x - r - area.x) / cellW - 0.5));
    const c1 = Math.min(cols - 1, Math.floor((x + r - area.x) / cellW - 0.5));
    const r0 = Math.max(0, Math.ceil((y - r - area.y) / cellH - 0.5));
    const r1 = Math.min(rows - 1, Math.floor((y + r - area.y) / cellH - 0.5));
    const r2 = r * r;
    let added = 0;
    for (let row = r0; row <= r1; row++) {
      const dy = area.y + (row + 0.5) * cellH - y;
      for (let col = c0; col <= c1; col++) {
        const dx = area.x + (col + 0.5) * cellW - x;
        const index = row * cols + col;
        if (dx * dx + dy * dy <= r2 && this.cells[index] === 0) {
          this.cells[index] = 1;
          added++;
        }
      }
    }
    this.count += added;
    return added;
  }

  /** Everything counted as scratched (reveal all). */
  fill(): void {
    this.cells.fill(1);
    this.count = this.cells.length;
  }

  reset(): void {
    this.cells.fill(0);
    this.count = 0;
  }
}
