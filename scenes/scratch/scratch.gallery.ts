import { galleryEntry } from '../gallery.ts';
import type { ScratchPrizePicture, ScratchSceneModel } from './model.ts';
import { ScratchScene } from './ScratchScene.ts';

/**
 * The scratch card in the states QA and designers check (issue 29): a bronze card unscratched, half
 * scratched (a stroke log as a reload brings it), scratched past the 60% share so it revealed itself,
 * each prize art revealed, the silver and gold faces, and a finger scratching along a synthetic path
 * (the frame-time bench plays it live). Labels are the en-PH ones the page would pass.
 */
const base: ScratchSceneModel = {
  cardId: 1,
  face: 'bronze',
  prize: 'coins',
  prizeLabel: '₱50.00',
  hint: 'Scratch here',
  strokes: [],
  revealed: false,
  revealAt: 0.6,
  brushRadius: 48,
};

/** Zigzags (flat pairs in stroke space) across rows of the foil, from x0 to x1. */
function zigzag(x0: number, x1: number, ys: number[]): number[][] {
  return ys.map((y, i) => (i % 2 ? [x1, y, (x0 + x1) / 2, y + 30, x0, y] : [x0, y, (x0 + x1) / 2, y - 30, x1, y]));
}

/** About half the prize area: its left side. */
const halfLog = zigzag(120, 520, [140, 230, 320, 410]);
/** Well past 60%: the card revealed itself on opening. */
const fullLog = zigzag(150, 850, [110, 190, 270, 350, 430, 510]);
/** The bench's finger: across the foil and back, over and over (never reveals: revealAt above 1). */
const benchPath = [60, 60, 940, 120, 80, 200, 920, 290, 70, 380, 930, 460, 90, 540, 500, 300, 60, 60];

const revealed = (prize: ScratchPrizePicture, prizeLabel: string) => ({ model: { ...base, cardId: 2, prize, prizeLabel, revealed: true } });

export default galleryEntry({
  Scene: ScratchScene,
  callbacks: { onStroke: () => {}, onRevealed: () => {} },
  states: {
    unscratched: { model: base },
    half: { model: { ...base, strokes: halfLog } },
    autoRevealed: { model: { ...base, strokes: fullLog }, frame: 60 },
    revealing: { model: base, enter: (scene) => scene.revealAll(), frame: 12 },
    scratching: { model: { ...base, revealAt: 2 }, enter: (scene) => scene.playPath(benchPath, 1.2, true), frame: 90 },
    silver: { model: { ...base, face: 'silver', prize: 'diamonds' } },
    gold: { model: { ...base, face: 'gold', prize: 'coin-chest' } },
    prizeCoins: revealed('coins', '₱50.00'),
    prizeCoinBag: revealed('coin-bag', '₱200.00'),
    prizeCoinChest: revealed('coin-chest', '₱1,000.00'),
    prizeDiamonds: revealed('diamonds', '20 diamonds'),
    prizeCoupon: revealed('coupon', 'Diamond coupon'),
  },
});
