import type { ErrorLike } from '../../shared/i18n/errorMessage.ts';
import { Errcode } from '../../../contract/errcodes.ts';
import { MessageKey } from '../../../contract/messages.ts';
import { toWholeCoins } from '../../shared/format/amount.ts';

export interface LockState {
  coin: number;
  locked: number;
  /** The part of `locked` a withdrawal forfeits (bonuses in play; one waiting for its qualifying deposit stays). */
  forfeitable: number;
  withdrawable: number;
  turnoverLeft: number;
  bonusNeedsDeposit: boolean;
}

/**
 * The lock in whole pesos as the player reads it, adding up to the balance they see: what may be
 * withdrawn floored (never more than it is), the locked part the rest of the floored balance, and
 * the bets still needed rounded up (never fewer than the server will ask for).
 */
export function lockInPesos(state: LockState): { locked: number; withdrawable: number; turnoverLeft: number } {
  const withdrawable = toWholeCoins(state.withdrawable);
  return { locked: Math.max(0, toWholeCoins(state.coin) - withdrawable), withdrawable, turnoverLeft: Math.ceil(Math.max(0, state.turnoverLeft) / 100) };
}

/**
 * An amount above what may be withdrawn now, as the server's 2007 would say it (the same message
 * key and params, pesos), so the player reads the reason before sending; null when it fits.
 */
export function bonusLockProblem(amount: number, state: LockState): ErrorLike | null {
  if (amount <= state.withdrawable) return null;
  const msg = !state.bonusNeedsDeposit ? 'errors.wallet.bonusLocked' : state.turnoverLeft > 0 ? MessageKey.bonusLockedNeedsDeposit : MessageKey.bonusLockedDepositOnly;
  return { errcode: Errcode.bonusLocked, msg, field: 'amount', params: lockInPesos(state) };
}

/** What withdrawing now gives up, in whole pesos as the lock box shows them: the bonus balance and the bets that would unlock it. */
export interface ForfeitTerms {
  bonus: number;
  turnoverLeft: number;
}

/**
 * The terms a withdrawal asks the player to confirm while a bonus balance is held (docs/rewards.md
 * "Wagering": withdrawing forfeits it); null with no bonus balance, when nothing is given up.
 */
export function forfeitTerms(state: LockState): ForfeitTerms | null {
  if (state.forfeitable <= 0) return null;
  const shown = lockInPesos(state);
  return { bonus: forfeitInPesos(state, shown.locked), turnoverLeft: shown.turnoverLeft };
}

/** The forfeitable part in whole pesos: the shown bonus balance when it is all in play, else rounded up (never above the balance). */
export function forfeitInPesos(state: LockState, shownLocked = lockInPesos(state).locked): number {
  if (state.forfeitable === state.locked) return shownLocked;
  return Math.min(toWholeCoins(state.coin), Math.ceil(state.forfeitable / 100));
}

/**
 * The terms of the server's 2008 answer (params `bonus` and `turnoverLeft`, pesos that may carry
 * centavos), rounded up as lockInPesos rounds the bets: for when the page could not reload its own.
 */
export function forfeitTermsOf(params: Record<string, string | number> | undefined): ForfeitTerms {
  const pesos = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.ceil(value)) : 0);
  return { bonus: pesos(params?.bonus), turnoverLeft: pesos(params?.turnoverLeft) };
}
