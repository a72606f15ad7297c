import { galleryEntry } from '../gallery.ts';
import type { SlotSceneModel, SlotSpinModel, SlotSymbolModel, SlotWinModel } from './model.ts';
import { SlotScene } from './SlotScene.ts';
import { ALL_MS, BIG_COUNT_MS, MEGA_COUNT_MS } from './winPlan.ts';

/**
 * The house slot in the states QA and designers check (issue 6): fiesta in every state of a spin
 * (idle, spinning while the bet is in flight, the reels stopping, landed without a win, a line win,
 * a scatter win, big and mega wins with their banners), and the other themes idle. Labels are the
 * en-PH ones the HUD would pass: whole pesos at a ₱10 bet, as the house slot pays (every line win a
 * whole multiple of the total bet, server/games/house/themes.ts), so no state shows an amount with
 * centavos that the HUD's floored pesos would contradict.
 */
const NAMES = ['a', 'k', 'q', 'j', 'hi1', 'hi2', 'hi3', 'hi4', 'wild', 'scatter'] as const;
const symbols: SlotSymbolModel[] = NAMES.map((name, id) => ({ id, name, kind: name === 'wild' ? 'wild' : name === 'scatter' ? 'scatter' : 'normal' }));
const [A, K, Q, J, H1, H2, H3, H4, W, S] = NAMES.map((_, id) => id) as [number, number, number, number, number, number, number, number, number, number];

/** Ten paylines of a 5 × 3 slot: the row each crosses on each reel. */
const lines = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

const base: SlotSceneModel = {
  theme: 'fiesta',
  reels: 5,
  rows: 3,
  symbols,
  lines,
  idleGrid: [
    [H1, A, J],
    [K, H2, Q],
    [J, W, H3],
    [H4, Q, A],
    [J, S, K],
  ],
  waiting: false,
  spin: null,
  labels: { bigWin: 'Big win!', megaWin: 'Mega win!' },
};

const spin = (grid: number[][], wins: SlotWinModel[], winMultiplier: number, winLabel: string): SlotSpinModel => ({ seq: 1, grid, wins, winMultiplier, winLabel, quick: false });

const noWin = spin(
  [
    [A, H2, K],
    [Q, J, H1],
    [H3, J, A],
    [K, H4, J],
    [J, Q, H2],
  ],
  [],
  0,
  '',
);
const lineWin = spin(
  [
    [Q, H1, K],
    [A, H1, J],
    [H1, W, J],
    [K, Q, H2],
    [J, J, A],
  ],
  [
    { line: 0, cells: [[0, 1], [1, 1], [2, 1]], label: '₱20' },
    { line: 4, cells: [[0, 2], [1, 1], [2, 0]], label: '₱10' },
  ],
  3,
  '₱30',
);
const scatterWin = spin(
  [
    [S, A, K],
    [Q, J, J],
    [H2, H3, S],
    [A, J, K],
    [Q, S, J],
  ],
  [{ line: -1, cells: [[0, 0], [2, 2], [4, 1]], label: '₱20' }],
  2,
  '₱20',
);
const bigWin = spin(
  [
    [H2, H4, A],
    [H2, Q, K],
    [W, J, J],
    [H2, A, H3],
    [K, J, Q],
  ],
  [{ line: 1, cells: [[0, 0], [1, 0], [2, 0], [3, 0]], label: '₱120' }],
  12,
  '₱120',
);
const megaWin = spin(
  [
    [H1, H1, H1],
    [W, H1, A],
    [H1, H1, H1],
    [H1, K, W],
    [H1, Q, J],
  ],
  [
    { line: 0, cells: [[0, 1], [1, 1], [2, 1], [3, 1]], label: '₱80' },
    { line: 1, cells: [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0]], label: '₱200' },
    { line: 2, cells: [[0, 2], [1, 2], [2, 2], [3, 2]], label: '₱80' },
  ],
  36,
  '₱360',
);

const at = (model: SlotSceneModel) => ({ model });
const landed = (model: SlotSceneModel, ms: number) => ({ model, enter: (scene: SlotScene) => scene.seekLanded(ms) });

export default galleryEntry<SlotScene>({
  Scene: SlotScene,
  callbacks: { onReelsStopped() {}, onSpinFinished() {} },
  states: {
    idle: { ...at(base), frame: 30 },
    spinning: { ...at({ ...base, waiting: true }), frame: 40 },
    // Live (the bench): a whole spin from its start, the stops, then its line wins.
    stopping: { ...at({ ...base, spin: lineWin }), frame: 72 },
    landed: landed({ ...base, spin: noWin }, 300),
    lineWin: landed({ ...base, spin: lineWin }, ALL_MS + 300),
    scatterWin: landed({ ...base, spin: scatterWin }, 300),
    bigWin: landed({ ...base, spin: bigWin }, ALL_MS + BIG_COUNT_MS * 0.6),
    megaWin: landed({ ...base, spin: megaWin }, ALL_MS + MEGA_COUNT_MS + 200),
    idlePerlas: { ...at({ ...base, theme: 'perlas' }), frame: 30 },
    idleTigre: { ...at({ ...base, theme: 'tigre' }), frame: 30 },
  },
});
