import { describe, expect, it } from 'vitest';
import { bonusLockProblem, lockInPesos } from './bonusLock.ts';

const state = { coin: 25_000, locked: 5_000, withdrawable: 20_000, turnoverLeft: 5_000, bonusNeedsDeposit: false };

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
