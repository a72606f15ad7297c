/**
 * Main-thread milliseconds per frame (scene update + tweens + render submission), the last N frames
 * in a ring buffer. Headless Chromium draws WebGL on SwiftShader, so its FPS says nothing about a
 * phone; the work the page's own thread does per frame does, and the bench reads it from here.
 */
export class FrameStats {
  private readonly ring: Float64Array;
  private written = 0;

  constructor(capacity = 600) {
    this.ring = new Float64Array(capacity);
  }

  record(ms: number): void {
    this.ring[this.written % this.ring.length] = ms;
    this.written++;
  }

  reset(): void {
    this.written = 0;
  }

  /** Frames recorded since the last reset (not capped by the ring): the still-ticker test watches it. */
  get total(): number {
    return this.written;
  }

  /** The recorded frames, oldest first. */
  frames(): number[] {
    const size = Math.min(this.written, this.ring.length);
    const start = this.written - size;
    return Array.from({ length: size }, (_, i) => this.ring[(start + i) % this.ring.length]!);
  }

  summary(): { frames: number; p50: number; p95: number; max: number } {
    const sorted = this.frames().sort((a, b) => a - b);
    const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0);
    return { frames: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
  }
}

/**
 * Lowers the canvas resolution when frames arrive slowly, one step at a time and never back up (a
 * phone that struggled once will struggle again; flipping back and forth would be worse than either).
 * Fed the interval between frames; answers the resolution to use.
 */
export class ResolutionGovernor {
  private slow = 0;
  private seen = 0;

  constructor(
    private resolution: number,
    private readonly options = { window: 90, slowFrameMs: 1000 / 40, slowShare: 0.5, step: 0.5, floor: 1 },
  ) {}

  get current(): number {
    return this.resolution;
  }

  observe(intervalMs: number): number {
    this.seen++;
    if (intervalMs > this.options.slowFrameMs) this.slow++;
    if (this.seen >= this.options.window) {
      if (this.slow / this.seen >= this.options.slowShare && this.resolution > this.options.floor) {
        this.resolution = Math.max(this.options.floor, this.resolution - this.options.step);
      }
      this.seen = 0;
      this.slow = 0;
    }
    return this.resolution;
  }
}
