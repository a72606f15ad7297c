import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import type { PusherDrop } from '../../../contract/calls/pusher.ts';
import en from '../../../locales/en-PH/pusher.json';
import { ApiError } from '../../api/ApiError.ts';
import { loadBoard, parseBoard, saveBoard } from './board.ts';
import { DropBook, mayHaveDropped } from './drops.ts';
import { formatRtp, prizeMultiple, prizeWords, winLabel } from './labels.ts';

/** The en-PH texts with i18next's plural and interpolation, enough for these labels. */
const t = ((key: string, values: Record<string, string | number> = {}) => {
  const path = key.replace(/^pusher:/, '').split('.');
  const leaf = path.pop()!;
  const parent = path.reduce<Record<string, unknown>>((at, part) => at[part] as Record<string, unknown>, en as Record<string, unknown>);
  const text = (parent[leaf] ?? parent[`${leaf}_${values.count === 1 ? 'one' : 'other'}`]) as string;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}) as unknown as TFunction;

let ids = 0;
const book = () => new DropBook(() => `request-${++ids}`);
/** The server's answer for a drop: `balance` after it. */
const answer = (stake: number, win: number, balance: number): PusherDrop => ({ dropId: ++ids, lane: 0, stake, prizeId: 1, coins: win / stake, golden: false, win, balance, fairDrawId: 1, time: 0 });

describe('the pusher drops', () => {
  it('takes each stake at the tap and moves the balance by exactly the win when the drop settles', () => {
    const drops = book();
    expect(drops.shown(10_000)).toBe(10_000);
    const first = drops.tap(0, 500, 10_000);
    const second = drops.tap(2, 500, 10_000);
    expect(first.requestId).not.toBe(second.requestId);
    expect(drops.shown(10_000)).toBe(9000);
    expect(drops.nextToSend()).toEqual(first);
    drops.answered(first.seq, answer(500, 1500, 11_000));
    expect(drops.nextToSend()).toEqual(second);
    // Answered, not settled: the coins are still falling, the balance waits.
    expect(drops.shown(10_000)).toBe(9000);
    drops.answered(second.seq, answer(500, 0, 10_500));
    const settled = drops.settle(first.seq);
    expect(settled.applied.map((d) => d.win)).toEqual([1500]);
    expect(settled.idleBalance).toBeNull();
    // +₱15, the caption: 11 000 − the second stake still in play.
    expect(drops.shown(10_000)).toBe(10_500);
    expect(drops.settle(second.seq)).toMatchObject({ idleBalance: 10_500 });
    expect(drops.shown(12_345)).toBe(12_345);
  });

  it('applies settles in tap order, whatever order the scene reports them in', () => {
    const drops = book();
    const a = drops.tap(0, 100, 1000);
    const b = drops.tap(1, 100, 1000);
    drops.answered(a.seq, answer(100, 200, 1100));
    drops.answered(b.seq, answer(100, 100, 1100));
    expect(drops.settle(b.seq).applied).toEqual([]);
    expect(drops.shown(1000)).toBe(800);
    const both = drops.settle(a.seq);
    expect(both.applied.map((d) => d.win)).toEqual([200, 100]);
    expect(both.idleBalance).toBe(1100);
  });

  it('a refused drop leaves with every later unsent tap, and nothing was taken for them', () => {
    const drops = book();
    const a = drops.tap(0, 100, 1000);
    const b = drops.tap(1, 100, 1000);
    const c = drops.tap(2, 100, 1000);
    drops.answered(a.seq, answer(100, 0, 900));
    expect(drops.refused(b.seq).map((tap) => tap.seq)).toEqual([b.seq, c.seq]);
    expect(drops.shown(1000)).toBe(900);
    expect(drops.nextToSend()).toBeNull();
  });

  it('a lost answer keeps its requestId: the retry is the same drop', () => {
    const drops = book();
    const tap = drops.tap(0, 100, 1000);
    // Nothing answered: the next to send is still the same tap with the same id.
    expect(drops.nextToSend()?.requestId).toBe(tap.requestId);
    expect(mayHaveDropped(new ApiError('network', { errcode: -1, msg: 'errors.network' }))).toBe(true);
    expect(mayHaveDropped(new ApiError('timeout', { errcode: -1, msg: 'errors.timeout' }))).toBe(true);
    expect(mayHaveDropped(new ApiError('server', { errcode: 500, msg: 'errors.internal' }))).toBe(true);
    expect(mayHaveDropped(new ApiError('server', { errcode: 2001, msg: 'errors.wallet.insufficientBalance' }))).toBe(false);
    expect(mayHaveDropped(new ApiError('server', { errcode: 9401, msg: 'errors.pusher.notRunning' }))).toBe(false);
  });
});

describe('the pusher board on this device', () => {
  afterEach(() => vi.unstubAllGlobals());
  const board = { version: 1 as const, coins: [[10, 20, 0.5] as [number, number, number]], golden: null, phase: 0.25 };

  it('reads back what it saved, per player', () => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) });
    saveBoard(7, board);
    expect(loadBoard(7)).toEqual(board);
    expect(loadBoard(8)).toBeNull();
  });

  it('starts a fresh board from anything the scene cannot read', () => {
    expect(parseBoard(JSON.stringify(board))).toEqual(board);
    for (const bad of ['', 'not json', '{}', JSON.stringify({ ...board, version: 2 }), JSON.stringify({ ...board, coins: [[1, 2]] }), JSON.stringify({ ...board, phase: 3 }), JSON.stringify({ ...board, golden: 'x' })]) {
      expect(parseBoard(bad), bad).toBeNull();
    }
  });
});

describe('the pusher labels', () => {
  it('names prizes, what they pay and the return to player', () => {
    expect(prizeWords(t, { coins: 0, golden: false })).toBe('No coins');
    expect(prizeWords(t, { coins: 1, golden: false })).toBe('1 coin');
    expect(prizeWords(t, { coins: 3, golden: true })).toBe('3 coins + the golden coin');
    expect(prizeWords(t, { coins: 0, golden: true })).toBe('The golden coin');
    expect(prizeMultiple({ coins: 3, golden: true }, 10)).toBe(13);
    expect(winLabel(1500)).toBe('+₱15');
    expect(winLabel(0)).toBe('');
    expect(formatRtp(9512, 'en-PH')).toBe('95.12%');
  });
});
