import { describe, expect, it } from 'vitest';
import { isRebatePage, manilaDay, parseGiftState, shouldTipRebate, vipGiftDecision } from './popupOnce.ts';

describe('vipGiftDecision', () => {
  it('shows nothing on a first load, whatever the level, and remembers it', () => {
    expect(vipGiftDecision({ known: null, shown: [] }, 3)).toEqual({ level: null, known: 3 });
    expect(vipGiftDecision({ known: null, shown: [] }, 0)).toEqual({ level: null, known: 0 });
  });
  it('congratulates on a level above what the device knew', () => {
    expect(vipGiftDecision({ known: 0, shown: [] }, 1)).toEqual({ level: 1, known: 1 });
    expect(vipGiftDecision({ known: 1, shown: [1] }, 3)).toEqual({ level: 3, known: 3 });
  });
  it('shows a level once, and never for the same or a lower level', () => {
    expect(vipGiftDecision({ known: 0, shown: [1] }, 1)).toEqual({ level: null, known: 1 });
    expect(vipGiftDecision({ known: 2, shown: [] }, 2)).toEqual({ level: null, known: 2 });
    expect(vipGiftDecision({ known: 2, shown: [] }, 1)).toEqual({ level: null, known: 2 });
  });
});

describe('the rebate tip', () => {
  it('shows once per Manila day, away from the rebate pages, when the server says a rebate waits', () => {
    expect(shouldTipRebate(true, '/', null, '2026-11-25')).toBe(true);
    expect(shouldTipRebate(true, '/', '2026-11-25', '2026-11-25')).toBe(false);
    expect(shouldTipRebate(true, '/', '2026-11-24', '2026-11-25')).toBe(true);
    expect(shouldTipRebate(false, '/', null, '2026-11-25')).toBe(false);
    expect(shouldTipRebate(true, '/vip/rebate', null, '2026-11-25')).toBe(false);
    // Never over a game in play: it waits for the next page.
    expect(shouldTipRebate(true, '/game/play/101', null, '2026-11-25')).toBe(false);
    expect(shouldTipRebate(true, '/activity/coin-pusher', null, '2026-11-25')).toBe(false);
    expect(shouldTipRebate(true, '/vip', null, '2026-11-25')).toBe(true);
  });
  it('knows the rebate pages', () => {
    expect(isRebatePage('/vip/rebate')).toBe(true);
    expect(isRebatePage('/vip/rebate/record')).toBe(true);
    expect(isRebatePage('/bonus/rebate')).toBe(true);
    expect(isRebatePage('/v2/bonus/rebate')).toBe(true);
    expect(isRebatePage('/vip')).toBe(false);
    expect(isRebatePage('/bonus')).toBe(false);
  });
});

describe('parseGiftState', () => {
  it('reads what it wrote and survives garbage', () => {
    expect(parseGiftState(JSON.stringify({ known: 2, shown: [1, 2] }))).toEqual({ known: 2, shown: [1, 2] });
    expect(parseGiftState('{oops')).toEqual({ known: null, shown: [] });
    expect(parseGiftState(null)).toEqual({ known: null, shown: [] });
    expect(parseGiftState(JSON.stringify({ known: 'x', shown: [1, 'a'] }))).toEqual({ known: null, shown: [1] });
  });
});

describe('manilaDay', () => {
  it('counts days in Manila time (UTC+8)', () => {
    expect(manilaDay(Date.UTC(2026, 10, 24, 15, 59))).toBe('2026-11-24');
    expect(manilaDay(Date.UTC(2026, 10, 24, 16, 0))).toBe('2026-11-25');
  });
});
