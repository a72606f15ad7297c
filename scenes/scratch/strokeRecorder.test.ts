import { describe, expect, it } from 'vitest';
import { SCRATCH_MAX_POINTS, SCRATCH_SPACE, scratchStrokeSchema } from '../../contract/calls/scratch.ts';
import { MAX_POINTS, MIN_STEP, SPACE_H, SPACE_W } from './card.ts';
import { isDrawableStroke, StrokeRecorder } from './strokeRecorder.ts';

describe('StrokeRecorder', () => {
  it('uses the server stroke space and limits (contract/calls/scratch.ts)', () => {
    expect({ width: SPACE_W, height: SPACE_H }).toEqual(SCRATCH_SPACE);
    expect(MAX_POINTS).toBe(SCRATCH_MAX_POINTS);
  });

  it('keeps whole numbers inside the space and drops points closer than MIN_STEP', () => {
    const recorder = new StrokeRecorder();
    recorder.begin(10.4, -3);
    expect(recorder.add(11, 1)).toBe('skipped');
    expect(recorder.add(10 + MIN_STEP, 0)).toBe('kept');
    expect(recorder.add(1200.7, 700)).toBe('kept');
    const stroke = recorder.take()!;
    expect(stroke).toEqual([10, 0, 16, 0, 1000, 600]);
    expect(scratchStrokeSchema.safeParse(stroke).success).toBe(true);
    expect(recorder.take()).toBeNull();
  });

  it('cuts a long drag into strokes the server accepts, joined at a shared point', () => {
    const recorder = new StrokeRecorder();
    recorder.begin(0, 0);
    const strokes: number[][] = [];
    for (let i = 1; i < 300; i++) {
      if (recorder.add((i * 10) % 1000, Math.floor(i / 100) * 50) === 'split') strokes.push(recorder.takeCut()!);
    }
    strokes.push(recorder.take()!);
    expect(strokes.length).toBe(3);
    for (const stroke of strokes) expect(scratchStrokeSchema.safeParse(stroke).success).toBe(true);
    expect(strokes[0]!.slice(-2)).toEqual(strokes[1]!.slice(0, 2));
    // Every point kept once, plus one shared point per cut.
    expect(strokes.reduce((n, s) => n + s.length / 2, 0)).toBe(300 + 2);
  });

  it('tells a drawable stroke from a malformed log entry', () => {
    expect(isDrawableStroke([1, 2, 3, 4])).toBe(true);
    expect(isDrawableStroke([])).toBe(false);
    expect(isDrawableStroke([1, 2, 3])).toBe(false);
    expect(isDrawableStroke([1, 601])).toBe(false);
    expect(isDrawableStroke([1.5, 2])).toBe(false);
  });
});
