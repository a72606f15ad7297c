/**
 * What the HUD gives the jackpot board scene (read-only) and what the scene reports back. Texts
 * arrive translated: a scene never reads locales itself.
 */

export interface JackpotCellModel {
  id: number;
  propId: number;
  /** 1 item, 2 jackpot tier. */
  type: number;
  /** The cell's caption (₱20, 100 pts, Mega…). */
  label: string;
}

export interface JackpotDrawModel {
  /** A new number is a new draw to play. */
  seq: number;
  /** Index into `cells` of the drawn cell. */
  cellIndex: number;
  /** A jackpot-tier result: the tier and the credited hundredths. */
  jackpot: { propId: number; amount: number } | null;
}

export interface JackpotSceneModel {
  cells: readonly JackpotCellModel[];
  /** Tier captions by propId (50001 Mega … 50004 Mini) for the wheel. */
  tierLabels: Readonly<Record<number, string>>;
  /** "You won" above the counted amount. */
  winLabel: string;
  draw: JackpotDrawModel | null;
}

export interface JackpotSceneCallbacks {
  /** The board has shown the whole draw (landing, and for a jackpot the wheel and count-up). */
  onDrawFinished(seq: number): void;
}

/** The wheel's segments, clockwise from the pointer: Mini is the most common tier, Mega the rarest. */
export const WHEEL_SEGMENTS: readonly number[] = [50001, 50004, 50003, 50004, 50002, 50004, 50003, 50004];
