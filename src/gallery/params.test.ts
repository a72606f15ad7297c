import { describe, expect, it } from 'vitest';
import { readParams } from './params.ts';

describe('gallery params', () => {
  it('reads the address with defaults and clamps', () => {
    expect(readParams('?scene=jackpot&state=landing&frame=90&seed=7')).toEqual({ scene: 'jackpot', state: 'landing', frame: 90, seed: 7, width: 360, height: 640, onThread: false });
    expect(readParams('?scene=pusher&state=busy&live&onthread').onThread).toBe(true);
    expect(readParams('?frame=x&w=5&h=99999')).toMatchObject({ scene: null, frame: null, seed: 1, width: 16, height: 2048 });
  });
});
