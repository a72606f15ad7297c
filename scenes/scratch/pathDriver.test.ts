import { describe, expect, it } from 'vitest';
import { PathDriver } from './pathDriver.ts';

function recorder() {
  const calls: string[] = [];
  return { calls, target: { dragTo: (u: number, v: number, start: boolean) => void calls.push(`${start ? 'down' : 'move'} ${Math.round(u)},${Math.round(v)}`), dragEnd: () => void calls.push('up') } };
}

describe('PathDriver', () => {
  it('lands, moves at its speed frame by frame, turns corners and lifts at the end', () => {
    const { calls, target } = recorder();
    const driver = new PathDriver();
    driver.play([0, 0, 100, 0, 100, 50], 3, false);
    driver.step(10, target);
    expect(calls).toEqual(['down 0,0', 'move 30,0']);
    for (let i = 0; i < 3; i++) driver.step(10, target);
    expect(calls.at(-1)).toBe('move 100,20');
    driver.step(100, target);
    expect(calls.slice(-2)).toEqual(['move 100,50', 'up']);
    expect(driver.playing).toBe(false);
  });

  it('loops as a new stroke from the start', () => {
    const { calls, target } = recorder();
    const driver = new PathDriver();
    driver.play([0, 0, 10, 0], 1, true);
    driver.step(15, target);
    expect(calls).toEqual(['down 0,0', 'move 10,0', 'down 0,0', 'move 5,0']);
    expect(driver.playing).toBe(true);
    driver.stop();
    driver.step(10, target);
    expect(calls.length).toBe(4);
  });
});
