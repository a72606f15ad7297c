import type { StateCreator } from 'zustand';
import type { JackpotDrawResult, JackpotInfo } from '../../contract/index.ts';
import type { AppState } from './index.ts';

/** A draw the board is animating: the server's result, already credited. */
export interface JackpotDraw {
  /**
   * This draw's number, unique for the life of the store (never reused after a clear or a sign-out),
   * so the board knows a new draw from a re-render of the one it just played.
   */
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

export const createJackpotSlice: StateCreator<AppState, [], [], JackpotSlice> = (set) => {
  // Kept outside the state: clearJackpotDraw() and sign-out empty the draw, and a number that started
  // again at 1 was the number the board had just played, so it ignored the second draw (issue 14).
  let lastSeq = 0;
  return {
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
      lastSeq += 1;
      const seq = lastSeq;
      set((state) => {
        const info = state.jackpotInfo;
        const cellIndex = info ? info.awards.findIndex((award) => award.id === result.id) : -1;
        return {
          // A result the board cannot show (its cell unknown) goes straight to the result popup.
          jackpotDraw: { seq, drawId, result, cellIndex, finished: cellIndex < 0 },
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
  };
};
