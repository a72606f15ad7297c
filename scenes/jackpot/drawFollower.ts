import type { JackpotDrawModel } from './model.ts';

/**
 * Which of the model's draws the board should start. The model repeats a draw on every change that
 * is not a new draw (the info refreshed, the cells rebuilt), so the board starts a draw only when its
 * `seq` is not the one it started last; and once the HUD clears the draw (the result popup closed),
 * the board forgets it, so the next draw plays even if a host numbered it the same (issue 14: a
 * second draw hung, every time, when its number repeated the first's). Pure: no Pixi.
 */
export function createDrawFollower() {
  let started: number | null = null;
  return {
    /** The draw to start now, or null (none, the one already started, or a cell the board lacks). */
    take(draw: Readonly<JackpotDrawModel> | null, cellCount: number): Readonly<JackpotDrawModel> | null {
      if (!draw) {
        started = null;
        return null;
      }
      if (draw.seq === started || draw.cellIndex < 0 || draw.cellIndex >= cellCount) return null;
      started = draw.seq;
      return draw;
    },
  };
}
