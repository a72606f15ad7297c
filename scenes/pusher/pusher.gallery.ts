import { seededRng } from '../engine/rng.ts';
import { galleryEntry } from '../gallery.ts';
import { freshField } from './field.ts';
import type { PusherBoardSnapshot, PusherDropPlay, PusherSceneModel } from './model.ts';
import { PusherScene } from './PusherScene.ts';

/**
 * The coin pusher in the states QA and designers check (issue 30). Boards come from the gallery's seed
 * (7: a fresh board of 90 coins) or from a snapshot built here, so every state draws the same pixels.
 * Win captions are what the en-PH page passes.
 */
const model: PusherSceneModel = { lanes: 5, board: null, disabled: false };
const play = (coins: number, golden: boolean, winLabel: string, lane = 2): PusherDropPlay => ({ seq: 1, lane, coins, golden, winLabel });

/** A fresh board with the golden coin swapped into the front row's middle (the prize at the edge). */
function goldenAtFront(): PusherBoardSnapshot {
  const field = freshField(seededRng(7), 90);
  const score = ([x, y]: [number, number, number]) => Math.abs(x - 150) + (400 - y) * 2;
  let front = 0;
  field.coins.forEach((coin, i) => {
    if (score(coin) < score(field.coins[front]!)) front = i;
  });
  const golden = field.coins[front]!;
  field.coins[front] = field.golden!;
  return { version: 1, coins: field.coins, golden, phase: 0 };
}

/** 150 coins (the bench's figure: physics step p95 ≤ 4 ms with 150 coins at 4× CPU). */
function crowded(): PusherBoardSnapshot {
  const field = freshField(seededRng(7), 150);
  return { version: 1, coins: field.coins, golden: field.golden, phase: 0 };
}

export default galleryEntry<PusherScene>({
  Scene: PusherScene,
  callbacks: {},
  states: {
    idle: { model, frame: 1 },
    // The drop landed, three plain coins are going over the front edge.
    falling: { model, enter: (scene) => scene.drop(play(3, false, '+₱30')), frame: 52 },
    // The golden coin half over the front edge, about to fall.
    prizeEdge: { model: { ...model, board: goldenAtFront() }, enter: (scene) => scene.drop(play(0, true, '+₱500')), frame: 38 },
    // The drop settled: its win caption over the board.
    won: { model, enter: (scene) => scene.drop(play(2, false, '+₱20', 4)), frame: 110 },
    // No balance: the lanes dimmed.
    disabled: { model: { ...model, disabled: true }, frame: 1 },
    // Eight lanes (the contract allows up to 16).
    lanes8: { model: { ...model, lanes: 8 }, frame: 1 },
    // The bench's state: 150 coins, a drop every 0.5 s, on and on.
    busy: { model: { ...model, board: crowded() }, enter: (scene) => scene.demo(500), frame: 90 },
  },
});
