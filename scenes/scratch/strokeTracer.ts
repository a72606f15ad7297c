/** Where the tracer puts its dabs: the scene's dab pool and coverage grid (one object, made once). */
export interface DabSink {
  dab(x: number, y: number): void;
}

/**
 * Turns a drag (a point, then each next point) into brush dabs spaced evenly along the path, carrying
 * the leftover distance from one segment to the next, so the spacing is the same however the pointer
 * events fall. No allocation per point: the sink is called with numbers. The live drag and the
 * replay of a stroke log go through the same tracer with the same integer points, so a reload draws
 * (and counts) exactly what the player scratched.
 */
export class StrokeTracer {
  private x = 0;
  private y = 0;
  /** Distance walked since the last dab. */
  private walked = 0;
  private active = false;

  constructor(readonly spacing: number) {
    if (!(spacing > 0)) throw new Error(`dab spacing must be positive, got ${spacing}`);
  }

  get drawing(): boolean {
    return this.active;
  }

  /** The finger lands: one dab there. */
  start(x: number, y: number, sink: DabSink): void {
    this.x = x;
    this.y = y;
    this.walked = 0;
    this.active = true;
    sink.dab(x, y);
  }

  /** The finger moved to (x, y): a dab every `spacing` along the segment. Returns how many were made. */
  to(x: number, y: number, sink: DabSink): number {
    if (!this.active) {
      this.start(x, y, sink);
      return 1;
    }
    const dx = x - this.x;
    const dy = y - this.y;
    const length = Math.sqrt(dx * dx + dy * dy);
    if (length === 0) return 0;
    let at = this.spacing - this.walked;
    let made = 0;
    for (; at <= length; at += this.spacing) {
      const f = at / length;
      sink.dab(this.x + dx * f, this.y + dy * f);
      made++;
    }
    this.walked = length - (at - this.spacing);
    this.x = x;
    this.y = y;
    return made;
  }

  /** The finger lifts. */
  end(): void {
    this.active = false;
    this.walked = 0;
  }
}

/** Replays one stroke (flat integer pairs) through the tracer: the same dabs as when it was drawn. */
export function traceStroke(tracer: StrokeTracer, points: ArrayLike<number>, sink: DabSink): void {
  traceOpenStroke(tracer, points, sink);
  tracer.end();
}

/**
 * Replays the points of a stroke still being dragged and leaves the tracer drawing at its last point,
 * with the same leftover distance the live drag had there: the next pointer move continues the same
 * stroke as if nothing had happened (after a lost context, ScratchScene.redraw).
 */
export function traceOpenStroke(tracer: StrokeTracer, points: ArrayLike<number>, sink: DabSink): void {
  if (points.length < 2) return;
  tracer.start(points[0]!, points[1]!, sink);
  for (let i = 2; i + 1 < points.length; i += 2) tracer.to(points[i]!, points[i + 1]!, sink);
}
