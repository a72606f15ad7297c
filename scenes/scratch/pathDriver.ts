/** What the driver moves: the scene's drag in stroke units. */
export interface DragTarget {
  dragTo(u: number, v: number, start: boolean): void;
  dragEnd(): void;
}

/**
 * A synthetic finger: walks a polyline (flat pairs in stroke units) at a fixed speed on the scene's
 * clock and drags the brush along it, a move per frame, as pointer events would. The gallery's
 * scratching state and the frame-time bench use it, so their frames are the live path's frames.
 */
export class PathDriver {
  private points: readonly number[] = [];
  private speed = 0;
  private loop = false;
  /** Segment index (of the pair at 2·segment) and distance walked along it. */
  private segment = 0;
  private along = 0;
  private active = false;
  private fresh = false;

  get playing(): boolean {
    return this.active;
  }

  play(points: readonly number[], unitsPerMs: number, loop: boolean): void {
    if (points.length < 4 || !(unitsPerMs > 0)) throw new Error('a path needs two points and a positive speed');
    this.points = points;
    this.speed = unitsPerMs;
    this.loop = loop;
    this.segment = 0;
    this.along = 0;
    this.active = true;
    this.fresh = true;
  }

  stop(): void {
    this.active = false;
  }

  /** Advances by deltaMs: the finger lands on the first step, moves on each, lifts at the end. */
  step(deltaMs: number, target: DragTarget): void {
    if (!this.active) return;
    const p = this.points;
    if (this.fresh) {
      this.fresh = false;
      target.dragTo(p[0]!, p[1]!, true);
    }
    let left = this.speed * deltaMs;
    const last = p.length / 2 - 1;
    while (left > 0 && this.active) {
      const i = this.segment * 2;
      const dx = p[i + 2]! - p[i]!;
      const dy = p[i + 3]! - p[i + 1]!;
      const length = Math.sqrt(dx * dx + dy * dy);
      if (this.along + left < length) {
        this.along += left;
        const f = this.along / length;
        target.dragTo(p[i]! + dx * f, p[i + 1]! + dy * f, false);
        return;
      }
      left -= length - this.along;
      this.segment++;
      this.along = 0;
      if (this.segment < last) continue;
      target.dragTo(p[p.length - 2]!, p[p.length - 1]!, false);
      if (!this.loop) {
        target.dragEnd();
        this.active = false;
        return;
      }
      this.segment = 0;
      target.dragTo(p[0]!, p[1]!, true);
    }
  }
}
