/**
 * What the HUD gives the house slot scene (read-only) and what the scene reports back. The server
 * decides every spin; the scene animates a result that is already known. Texts arrive translated:
 * a scene never reads locales itself.
 */

/** A symbol as the scene draws it: art is `slot-<theme>/<name>` in the assets folder. */
export interface SlotSymbolModel {
  id: number;
  name: string;
  kind: 'normal' | 'wild' | 'scatter';
}

/** One winning line (or scatter) to present after the reels stop. */
export interface SlotWinModel {
  /** Index into `lines`; -1 for a scatter win. */
  line: number;
  /** [reel, row] of each symbol that makes the win. */
  cells: readonly (readonly [number, number])[];
  /** The win's caption, already formatted (e.g. "₱12": whole pesos, as the house slot pays). */
  label: string;
}

export interface SlotSpinModel {
  /** A new number is a new spin to play. */
  seq: number;
  /** The landed symbols: grid[reel][row]. */
  grid: readonly (readonly number[])[];
  wins: readonly SlotWinModel[];
  /** The whole win as a multiple of the bet (drives small / big / mega win presentation). */
  winMultiplier: number;
  /** The total win, formatted ("₱1,250"); "" when nothing was won. */
  winLabel: string;
  /** Stop the reels at once (the player tapped again, auto-spin turbo). */
  quick: boolean;
}

export interface SlotSceneModel {
  theme: string;
  reels: number;
  rows: number;
  symbols: readonly SlotSymbolModel[];
  /** Each payline: the row it crosses on each reel. */
  lines: readonly (readonly number[])[];
  /**
   * What the reels show before the first result (grid[reel][row]); also what they keep showing
   * when `spin` is null.
   */
  idleGrid: readonly (readonly number[])[];
  /**
   * `waiting`: the bet was sent and the answer has not come; the reels spin freely until `spin`
   * arrives with a new seq, then they stop on it.
   */
  waiting: boolean;
  spin: SlotSpinModel | null;
  /** Captions for the big-win banners, translated. */
  labels: { bigWin: string; megaWin: string };
}

export interface SlotSceneCallbacks {
  /** The reels have stopped on spin `seq` (wins may still be presenting). The HUD may update the balance. */
  onReelsStopped(seq: number): void;
  /** The whole spin has been shown (wins and banners): auto-spin may start the next one. */
  onSpinFinished(seq: number): void;
}
