import { z } from 'zod';
import { body, hundredths, ok, wholePesos } from '../common.ts';
import { defineCall } from '../define.ts';

/**
 * The safebox (spec §3 `safebox`, `hasSafeboxPassword`; issue 27, docs/safebox.md): a vault beside the
 * coin. The player moves withdrawable cash in (it can then be neither staked nor withdrawn) and takes it
 * out with the safebox password, which withdrawals also ask for once it is set. Every move is one ledger
 * transfer between the player's coin and safebox accounts; a retry with the same `requestId` moves once.
 *
 * Wrong safebox passwords (here and on `exchange`) are counted per player: after
 * `SAFEBOX_MAX_FAILURES` in a row the password is refused for `SAFEBOX_LOCK_MINUTES` (2012), whatever
 * is typed; a wrong one answers 2003 with `attemptsLeft`.
 */

/** Wrong safebox passwords in a row before the lock (docs/safebox.md). */
export const SAFEBOX_MAX_FAILURES = 5;
/** How long the lock lasts. */
export const SAFEBOX_LOCK_MINUTES = 15;

const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
/** A safebox password as typed; its length (config `lengths.safeboxPassword`) and digits are checked by the server. */
const safeboxPassword = z.string().max(64);

const safeboxStateSchema = z.object({
  /** Hundredths in the coin (stakable, withdrawable as the wallet allows). */
  coin: hundredths,
  /** Hundredths in the safebox. */
  safebox: hundredths,
  /** What may move in now: coin − bonus still locked by wagering − card deposits not cleared yet. */
  movableIn: hundredths,
  hasSafeboxPassword: z.boolean(),
  /** Whether the player has a sign-in password (changing the safebox password asks for it) or a mobile (reset by SMS). */
  hasPassword: z.boolean(),
  hasMobile: z.boolean(),
  /** Epoch ms until which the safebox password is locked after too many wrong ones; null when not locked. */
  lockedUntil: z.int().nullable(),
  /** Wrong passwords left before the lock. */
  attemptsLeft: z.int().min(0),
  /** The password's length range (config lengths.safeboxPassword). */
  passwordMin: z.int(),
  passwordMax: z.int(),
});
export type SafeboxState = z.infer<typeof safeboxStateSchema>;

const moveResponse = ok({ coin: hundredths, safebox: hundredths });

export const safeboxCalls = {
  /** The safebox and coin balances, what may move in, and the password's state. */
  safeboxInfo: defineCall({
    auth: 'user',
    body: body({}),
    response: ok(safeboxStateSchema.shape),
  }),
  /**
   * Sets the first safebox password (2014 when one is set: use the change) or changes it. Setting needs
   * the sign-in `password` or a live step-up grant; changing needs the sign-in `password` (a player without
   * one: a step-up grant by SMS). Answers the new state.
   */
  safeboxSetPassword: defineCall({
    auth: 'user',
    body: body({ newPassword: safeboxPassword, password: z.string().min(1).max(128).optional(), change: z.boolean().optional() }),
    response: ok(safeboxStateSchema.shape),
  }),
  /** Sends a code to the player's own number to reset the safebox password (2017 without a number). */
  safeboxResetSms: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({ cooldownSeconds: z.int(), expiresIn: z.int(), codeLength: z.int(), mobile: z.string() }),
  }),
  /** Resets the safebox password with the SMS code; clears the count of wrong passwords and any lock. */
  safeboxReset: defineCall({
    auth: 'user',
    body: body({ code: z.string().regex(/^\d{4,8}$/, { message: 'code' }), newPassword: safeboxPassword }),
    response: ok(safeboxStateSchema.shape),
  }),
  /** Moves whole pesos of withdrawable cash from the coin into the safebox (2013 until a password is set). */
  safeboxIn: defineCall({
    auth: 'user',
    body: body({ amount: wholePesos, requestId }),
    response: moveResponse,
  }),
  /** Takes whole pesos out of the safebox into the coin, with the safebox password. */
  safeboxOut: defineCall({
    auth: 'user',
    body: body({ amount: wholePesos, password: safeboxPassword, requestId }),
    response: moveResponse,
  }),
};
