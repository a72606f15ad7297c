import { describe, expect, it } from 'vitest';
import { StrokeTracer, traceStroke, type DabSink } from './strokeTracer.ts';

function collector() {
  const dabs: [number, number][] = [];
  const sink: DabSink = { dab: (x, y) => void dabs.push([x, y]) };
  return { dabs, sink };
}

const gaps = (dabs: [number, number][]) => dabs.slice(1).map(([x, y], i) => Math.hypot(x - dabs[i]![0], y - dabs[i]![1]));

describe('StrokeTracer', () => {
  it('puts a dab where the finger lands and then one every spacing along the path', () => {
    const { dabs, sink } = collector();
    const tracer = new StrokeTracer(10);
    tracer.start(0, 0, sink);
    expect(tracer.to(35, 0, sink)).toBe(3);
    expect(dabs).toEqual([[0, 0], [10, 0], [20, 0], [30, 0]]);
  });

  it('carries the leftover across segments, so the spacing is even however pointer events fall', () => {
    const one = collector();
    const many = collector();
    const a = new StrokeTracer(8);
    a.start(0, 0, one.sink);
    a.to(100, 0, one.sink);
    const b = new StrokeTracer(8);
    b.start(0, 0, many.sink);
    for (const x of [3, 7, 7, 19, 20, 51, 52, 80, 100]) b.to(x, 0, many.sink);
    const round = ([x]: [number, number]) => Math.round(x * 1e6) / 1e6;
    expect(many.dabs.map(round)).toEqual(one.dabs.map(round));
    expect(Math.max(...gaps(many.dabs))).toBeLessThanOrEqual(8 + 1e-9);
  });

  it('leaves no gap wider than the spacing on a fast diagonal swipe', () => {
    const { dabs, sink } = collector();
    const tracer = new StrokeTracer(19.2);
    tracer.start(10, 10, sink);
    tracer.to(900, 500, sink);
    tracer.to(100, 580, sink);
    for (const gap of gaps(dabs)) expect(gap).toBeLessThanOrEqual(19.2 + 1e-9);
  });

  it('replays a logged stroke as the same dabs the drag made, a tap as one dab', () => {
    const live = collector();
    const tracer = new StrokeTracer(12);
    tracer.start(100, 100, live.sink);
    tracer.to(150, 120, live.sink);
    tracer.to(230, 90, live.sink);
    tracer.end();
    const replay = collector();
    traceStroke(new StrokeTracer(12), [100, 100, 150, 120, 230, 90], replay.sink);
    expect(replay.dabs).toEqual(live.dabs);
    const tap = collector();
    traceStroke(new StrokeTracer(12), [5, 6], tap.sink);
    expect(tap.dabs).toEqual([[5, 6]]);
  });

  it('refuses a spacing that would never advance', () => {
    expect(() => new StrokeTracer(0)).toThrow();
  });
});
