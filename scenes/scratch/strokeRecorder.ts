import { MAX_POINTS, MIN_STEP, SPACE_H, SPACE_W } from './card.ts';

/** A point in stroke units, as it goes into the log (whole numbers inside the stroke space). */
export interface KeptPoint {
  x: number;
  y: number;
}

/** What happened to a pointer position offered to the recorder. */
export type RecordResult = 'kept' | 'skipped' | 'split';

/** Rounds and clamps a position in stroke units to the server's integer stroke space. */
export function toStrokeUnits(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.round(value)));
}

/**
 * Encodes a drag as the server keeps it (contract/calls/scratch.ts): flat integer pairs in stroke
 * space, points closer than MIN_STEP to the last kept one dropped, at most MAX_POINTS per stroke. A drag
 * longer than that is cut into strokes that join at a shared point ('split': the caller sends the
 * finished stroke and, as the replay of the log will, starts the brush again at that point).
 * The live brush follows only kept points, so what the player sees is what a reload redraws.
 * The buffer is reused: no allocation per pointer move; `take()` copies one stroke out at its end.
 */
export class StrokeRecorder {
  private readonly buffer = new Int32Array(MAX_POINTS * 2);
  private length = 0;
  /** The point last kept (valid after a 'kept' or 'split'). */
  readonly last: KeptPoint = { x: 0, y: 0 };
  /** A stroke cut off by a split, waiting for take(). */
  private cut: number[] | null = null;

  get points(): number {
    return this.length / 2;
  }

  /** The stroke being dragged so far (flat pairs, a view of the buffer: read it before the next add). */
  get open(): Int32Array {
    return this.buffer.subarray(0, this.length);
  }

  /** The finger lands. */
  begin(x: number, y: number): void {
    this.length = 0;
    this.push(toStrokeUnits(x, SPACE_W), toStrokeUnits(y, SPACE_H));
  }

  /** The finger moved: kept, skipped (too close) or kept after cutting the stroke in two. */
  add(x: number, y: number): RecordResult {
    const ix = toStrokeUnits(x, SPACE_W);
    const iy = toStrokeUnits(y, SPACE_H);
    if (this.length === 0) {
      this.push(ix, iy);
      return 'kept';
    }
    const dx = ix - this.last.x;
    const dy = iy - this.last.y;
    if (dx * dx + dy * dy < MIN_STEP * MIN_STEP) return 'skipped';
    this.push(ix, iy);
    if (this.length < this.buffer.length) return 'kept';
    this.cut = Array.from(this.buffer);
    this.length = 0;
    this.push(ix, iy);
    return 'split';
  }

  /** A stroke cut by the last split, once. */
  takeCut(): number[] | null {
    const cut = this.cut;
    this.cut = null;
    return cut;
  }

  /** The finger lifts: the stroke so far (null when empty), and the recorder is empty again. */
  take(): number[] | null {
    if (this.length === 0) return null;
    const stroke = Array.from(this.buffer.subarray(0, this.length));
    this.length = 0;
    return stroke;
  }

  private push(x: number, y: number): void {
    this.buffer[this.length++] = x;
    this.buffer[this.length++] = y;
    this.last.x = x;
    this.last.y = y;
  }
}

/** Whether a stroke from the log is one this scene can draw (the server validates the same shape). */
export function isDrawableStroke(stroke: readonly number[]): boolean {
  if (stroke.length < 2 || stroke.length % 2 !== 0 || stroke.length > MAX_POINTS * 2) return false;
  for (let i = 0; i < stroke.length; i++) {
    const v = stroke[i]!;
    if (!Number.isInteger(v) || v < 0 || v > (i % 2 === 0 ? SPACE_W : SPACE_H)) return false;
  }
  return true;
}
