import { Errcode, LoginType, MessageKey } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import { rules } from '../config/rules.ts';
import type { ServerDeps } from '../deps.ts';
import { addressKey } from './address-key.ts';
import { lockKeys } from './advisory-locks.ts';
import { checkAnswer, issueChallenge, spendChallenge, type Answer } from './login-challenge.ts';
import { loginFailuresRepo } from './login-failures-repo.ts';

/**
 * What failed sign-ins are counted against: the player, whichever way they sign in (account name,
 * type 2, or mobile, type 3), so a guesser cannot get twice the tries by switching. An identifier
 * with no player behind it is counted as typed (normalised), and answered exactly like a real one.
 */
export function signinAccountKey(type: number, identifier: string, user: { id: number } | undefined): string {
  return user ? `user:${user.id}` : `${type === LoginType.phoneNoOtp ? 'mobile' : 'account'}:${identifier.toLowerCase()}`;
}

/** Seconds one address waits, after its n-th recent failure on an account, before trying it again. */
export function delayAfter(failures: number): number {
  const { freeFailures, maxDelaySeconds } = rules.signin;
  return failures < freeFailures ? 0 : Math.min(maxDelaySeconds, 2 ** (failures - freeFailures));
}

/**
 * Sign-in protection a stranger cannot turn against a player (issue 16; docs/security.md "Signing in").
 * Nothing is ever locked:
 * - After `challengeAfter` recent failures of an account (from anywhere), every attempt on it must
 *   carry a solved proof-of-work challenge (login-challenge.ts). So does every attempt from an
 *   address with `addressChallengeAfter` recent failures across accounts (a whole carrier NAT is
 *   never locked or made to wait: it is asked for the challenge, harder past `addressHardAfter`).
 * - Waits grow with one account's failures from one address (delayAfter): the guesser waits, while
 *   the owner, elsewhere, only solves the challenge. A wait shared by an account or an address
 *   would be a lock the guesser could keep closed by always trying first.
 * So the right password with a solved challenge signs the owner in, whatever others did.
 *
 * An attempt is recorded as a failure before the password is checked (succeed() clears the
 * account's), so parallel guesses cannot all pass the checks before any of them is counted.
 */
export function loginGuard(deps: ServerDeps, accountKey: string, ip: string) {
  const repo = loginFailuresRepo(deps.db);
  const address = addressKey(ip);
  const { windowSeconds, challengeAfter, addressChallengeAfter, addressHardAfter } = rules.signin;
  const since = () => new Date(deps.now() - windowSeconds * 1000);
  let attempt: number | undefined;

  const state = async () => {
    const account = (await repo.forAccount(accountKey, since())).count;
    const byAddress = (await repo.forAddress(address, since())).count;
    return {
      challenged: account >= challengeAfter || byAddress >= addressChallengeAfter,
      difficulty: byAddress >= addressHardAfter ? rules.signin.hardDifficulty : rules.signin.difficulty,
    };
  };
  const challengeError = async (msg: string, difficulty: number, extra: Record<string, number> = {}) =>
    new ApiError(Errcode.forbidden, { msg, params: { ...extra, ...(await issueChallenge(deps, accountKey, difficulty)) } });
  const waitError = (ms: number, extra: Record<string, string | number> = {}) =>
    new ApiError(Errcode.tooMany, { msg: MessageKey.signinWait, params: { retryAfter: Math.ceil(ms / 1000), ...extra } });

  /** Milliseconds this address still waits on this account after its recent failures. */
  const pairWait = async (from = repo) => {
    const rows = await from.pairRows(accountKey, address, since());
    const last = rows.at(-1);
    if (!last) return 0;
    return new Date(last.createdAt).getTime() + delayAfter(rows.length) * 1000 - deps.now();
  };

  return {
    /**
     * Lets the attempt check its password, or refuses it unchecked: 403 signinChallenge (params: a
     * challenge and its difficulty), 403 signinChallengeFailed (a fresh one) or 429 signinWait
     * (retryAfter seconds; the solved challenge stays good for after the wait).
     */
    async admit(answer?: Answer) {
      const { challenged, difficulty } = await state();
      if (challenged) {
        if (!answer) throw await challengeError(MessageKey.signinChallenge, difficulty);
        const checked = await checkAnswer(deps, answer, accountKey, difficulty);
        if (!checked) throw await challengeError(MessageKey.signinChallengeFailed, difficulty);
        const wait = await pairWait();
        if (wait > 0) throw waitError(wait);
        if (!(await spendChallenge(deps, answer.challenge, checked.expiresAt))) throw await challengeError(MessageKey.signinChallengeFailed, difficulty);
      }
      // Counting the attempts before this one and recording it happen under locks on the account
      // and the address, so attempts running in parallel take their places one after another: on
      // PostgreSQL a count without the lock could miss a parallel attempt that had not yet committed.
      const refusal = await deps.db.transaction(async (tx) => {
        await lockKeys(tx, [`signin:${accountKey}`, `signin:${address}`]);
        const locked = loginFailuresRepo(tx);
        if (!challenged) {
          const byAccount = (await locked.forAccount(accountKey, since())).count;
          const byAddress = (await locked.forAddress(address, since())).count;
          // Parallel attempts all passed state() before any was recorded: those past what the
          // rules allow are refused unchecked.
          if (byAccount >= challengeAfter || byAddress >= addressChallengeAfter) return 'challenge' as const;
        } else {
          const wait = await pairWait(locked);
          if (wait > 0) return wait;
        }
        attempt = await locked.record(accountKey, address, new Date(deps.now()));
        return null;
      });
      if (refusal === 'challenge') throw await challengeError(MessageKey.signinChallenge, difficulty);
      // Its challenge is spent: the next attempt needs a new one.
      if (refusal !== null) throw waitError(refusal, await issueChallenge(deps, accountKey, difficulty));
    },
    /**
     * The password was wrong (the attempt is already counted): 403 wrongCredentials, with what the
     * next attempt needs: `retryAfter` seconds to wait, and a challenge the app can solve meanwhile.
     */
    async fail(): Promise<never> {
      const { challenged, difficulty } = await state();
      const params: Record<string, string | number> = {};
      const wait = await pairWait();
      if (wait > 0) params.retryAfter = Math.ceil(wait / 1000);
      if (challenged) Object.assign(params, await issueChallenge(deps, accountKey, difficulty));
      throw new ApiError(Errcode.forbidden, { msg: MessageKey.wrongCredentials, ...(Object.keys(params).length ? { params } : {}) });
    },
    /** The password was never checked (the server was too busy): the attempt does not count. */
    async withdraw() {
      if (attempt !== undefined) await repo.remove(attempt);
    },
    /** Clears the account's failures, this attempt's included: its waits and challenge start over. */
    async succeed() {
      await repo.clearAccount(accountKey);
    },
  };
}
