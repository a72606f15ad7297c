import { describe, expect, it } from 'vitest';
import { bonusLockProblem, forfeitTerms, forfeitTermsOf, lockInPesos } from './bonusLock.ts';

const state = { coin: 25_000, locked: 5_000, forfeitable: 5_000, withdrawable: 20_000, turnoverLeft: 5_000, bonusNeedsDeposit: false };

describe('lockInPesos', () => {
  it('adds up to the balance the player sees', () => {
    expect(lockInPesos(state)).toEqual({ locked: 50, withdrawable: 200, turnoverLeft: 50 });
    const odd = { ...state, coin: 25_140, locked: 5_070, withdrawable: 20_070, turnoverLeft: 4_901 };
    const shown = lockInPesos(odd);
    expect(shown.locked + shown.withdrawable).toBe(251);
    expect(shown.withdrawable).toBe(200);
    expect(shown.turnoverLeft).toBe(50);
  });
});

describe('bonusLockProblem', () => {
  it('lets through what may be withdrawn', () => {
    expect(bonusLockProblem(20_000, state)).toBeNull();
    expect(bonusLockProblem(10_000, state)).toBeNull();
  });
  it('says what is locked, as the server would', () => {
    expect(bonusLockProblem(25_000, state)).toMatchObject({ errcode: 2007, msg: 'errors.wallet.bonusLocked', params: { locked: 50, withdrawable: 200, turnoverLeft: 50 } });
    expect(bonusLockProblem(25_000, { ...state, bonusNeedsDeposit: true })?.msg).toBe('errors.wallet.bonusLockedNeedsDeposit');
    expect(bonusLockProblem(25_000, { ...state, bonusNeedsDeposit: true, turnoverLeft: 0 })?.msg).toBe('errors.wallet.bonusLockedDepositOnly');
  });
});

describe('forfeitTerms', () => {
  it('names nothing to forfeit without a bonus balance', () => {
    expect(forfeitTerms({ ...state, locked: 0, forfeitable: 0, withdrawable: 25_000, turnoverLeft: 0 })).toBeNull();
    // A bonus waiting for its qualifying deposit is held, not forfeited.
    expect(forfeitTerms({ ...state, forfeitable: 0, bonusNeedsDeposit: true })).toBeNull();
  });
  it('names the bonus balance and the bets, in the pesos the lock box shows (cash + bonus = balance)', () => {
    expect(forfeitTerms(state)).toEqual({ bonus: 50, turnoverLeft: 50 });
    const odd = { ...state, coin: 25_140, locked: 5_070, forfeitable: 5_070, withdrawable: 20_070, turnoverLeft: 4_901 };
    const terms = forfeitTerms(odd)!;
    expect(terms.bonus + lockInPesos(odd).withdrawable).toBe(251);
    expect(terms.turnoverLeft).toBe(50);
    // Part in play: that part, rounded up within the shown bonus balance.
    expect(forfeitTerms({ ...state, forfeitable: 2_001 })).toEqual({ bonus: 21, turnoverLeft: 50 });
  });
});

describe("forfeitTermsOf (the server's 2008 params)", () => {
  it('reads pesos, rounding centavos up, and nothing unreadable as 0', () => {
    expect(forfeitTermsOf({ bonus: 50, turnoverLeft: 49.01 })).toEqual({ bonus: 50, turnoverLeft: 50 });
    expect(forfeitTermsOf({ bonus: 'x' })).toEqual({ bonus: 0, turnoverLeft: 0 });
    expect(forfeitTermsOf(undefined)).toEqual({ bonus: 0, turnoverLeft: 0 });
  });
});
