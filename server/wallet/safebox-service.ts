import { Errcode, MessageKey, PESO, type AppConfig, type SafeboxState } from '../../contract/index.ts';
import type { UserRow } from '../api/context.ts';
import { ApiError, invalid } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { LedgerError, playerBalances, transfer } from '../ledger/ledger.ts';
import { transfersByKeys } from '../ledger/statement.ts';
import { wageringState, withdrawable } from '../rewards/index.ts';
import { assertNotHeld, unclearedCard } from './holds.ts';
import { safeboxLock } from './safebox-attempts.ts';
import { withdrawalsRepo } from './withdrawals-repo.ts';

/**
 * The safebox's rules (docs/safebox.md). Only cash the player could withdraw goes in: coin − bonus still
 * locked by wagering − card deposits not cleared yet, and nothing while withdrawals are held (an open
 * chargeback or an unsettled debt). Coin in the safebox is not the coin account, so no stake, no
 * withdrawal and no bankruptcy check ever reaches it; a bonus's turnover or a card's clearing could not
 * be dodged by parking coin there and taking it back.
 */

/** What may move in now (hundredths): withdrawable cash, never below 0. */
export async function movableIn(db: Executor, userId: number, coin: number, config: AppConfig, now: number): Promise<number> {
  const [wagering, card] = await Promise.all([wageringState(db, userId, coin), unclearedCard(db, userId, config, now)]);
  return Math.max(0, withdrawable(coin, wagering) - card.amount);
}

export async function safeboxState(db: Executor, user: UserRow, config: AppConfig, now: number): Promise<SafeboxState> {
  const balances = await playerBalances(db, user.id);
  const [movable, lock] = await Promise.all([movableIn(db, user.id, balances.coin, config, now), safeboxLock(db, user.id, now)]);
  const { min, max } = config.lengths.safeboxPassword;
  return {
    coin: balances.coin,
    safebox: balances.safebox,
    movableIn: movable,
    hasSafeboxPassword: Boolean(user.safeboxPasswordHash),
    hasPassword: Boolean(user.passwordHash),
    hasMobile: Boolean(user.mobile),
    lockedUntil: lock.lockedUntil,
    attemptsLeft: lock.attemptsLeft,
    passwordMin: min,
    passwordMax: max,
  };
}

/** A new safebox password: digits only, within config lengths.safeboxPassword (a PIN typed on a phone's keypad). */
export function checkSafeboxPasswordFormat(password: string, config: AppConfig, field = 'newPassword'): void {
  const { min, max } = config.lengths.safeboxPassword;
  if (!/^\d+$/.test(password) || password.length < min || password.length > max) throw invalid(field, MessageKey.safeboxPasswordFormat, { min, max });
}

export type SafeboxDirection = 'in' | 'out';

/**
 * One move between the player's coin and safebox accounts: one ledger transfer under the player's row
 * lock, keyed by the request, so a retry or a double tap moves once (a key already used answers the
 * balances as they are). Refused with nothing changed: more than the coin (2001) or the safebox (2015)
 * holds, more than the cash that may go in (2016), withdrawals held (2011).
 */
export async function moveSafebox(tx: Executor, input: { userId: number; direction: SafeboxDirection; amount: number; requestId: string; config: AppConfig; now: number }) {
  const { userId, direction, amount } = input;
  await withdrawalsRepo(tx).lockPlayer(userId);
  const key = `safebox_${direction}:${userId}:${input.requestId}`;
  const balances = await playerBalances(tx, userId);
  if ((await transfersByKeys(tx, [key])).length > 0) return { coin: balances.coin, safebox: balances.safebox, moved: false };
  if (direction === 'in') {
    if (amount > balances.coin) throw new ApiError(Errcode.insufficientBalance, { field: 'amount' });
    await assertNotHeld(tx, userId);
    const movable = await movableIn(tx, userId, balances.coin, input.config, input.now);
    // Whole pesos only reach the form, so the figure the player reads is floored.
    if (amount > movable) throw new ApiError(Errcode.safeboxCashOnly, { field: 'amount', params: { movable: Math.floor(movable / PESO) } });
  } else if (amount > balances.safebox) {
    throw new ApiError(Errcode.safeboxInsufficient, { field: 'amount', params: { safebox: Math.floor(balances.safebox / PESO) } });
  }
  const sign = direction === 'in' ? 1 : -1;
  try {
    await transfer(tx, {
      kind: `safebox_${direction}`,
      idempotencyKey: key,
      legs: [
        { account: { ownerId: userId, kind: 'coin' }, amount: -sign * amount },
        { account: { ownerId: userId, kind: 'safebox' }, amount: sign * amount },
      ],
      meta: { requestId: input.requestId },
    });
  } catch (error) {
    // The checks above ran under the player's lock; the database's own non-negative check is the last wall.
    if (error instanceof LedgerError && error.reason === 'insufficient-funds') {
      throw direction === 'in' ? new ApiError(Errcode.insufficientBalance, { field: 'amount' }) : new ApiError(Errcode.safeboxInsufficient, { field: 'amount', params: { safebox: Math.floor(balances.safebox / PESO) } });
    }
    throw error;
  }
  return { coin: balances.coin - sign * amount, safebox: balances.safebox + sign * amount, moved: true };
}
