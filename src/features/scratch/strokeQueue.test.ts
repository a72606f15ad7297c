import { describe, expect, it } from 'vitest';
import { StrokeQueue, STROKES_PER_CALL } from './strokeQueue.ts';

describe('StrokeQueue', () => {
  it('sends in order from what the server holds, one call at a time, at most a call’s worth', () => {
    const queue = new StrokeQueue(3);
    for (let i = 0; i < STROKES_PER_CALL + 2; i++) queue.push([i, i]);
    const first = queue.next()!;
    expect(first.from).toBe(3);
    expect(first.strokes).toHaveLength(STROKES_PER_CALL);
    expect(queue.next()).toBeNull();
    queue.sent(3 + STROKES_PER_CALL);
    const second = queue.next()!;
    expect(second).toEqual({ from: 3 + STROKES_PER_CALL, strokes: [[8, 8], [9, 9]] });
    queue.sent(13);
    expect(queue.size).toBe(0);
    expect(queue.kept).toBe(13);
    expect(queue.next()).toBeNull();
  });

  it('a failed call is sent again the same (the server skips strokes it kept)', () => {
    const queue = new StrokeQueue(0);
    queue.push([1, 1]);
    const first = queue.next()!;
    queue.failed();
    queue.push([2, 2]);
    const again = queue.next()!;
    expect(again.from).toBe(first.from);
    expect(again.strokes).toEqual([[1, 1], [2, 2]]);
    queue.drop();
    expect(queue.size).toBe(0);
    expect(queue.next()).toBeNull();
  });
});
