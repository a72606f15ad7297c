import { describe, expect, it } from 'vitest';
import { createDrawFollower } from './drawFollower.ts';
import type { JackpotDrawModel } from './model.ts';

const draw = (seq: number, cellIndex = 3): JackpotDrawModel => ({ seq, cellIndex, jackpot: null });

describe('the board follows the draws it is given', () => {
  it('starts each of several draws in a row, cleared between them, even when a host numbers them alike', () => {
    const follower = createDrawFollower();
    for (let round = 0; round < 4; round += 1) {
      // The pre-fix store numbered every draw after a clear 1 again: the board must still play it.
      expect(follower.take(draw(1, round), 12), `draw ${round + 1}`).toEqual(draw(1, round));
      // The model repeats the draw while it plays (the info refreshed): not a new draw.
      expect(follower.take(draw(1, round), 12)).toBeNull();
      // The result popup closed.
      expect(follower.take(null, 12)).toBeNull();
    }
  });

  it('starts a draw with a new number at once, and not one whose cell the board lacks', () => {
    const follower = createDrawFollower();
    expect(follower.take(draw(5), 12)?.seq).toBe(5);
    expect(follower.take(draw(6), 12)?.seq).toBe(6);
    expect(follower.take(draw(7, 12), 12)).toBeNull();
    expect(follower.take(draw(8, -1), 12)).toBeNull();
  });
});
