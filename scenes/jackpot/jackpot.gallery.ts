import { galleryEntry } from '../gallery.ts';
import type { DrawPhase } from './drawTimeline.ts';
import { JackpotScene } from './JackpotScene.ts';
import type { JackpotSceneModel } from './model.ts';

/**
 * The Lucky Jackpot board in every state QA and designers check (spec §4): idle, the light running,
 * landing, the landed result, the wheel spinning and landed, and the amount counting up. Texts are
 * the en-PH ones the HUD would pass.
 */
const cells = [
  { id: 1, propId: 50001, type: 2, label: 'Mega' },
  { id: 2, propId: 2001, type: 1, label: '₱20' },
  { id: 3, propId: 2002, type: 1, label: '100 pts' },
  { id: 4, propId: 50004, type: 2, label: 'Mini' },
  { id: 5, propId: 2001, type: 1, label: '₱5' },
  { id: 6, propId: 60001, type: 1, label: '× 2' },
  { id: 7, propId: 50002, type: 2, label: 'Major' },
  { id: 8, propId: 2001, type: 1, label: '₱10' },
  { id: 9, propId: 2002, type: 1, label: '50 pts' },
  { id: 10, propId: 50003, type: 2, label: 'Minor' },
  { id: 11, propId: 60001, type: 1, label: '× 5' },
  { id: 12, propId: 2001, type: 1, label: '₱2' },
];
const base: JackpotSceneModel = {
  cells,
  tierLabels: { 50001: 'Mega', 50002: 'Major', 50003: 'Minor', 50004: 'Mini' },
  winLabel: 'You won',
  draw: null,
};
/** An item: ₱10 coins (cell index 7). */
const itemDraw: JackpotSceneModel = { ...base, draw: { seq: 1, cellIndex: 7, jackpot: null } };
/** A jackpot tier: Major (cell index 6), ₱3,456. */
const jackpotDraw: JackpotSceneModel = { ...base, draw: { seq: 1, cellIndex: 6, jackpot: { propId: 50002, amount: 345_600 } } };

const at = (phase: DrawPhase, offsetMs: number) => (scene: JackpotScene) => {
  scene.seekPhase(phase, offsetMs);
};

export default galleryEntry<JackpotScene>({
  Scene: JackpotScene,
  callbacks: { onDrawFinished() {} },
  states: {
    idle: { model: base, frame: 30 },
    highlight: { model: itemDraw, frame: 60 },
    landing: { model: itemDraw, enter: at('landing', 200) },
    result: { model: itemDraw, enter: at('landed', 100) },
    wheel: { model: jackpotDraw, enter: at('wheel', 1200) },
    wheelLanded: { model: jackpotDraw, enter: at('wheelLanded', 200) },
    countUp: { model: jackpotDraw, enter: at('countUp', 700) },
  },
});
