import type { StateCreator } from 'zustand';
import type { JackpotDrawResult, JackpotInfo } from '../../contract/index.ts';
import type { AppState } from './index.ts';

/** A draw the board is animating: the server's result, already credited. */
export interface JackpotDraw {
  /** Increases with every draw, so the board knows a new one from a re-render. */
  seq: number;
  drawId: number;
  result: JackpotDrawResult;
  /** The result's cell on the board (index into info.awards). */
  cellIndex: number;
  /** The board has finished showing it (the result popup may open). */
  finished: boolean;
}

/**
 * The Lucky Jackpot (issue 5). The popup, the page and the board scene all read this: the scene
 * subscribes to it directly (per-frame state never goes through React).
 */
export interface JackpotSlice {
  jackpotOpen: boolean;
  openJackpot(): void;
  closeJackpot(): void;
  jackpotInfo: JackpotInfo | null;
  setJackpotInfo(info: JackpotInfo | null): void;
  jackpotDraw: JackpotDraw | null;
  /** Shows a result the server answered; spends the chance on screen at once. */
  startJackpotDraw(drawId: number, result: JackpotDrawResult, chanceSize: number): void;
  finishJackpotDraw(seq: number): void;
  /** The result popup was closed: the board rests on the last cell. */
  clearJackpotDraw(): void;
}

export const emptyJackpot = { jackpotInfo: null, jackpotDraw: null, jackpotOpen: false } satisfies Partial<JackpotSlice>;

export const createJackpotSlice: StateCreator<AppState, [], [], JackpotSlice> = (set) => ({
  ...emptyJackpot,
  openJackpot() {
    set({ jackpotOpen: true });
  },
  closeJackpot() {
    set({ jackpotOpen: false });
  },
  setJackpotInfo(jackpotInfo) {
    set({ jackpotInfo });
  },
  startJackpotDraw(drawId, result, chanceSize) {
    set((state) => {
      const info = state.jackpotInfo;
      const cellIndex = info ? info.awards.findIndex((award) => award.id === result.id) : -1;
      return {
        // A result the board cannot show (its cell unknown) goes straight to the result popup.
        jackpotDraw: { seq: (state.jackpotDraw?.seq ?? 0) + 1, drawId, result, cellIndex, finished: cellIndex < 0 },
        jackpotInfo: info ? { ...info, chanceSize, canReceiveDrawChance: info.canReceiveDrawChance && chanceSize > 0 } : info,
      };
    });
  },
  finishJackpotDraw(seq) {
    set((state) => (state.jackpotDraw?.seq === seq ? { jackpotDraw: { ...state.jackpotDraw, finished: true } } : {}));
  },
  clearJackpotDraw() {
    set({ jackpotDraw: null });
  },
});
