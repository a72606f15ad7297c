import type { TFunction } from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { JackpotInfo } from '../../../contract/index.ts';
import { createDrawFollower } from '../../../scenes/jackpot/drawFollower.ts';
import { memoryStorage } from '../../test/memoryStorage.ts';
import { storeModel } from '../../shared/scene/storeModel.ts';
import { createBoardModel } from './boardModel.ts';

// The store reads the saved token when it is created: storage must exist before the import.
vi.stubGlobal('localStorage', memoryStorage());
const { useAppStore } = await import('../../store/index.ts');

const awards = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, propId: 2001, count: (i + 1) * 100, showNum: i + 1, type: 1 }));
const info: JackpotInfo = {
  running: true,
  total: 100_000_000,
  tiers: [],
  awards,
  chanceSize: 5,
  canReceiveDrawChance: true,
  needDeposit: 0,
  needTyping: 0,
  depositPerChance: 10_000,
  betPerChance: 0,
  jackpotWinnerList: [],
};
const t = ((key: string) => key) as unknown as TFunction;

/**
 * The store, the board's model and the scene's rule for starting a draw, wired as the popup wires
 * them: what the board would play for each draw the player makes.
 */
function board() {
  const model = storeModel({ getState: useAppStore.getState, subscribe: useAppStore.subscribe }, createBoardModel(t));
  const follower = createDrawFollower();
  const played: number[] = [];
  const show = (m: ReturnType<typeof model.get>) => {
    const draw = follower.take(m.draw, m.cells.length);
    if (draw) played.push(draw.cellIndex);
  };
  show(model.get());
  model.subscribe(show);
  return played;
}

beforeEach(() => {
  useAppStore.getState().clearSession();
  useAppStore.getState().setJackpotInfo(info);
});

describe('several Lucky Jackpot draws in a row', () => {
  it('plays every draw on the board, each finishing so its result can show, with the popup closed between', () => {
    const played = board();
    const seqs: number[] = [];
    for (let n = 1; n <= 4; n += 1) {
      const store = useAppStore.getState();
      store.startJackpotDraw(100 + n, { id: n, propId: 2001, count: n * 100, type: 1, bonus: 0, amountSection: '' }, 5 - n);
      const draw = useAppStore.getState().jackpotDraw!;
      seqs.push(draw.seq);
      expect(played, `draw ${n} reaches the board`).toEqual(awards.slice(0, n).map((_, i) => i));
      expect(useAppStore.getState().jackpotInfo?.chanceSize).toBe(5 - n);
      // The board reports the end of the draw it played: the result popup may open.
      useAppStore.getState().finishJackpotDraw(draw.seq);
      expect(useAppStore.getState().jackpotDraw?.finished, `draw ${n} finishes`).toBe(true);
      // The player closes the result popup; the panel reloads the info.
      useAppStore.getState().clearJackpotDraw();
      useAppStore.getState().setJackpotInfo({ ...info, chanceSize: 5 - n });
    }
    // A number never repeats while the store lives.
    expect(new Set(seqs).size).toBe(4);
  });

  it('numbers a draw after a sign-out and back in apart from the one the board played last', () => {
    const played = board();
    const result = { id: 2, propId: 2001, count: 200, type: 1, bonus: 0, amountSection: '' };
    useAppStore.getState().startJackpotDraw(1, result, 1);
    const first = useAppStore.getState().jackpotDraw!.seq;
    useAppStore.getState().clearSession();
    useAppStore.getState().setJackpotInfo(info);
    useAppStore.getState().startJackpotDraw(2, result, 0);
    expect(useAppStore.getState().jackpotDraw!.seq).not.toBe(first);
    expect(played).toEqual([1, 1]);
  });
});
