import { describe, expect, it } from 'vitest';
import { clampPoint, parsePlace, placeToPoint, snapToSide } from './bubblePosition.ts';

const bubble = { width: 60, height: 60 };
const phone = { width: 400, height: 800 };

describe('floating bubble position', () => {
  it('a drag past any edge keeps the whole bubble on screen, with the margin', () => {
    expect(clampPoint({ x: -50, y: -50 }, bubble, phone)).toEqual({ x: 8, y: 8 });
    expect(clampPoint({ x: 999, y: 999 }, bubble, phone)).toEqual({ x: 332, y: 732 });
    expect(clampPoint({ x: 100, y: 200 }, bubble, phone)).toEqual({ x: 100, y: 200 });
  });

  it('a drop snaps to the nearer side and keeps its height', () => {
    expect(snapToSide({ x: 100, y: 8 }, bubble, phone)).toEqual({ side: 'left', yRatio: 0 });
    expect(snapToSide({ x: 250, y: 732 }, bubble, phone)).toEqual({ side: 'right', yRatio: 1 });
    const middle = snapToSide({ x: 300, y: 370 }, bubble, phone);
    expect(middle.side).toBe('right');
    expect(middle.yRatio).toBeCloseTo(0.5);
  });

  it('a remembered place follows a rotation or resize and stays on screen', () => {
    const place = { side: 'right' as const, yRatio: 0.5 };
    expect(placeToPoint(place, bubble, phone)).toEqual({ x: 332, y: 370 });
    const landscape = { width: 800, height: 400 };
    expect(placeToPoint(place, bubble, landscape)).toEqual({ x: 732, y: 170 });
    // A viewport smaller than the bubble pins it to the margin instead of going negative.
    expect(placeToPoint(place, bubble, { width: 50, height: 50 })).toEqual({ x: 8, y: 8 });
  });

  it('reads a stored place, and ignores damaged values', () => {
    expect(parsePlace('{"side":"left","yRatio":0.25}')).toEqual({ side: 'left', yRatio: 0.25 });
    expect(parsePlace('{"side":"left","yRatio":7}')).toEqual({ side: 'left', yRatio: 1 });
    expect(parsePlace('{"side":"up","yRatio":0.2}')).toBeNull();
    expect(parsePlace('not json')).toBeNull();
    expect(parsePlace(null)).toBeNull();
  });
});
