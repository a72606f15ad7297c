import type { ErrorLike } from '../../shared/i18n/errorMessage.ts';
import { Errcode } from '../../../contract/errcodes.ts';
import { MessageKey } from '../../../contract/messages.ts';
import { toWholeCoins } from '../../shared/format/amount.ts';

export interface LockState {
  coin: number;
  locked: number;
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
