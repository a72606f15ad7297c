/**
 * Hit tests over the falling packets (pure, no Pixi): a uniform grid of cells at least as large as
 * the largest hit box, each item filed under the cell of its centre, so a point can only hit items
 * filed in its own cell or the eight around it. Items are the pool's slots (index = draw order: a
 * higher index is drawn on top, so it wins). Built by a counting sort into typed arrays made at
 * `layout` time: rebuilding allocates nothing.
 */
export class SpatialGrid {
  readonly capacity: number;
  /** Per item: centre, half extents of its hit box, and whether it is on screen and tappable. */
  readonly xs: Float32Array;
  readonly ys: Float32Array;
  readonly halfW: Float32Array;
  readonly halfH: Float32Array;
  readonly alive: Uint8Array;
  private readonly items: Int32Array;
  private readonly cellOf: Int32Array;
  private cellStart = new Int32Array(2);
  private cursor = new Int32Array(1);
  private cols = 1;
  private rows = 1;
  private cell = 1;

  constructor(capacity: number) {
    this.capacity = capacity;
    this.xs = new Float32Array(capacity);
    this.ys = new Float32Array(capacity);
    this.halfW = new Float32Array(capacity);
    this.halfH = new Float32Array(capacity);
    this.alive = new Uint8Array(capacity);
    this.items = new Int32Array(capacity);
    this.cellOf = new Int32Array(capacity);
  }

  /**
   * Cells over a width × height area. `cell` must be at least the largest hit box's full width and
   * height (checked by `set`): then an item reaches no further than the neighbouring cells.
   */
  layout(width: number, height: number, cell: number): void {
    this.cell = Math.max(1, cell);
    this.cols = Math.max(1, Math.ceil(width / this.cell));
    this.rows = Math.max(1, Math.ceil(height / this.cell));
    const cells = this.cols * this.rows;
    if (this.cursor.length < cells) {
      this.cellStart = new Int32Array(cells + 1);
      this.cursor = new Int32Array(cells);
    }
  }

  get cellSize(): number {
    return this.cell;
  }

  set(i: number, x: number, y: number, halfW: number, halfH: number): void {
    if (2 * halfW > this.cell || 2 * halfH > this.cell) throw new RangeError(`hit box ${2 * halfW}×${2 * halfH} is larger than a cell (${this.cell})`);
    this.xs[i] = x;
    this.ys[i] = y;
    this.halfW[i] = halfW;
    this.halfH[i] = halfH;
    this.alive[i] = 1;
  }

  clear(i: number): void {
    this.alive[i] = 0;
  }

  /** The cell of a point; points off the grid go to the nearest edge cell (an item half above the top is still found). */
  private cellAt(x: number, y: number): number {
    const cx = Math.min(this.cols - 1, Math.max(0, Math.floor(x / this.cell)));
    const cy = Math.min(this.rows - 1, Math.max(0, Math.floor(y / this.cell)));
    return cy * this.cols + cx;
  }

  /** Files every live item under its cell (after positions changed, before hit tests). */
  build(): void {
    const cells = this.cols * this.rows;
    const start = this.cellStart;
    start.fill(0, 0, cells + 1);
    for (let i = 0; i < this.capacity; i++) {
      if (!this.alive[i]) continue;
      const c = this.cellAt(this.xs[i]!, this.ys[i]!);
      this.cellOf[i] = c;
      start[c + 1]! += 1;
    }
    for (let c = 0; c < cells; c++) {
      start[c + 1]! += start[c]!;
      this.cursor[c] = start[c]!;
    }
    for (let i = 0; i < this.capacity; i++) {
      if (!this.alive[i]) continue;
      const c = this.cellOf[i]!;
      this.items[this.cursor[c]!] = i;
      this.cursor[c]! += 1;
    }
  }

  /** The topmost (highest index) live item whose hit box holds the point, or -1. Boxes include their edges. */
  hit(x: number, y: number): number {
    if (!Number.isFinite(x) || !Number.isFinite(y)) return -1;
    const cx = Math.min(this.cols - 1, Math.max(0, Math.floor(x / this.cell)));
    const cy = Math.min(this.rows - 1, Math.max(0, Math.floor(y / this.cell)));
    let best = -1;
    for (let row = Math.max(0, cy - 1); row <= Math.min(this.rows - 1, cy + 1); row++) {
      for (let col = Math.max(0, cx - 1); col <= Math.min(this.cols - 1, cx + 1); col++) {
        const c = row * this.cols + col;
        for (let j = this.cellStart[c]!; j < this.cellStart[c + 1]!; j++) {
          const i = this.items[j]!;
          if (i > best && this.alive[i] && Math.abs(x - this.xs[i]!) <= this.halfW[i]! && Math.abs(y - this.ys[i]!) <= this.halfH[i]!) best = i;
        }
      }
    }
    return best;
  }
}
