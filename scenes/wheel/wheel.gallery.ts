import { galleryEntry } from '../gallery.ts';
import { TIER_SIZE, type SpinTier, type WheelSceneModel, type WheelSegmentModel } from './model.ts';
import { WheelScene } from './WheelScene.ts';

/**
 * The spin wheel in the states QA and designers check (issue 29): at rest, turning while the answer
 * is awaited, slowing towards a landing, and landed on a segment of each tier. Captions are what the
 * en-PH page passes.
 */
const segment = (tier: SpinTier, art: WheelSegmentModel['art'], label: string): WheelSegmentModel => ({ tier, art, label, size: TIER_SIZE[tier] });
const model: WheelSceneModel = {
  segments: [
    segment('small', 'coins', '₱2'),
    segment('medium', 'diamond', '×5'),
    segment('small', 'points', '×50'),
    segment('large', 'coin-bag', '₱50'),
    segment('small', 'coins', '₱5'),
    segment('medium', 'diamonds', '×20'),
    segment('small', 'points', '×100'),
    segment('grand', 'coin-chest', '₱1,000'),
  ],
};

const landedOn = (index: number) => (scene: WheelScene) => {
  scene.startSpin();
  scene.land(index, 1);
  scene.seekLanded(2000);
};

export default galleryEntry<WheelScene>({
  Scene: WheelScene,
  callbacks: {},
  states: {
    idle: { model, frame: 1 },
    spinning: { model, enter: (scene) => scene.startSpin(), frame: 40 },
    landing: { model, enter: (scene) => scene.land(3, 1), frame: 150 },
    landedSmall: { model, enter: landedOn(4) },
    landedMedium: { model, enter: landedOn(1) },
    landedLarge: { model, enter: landedOn(3) },
    landedGrand: { model, enter: landedOn(7) },
  },
});
