import { BitmapFont, Cache } from 'pixi.js';
import { SCENE_FONT } from '../engine/sceneFont.ts';

/**
 * The rain's bitmap font (amounts floating up from opened packets, the seconds left): installed once
 * per page under a fixed name, like the slot's amounts, so a label changing costs no canvas drawing
 * nor texture upload. A character outside these is skipped when drawn: the host passes amounts.
 */
export const RAIN_FONT = 'rain-amount';
export const RAIN_FONT_PX = 48;
const RAIN_FONT_CHARS = [['0', '9'], '₱$,.:×+-/ '] as (string | string[])[];

export function ensureRainFont(): void {
  if (Cache.has(`${RAIN_FONT}-bitmap`)) return;
  BitmapFont.install({
    name: RAIN_FONT,
    style: { fontFamily: SCENE_FONT, fontWeight: '900', fontSize: RAIN_FONT_PX, fill: 0xffe27a, stroke: { color: 0x5a0a00, width: 7 } },
    chars: RAIN_FONT_CHARS,
    resolution: 2,
  });
}
