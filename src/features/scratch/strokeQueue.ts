/** The most strokes one `scratchCardStrokes` call carries (contract SCRATCH_MAX_STROKES_PER_CALL). */
export const STROKES_PER_CALL = 8;

/**
 * Strokes drawn on the card and not yet kept by the server, sent in order, one call at a time. `from`
 * is how many strokes the server holds as far as this page knows: a retry after no answer sends the
 * same `from` and the same strokes, and the server skips the ones it kept already
 * (contract/calls/scratch.ts), so nothing is kept twice.
 */
export class StrokeQueue {
  private pending: number[][] = [];
  private inFlight = 0;

  constructor(private known: number) {}

  /** Strokes the server holds. */
  get kept(): number {
    return this.known;
  }

  /** Strokes not yet kept (waiting or in flight). */
  get size(): number {
    return this.pending.length;
  }

  push(stroke: number[]): void {
    this.pending.push(stroke);
  }

  /** The next call to make, or null (nothing waits, or a call is in flight). */
  next(): { from: number; strokes: number[][] } | null {
    if (this.inFlight || this.pending.length === 0) return null;
    const strokes = this.pending.slice(0, STROKES_PER_CALL);
    this.inFlight = strokes.length;
    return { from: this.known, strokes };
  }

  /** The server answered the log's length: the batch is kept. */
  sent(count: number): void {
    this.pending.splice(0, this.inFlight);
    this.inFlight = 0;
    this.known = count;
  }

  /** No answer or a refusal: the batch waits for the next try. */
  failed(): void {
    this.inFlight = 0;
  }

  /** Gives up what waits (the card is revealed, or reloaded from the server's log). */
  drop(): void {
    this.pending = [];
    this.inFlight = 0;
  }
}
