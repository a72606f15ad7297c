import type { Executor } from '../db/client.ts';

/**
 * Asked by every sign-in (password, SMS, registration: openSession) before a session is made, in the
 * same transaction. Player protection fills it at start-up (server/wiring.ts): a player in a time-out or
 * self-exclusion is refused with its end date (DESIGN §8). Filled by the composition so that auth
 * imports no protection internals; unfilled, everyone may sign in.
 *
 * With `withdrawOnly` (the player asked for a withdraw-only session after that refusal) an excluded
 * player is not refused: the answer is the exclusion's end, and the session made is withdraw-only.
 * Answers null when nothing is in force (a normal session).
 */
export const signInGate: { check: (tx: Executor, userId: number, now: number, opts?: { withdrawOnly?: boolean }) => Promise<number | null> } = {
  check: async () => null,
};
