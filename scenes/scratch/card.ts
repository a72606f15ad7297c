/**
 * The card's geometry. Strokes live in the server's stroke space (contract/calls/scratch.ts,
 * SCRATCH_SPACE): the foil panel in integer units, 1000 × 600, the same length on both axes. The scene
 * keeps the dabs, the coverage grid and the log in these units, so a stroke log means the same scratches
 * on any screen; only the display converts them to points. (The numbers are written out here rather
 * than imported, so the scene chunk does not pull in the contract's zod schemas: card.test.ts checks
 * they match.)
 */
export const SPACE_W = 1000;
export const SPACE_H = 600;
/** Points per stroke unit: the foil panel (assets/scratch/foil-*.svg) is 300 × 180 points. */
export const POINTS_PER_UNIT = 0.3;

/** The card face (assets/scratch/card-*.svg) in points, and where the foil panel sits on it. */
export const CARD_W = 340;
export const CARD_H = 220;
export const PANEL_X = 20;
export const PANEL_Y = 20;
export const PANEL_W = SPACE_W * POINTS_PER_UNIT;
export const PANEL_H = SPACE_H * POINTS_PER_UNIT;

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Where the prize art and its caption sit, in stroke units: coverage is counted over this only
 * (DESIGN §10), so scratching the margins of the foil does not reveal a card the player has not looked at.
 */
export const PRIZE_AREA: Readonly<Rect> = { x: 200, y: 100, w: 600, h: 400 };
/** The coverage grid over PRIZE_AREA (coverage.ts): 25-unit cells. */
export const GRID_COLS = 24;
export const GRID_ROWS = 16;
/** The brush when the card type names none (its `brushRadius` otherwise), in stroke units. */
export const DEFAULT_BRUSH_RADIUS = 48;
/** Dabs along a drag, as a share of the radius: at most half, so a fast swipe leaves no beads. */
export const DAB_SPACING_OF_RADIUS = 0.4;
/** The server's limit of points per stroke (SCRATCH_MAX_POINTS): a longer drag is sent as several strokes. */
export const MAX_POINTS = 128;
/** Pointer moves closer than this to the last kept point are dropped (keeps the log small). */
export const MIN_STEP = 6;
/** The share uncovered at which the card reveals itself when the card type names none. */
export const DEFAULT_REVEAL_SHARE = 0.6;
