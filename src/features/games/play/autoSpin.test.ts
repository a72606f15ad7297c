import { describe, expect, it } from 'vitest';
import { afterAutoSpin, parseLimit, startAutoSpin, type AutoSpinSettings } from './autoSpin.ts';

const settings = (over: Partial<AutoSpinSettings> = {}): AutoSpinSettings => ({ count: 10, stopOnAnyWin: false, stopOnWinOver: null, stopOnBalanceUnder: null, ...over });
const spin = (win: number, balance = 100_000, nextBet = 100) => ({ win, balance, nextBet });

describe('auto-spin stop conditions', () => {
  it('runs exactly `count` spins', () => {
    let run = startAutoSpin(settings({ count: 10 }));
    let spins = 1;
    for (;;) {
      const decision = afterAutoSpin(run, spin(0));
      if (!decision.next) {
        expect(decision.reason).toBe('done');
        break;
      }
      run = decision.run;
      spins += 1;
    }
    expect(spins).toBe(10);
  });

  it('stops on any win only when asked', () => {
    expect(afterAutoSpin(startAutoSpin(settings({ stopOnAnyWin: true })), spin(50))).toEqual({ next: false, reason: 'win' });
    expect(afterAutoSpin(startAutoSpin(settings({ stopOnAnyWin: true })), spin(0)).next).toBe(true);
    expect(afterAutoSpin(startAutoSpin(settings()), spin(50)).next).toBe(true);
  });

  it('stops when a single win exceeds the limit (not when it equals it)', () => {
    const run = startAutoSpin(settings({ stopOnWinOver: 1000 }));
    expect(afterAutoSpin(run, spin(1001))).toEqual({ next: false, reason: 'bigWin' });
    expect(afterAutoSpin(run, spin(1000)).next).toBe(true);
  });

  it('stops below the balance floor, and when the next bet cannot be paid', () => {
    expect(afterAutoSpin(startAutoSpin(settings({ stopOnBalanceUnder: 5000 })), spin(0, 4999))).toEqual({ next: false, reason: 'balance' });
    expect(afterAutoSpin(startAutoSpin(settings({ stopOnBalanceUnder: 5000 })), spin(0, 5000)).next).toBe(true);
    expect(afterAutoSpin(startAutoSpin(settings()), spin(0, 99, 100))).toEqual({ next: false, reason: 'insufficient' });
  });

  it('reads limits typed in pesos', () => {
    expect(parseLimit('150')).toBe(15000);
    expect(parseLimit('0.5')).toBe(50);
    expect(parseLimit('')).toBeNull();
    expect(parseLimit('abc')).toBeNull();
  });
});
