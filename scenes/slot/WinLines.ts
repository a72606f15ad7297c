import { Container, Graphics } from 'pixi.js';

const COLORS = [0xffd23f, 0x3ad0ff, 0xff5a8a, 0x7aff6a, 0xff9a1a, 0xc08aff, 0xffffff, 0x1ae0b0, 0xff4a3a, 0x8ab4ff];

/**
 * The paylines: one Graphics per line, drawn once per layout (a dark edge under a coloured stroke
 * through the centres of the cells it crosses) and only shown or hidden while wins present.
 */
export class WinLines {
  readonly view = new Container();
  private graphics: Graphics[] = [];
  private warming = false;

  /** lines[i][reel] = row; x(reel) and y(row) give a cell's centre. */
  build(lines: readonly (readonly number[])[], x: (reel: number) => number, y: (row: number) => number, width: number): void {
    this.clear();
    this.graphics = lines.map((line, index) => {
      const g = new Graphics();
      const points = line.map((row, reel) => [x(reel), y(row)] as const);
      const path = () => {
        g.moveTo(points[0]![0] - width * 3, points[0]![1]);
        for (const [px, py] of points) g.lineTo(px, py);
        const last = points.at(-1)!;
        g.lineTo(last[0] + width * 3, last[1]);
      };
      path();
      g.stroke({ width: width * 2.2, color: 0x1a0a00, alpha: 0.55, join: 'round', cap: 'round' });
      path();
      g.stroke({ width, color: COLORS[index % COLORS.length]!, join: 'round', cap: 'round' });
      for (const [px, py] of points) g.circle(px, py, width * 1.3).fill(COLORS[index % COLORS.length]!);
      g.visible = this.warming;
      this.view.addChild(g);
      return g;
    });
  }

  /** Shows exactly these lines (indices into the model's lines; -1 entries are scatters and ignored). */
  show(lines: readonly number[]): void {
    this.graphics.forEach((g, index) => {
      const shown = lines.includes(index);
      if (g.visible !== shown) g.visible = shown;
    });
  }

  /**
   * Draws every line nearly transparent (on) or as before (off): the opening frames do it, so the
   * Graphics shader compiles and the lines' geometry builds while the scene opens, not on the first win.
   */
  warm(on: boolean): void {
    this.warming = on;
    this.view.alpha = on ? 0.01 : 1;
    for (const g of this.graphics) g.visible = on;
  }

  private clear(): void {
    for (const g of this.graphics) g.destroy({ context: true });
    this.graphics = [];
  }

  destroy(): void {
    this.clear();
    this.view.destroy({ children: true });
  }
}
