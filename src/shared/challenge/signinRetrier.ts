import type { MessageKeyValue } from '../../../contract/messages.ts';
import { isApiError } from '../../api/ApiError.ts';
import type { ChallengeAnswer, solveChallenge } from './solveChallenge.ts';

/** What the password sign-in shows while it works through the server's protection. */
export type SigninStatus = { kind: 'solving'; percent: number } | { kind: 'waiting'; seconds: number } | null;

/** Answers after which the same sign-in is sent again by itself, once the wait and the challenge are done. */
// Literal keys, not `MessageKey.…`: that table is too big for the lobby's first load (bench/bundle.ts).
const SIGNIN_WAIT = 'errors.auth.signinWait' satisfies MessageKeyValue;
const RETRIED: ReadonlySet<string> = new Set(['errors.auth.signinChallenge' satisfies MessageKeyValue, 'errors.auth.signinChallengeFailed' satisfies MessageKeyValue, SIGNIN_WAIT]);
const MAX_ROUNDS = 4;

/**
 * Password sign-in through the server's protection (server/auth/login-guard.ts), transparently:
 * - a challenge in any answer's params is solved at once (in a worker), for the next attempt;
 * - `retryAfter` seconds are waited out, counting down;
 * - "solve a challenge" / "wait" answers are retried by themselves; a wrong password is not (the
 *   player must retype), but its challenge is solved meanwhile so the next try goes at once.
 * The right password always gets through: the server never locks, it only asks for these.
 */
export function signinRetrier(deps: {
  solve: typeof solveChallenge;
  onStatus: (status: SigninStatus) => void;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}) {
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let pending: Promise<ChallengeAnswer> | null = null;
  let notBefore = 0;
  let watching = false;

  const secondsLeft = () => Math.max(0, Math.ceil((notBefore - now()) / 1000));
  const waitTurn = async () => {
    for (let left = secondsLeft(); left > 0; left = secondsLeft()) {
      deps.onStatus({ kind: 'waiting', seconds: left });
      await sleep(Math.min(1000, notBefore - now()));
    }
  };
  const startSolving = (challenge: string, difficulty: number) => {
    const solving = deps.solve(challenge, difficulty, { onProgress: (percent) => watching && deps.onStatus({ kind: 'solving', percent }) });
    // A failure here surfaces when the next attempt awaits it; until then it must not be unhandled.
    solving.catch(() => undefined);
    return solving;
  };

  return {
    /** Seconds before the server takes the next attempt (shown after a wrong password). */
    secondsLeft,
    /** Sends `call` (with the answer to the last challenge, if any) until it succeeds or needs the player. */
    async send<T>(call: (answer: ChallengeAnswer | null) => Promise<T>): Promise<T> {
      watching = true;
      try {
        for (let round = 1; ; round++) {
          await waitTurn();
          let answer: ChallengeAnswer | null = null;
          if (pending) {
            deps.onStatus({ kind: 'solving', percent: 0 });
            answer = await pending;
          }
          pending = null;
          deps.onStatus(null);
          try {
            return await call(answer);
          } catch (error) {
            if (!isApiError(error)) throw error;
            const params = error.params ?? {};
            const retryAfter = Number(params.retryAfter);
            if (retryAfter > 0) notBefore = now() + retryAfter * 1000;
            if (typeof params.challenge === 'string') pending = startSolving(params.challenge, Number(params.difficulty));
            // "Wait" before the answer was looked at: the same answer is still good after the wait.
            else if (error.msg === SIGNIN_WAIT && answer) pending = Promise.resolve(answer);
            if (!RETRIED.has(error.msg) || round >= MAX_ROUNDS) throw error;
          }
        }
      } finally {
        watching = false;
        deps.onStatus(null);
      }
    },
  };
}
