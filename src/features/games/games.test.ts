import { describe, expect, it } from 'vitest';
import type { SlotInfo, SlotRound } from '../../../contract/index.ts';
import type { AppState } from '../../store/index.ts';
import { isGameId, launchTarget, validStartQuery } from './launch.ts';
import { createSlotModelSelect, idleGrid } from './play/slotModel.ts';

describe('game start links', () => {
  it('validates the start query', () => {
    expect(validStartQuery(new URLSearchParams('gameId=12'))).toBe(true);
    expect(validStartQuery(new URLSearchParams('gameId=12&tryIt=1&activityId=47'))).toBe(true);
    expect(validStartQuery(new URLSearchParams('gameId=0'))).toBe(false);
    expect(validStartQuery(new URLSearchParams('gameId=abc'))).toBe(false);
    expect(validStartQuery(new URLSearchParams(''))).toBe(false);
    expect(validStartQuery(new URLSearchParams('gameId=3&tryIt=yes'))).toBe(false);
    expect(validStartQuery(new URLSearchParams('gameId=99999999999'))).toBe(false);
    expect(isGameId('7')).toBe(true);
    expect(isGameId('07')).toBe(false);
    expect(isGameId(undefined)).toBe(false);
  });

  it('keeps app paths in the router and sends anything else out', () => {
    expect(launchTarget('/game/play/3?session=abcdefgh')).toEqual({ kind: 'route', path: '/game/play/3?session=abcdefgh' });
    expect(launchTarget('https://provider.example/launch?t=1')).toEqual({ kind: 'external', url: 'https://provider.example/launch?t=1' });
    expect(launchTarget('//evil.example/x')).toEqual({ kind: 'external', url: '//evil.example/x' });
  });
});

const info: SlotInfo = {
  gameId: 1,
  theme: 'fruits',
  reels: 3,
  rows: 2,
  symbols: [
    { id: 0, kind: 'normal', name: 'cherry', pays: [5, 10, 20] },
    { id: 1, kind: 'normal', name: 'lemon', pays: [5, 10, 20] },
    { id: 2, kind: 'wild', name: 'wild', pays: [10, 20, 50] },
  ],
  lines: [[0, 0, 0]],
  betLevels: [100, 200],
  defaultBet: 100,
  rtpBps: 9600,
  maxWinMultiplier: 500,
};
const round: SlotRound = {
  roundId: 'r1',
  gameId: 1,
  grid: [[0, 1], [0, 2], [0, 1]],
  bet: 100,
  win: 500,
  wins: [{ line: 0, symbol: 0, count: 3, amount: 500, cells: [[0, 0], [1, 0], [2, 0]] }],
  balanceBefore: 1000,
  balanceAfter: 1400,
  tryIt: false,
  time: 0,
};

describe('slot scene model', () => {
  const labels = { bigWin: 'BIG WIN', megaWin: 'MEGA WIN' };
  const money = (n: number) => `₱${n / 100}`;

  it('fills the idle reels with normal symbols', () => {
    const grid = idleGrid(info);
    expect(grid).toHaveLength(3);
    expect(grid.every((reel) => reel.length === 2 && reel.every((id) => id === 0 || id === 1))).toBe(true);
  });

  it('maps the store to the model, the same object while the slot play is the same', () => {
    const select = createSlotModelSelect(labels, money);
    const idle = { slotPlay: { info, waiting: false, spin: null } } as unknown as AppState;
    const first = select(idle);
    expect(first.spin).toBeNull();
    expect(select(idle)).toBe(first);
    const landed = { slotPlay: { info, waiting: false, spin: { seq: 1, round, quick: false } } } as unknown as AppState;
    const model = select(landed);
    expect(model).not.toBe(first);
    expect(model.idleGrid).toBe(first.idleGrid);
    expect(model.spin).toMatchObject({ seq: 1, winMultiplier: 5, winLabel: '₱5', quick: false });
    expect(model.spin?.wins[0]).toMatchObject({ line: 0, label: '₱5' });
  });
});
