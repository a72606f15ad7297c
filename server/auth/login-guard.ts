import { Errcode, MessageKey } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import { rules } from '../config/rules.ts';
import type { ServerDeps } from '../deps.ts';
import { loginFailuresRepo } from './login-failures-repo.ts';

/**
 * Repeated failed sign-ins lock the account and, separately, the address for a while. Failures are
 * rows in the database, so every server process sees the same count. An attempt is recorded as a
 * failure before the password is checked (succeed() clears it), so parallel guesses cannot all pass
 * the check before any of them is counted.
 */
export function loginGuard(deps: ServerDeps, accountKey: string, ip: string) {
  const repo = loginFailuresRepo(deps.db);
  const { windowSeconds, accountFailures, addressFailures, lockSeconds } = rules.lockout;
  const since = () => new Date(deps.now() - windowSeconds * 1000);
  type Stats = (since: Date) => Promise<{ count: number; last: Date | null }>;
  /**
   * Milliseconds left on a lock: `limit` failures within the window that ends at the latest one lock
   * until that failure + lockSeconds (counting back from now instead would end the lock as soon as
   * the earliest of them left the window, however recent the last one).
   */
  const lockedFor = async (stats: Stats, limit: number) => {
    const { last } = await stats(new Date(deps.now() - lockSeconds * 1000));
    if (!last) return 0;
    const { count } = await stats(new Date(last.getTime() - windowSeconds * 1000));
    return count >= limit ? last.getTime() + lockSeconds * 1000 - deps.now() : 0;
  };

  return {
    /** Refuses while locked, then records this attempt (as a failure until succeed()). */
    async assertOpen() {
      const account = await lockedFor((s) => repo.forAccount(accountKey, s), accountFailures);
      const address = await lockedFor((s) => repo.forAddress(ip, s), addressFailures);
      const wait = Math.max(account, address);
      if (wait > 0) {
        throw new ApiError(Errcode.tooMany, {
          msg: account >= address ? MessageKey.accountLocked : MessageKey.addressLocked,
          params: { minutes: Math.max(1, Math.ceil(wait / 60000)), seconds: Math.ceil(wait / 1000) },
        });
      }
      const attempt = await repo.record(accountKey, ip, new Date(deps.now()));
      // Attempts running in parallel: only those within the limits go on to the password check.
      const byAccount = await repo.forAccount(accountKey, since());
      const byAddress = await repo.forAddress(ip, since());
      if (byAccount.count > accountFailures || byAddress.count > addressFailures) {
        await repo.remove(attempt);
        throw new ApiError(Errcode.tooMany, {
          msg: byAccount.count > accountFailures ? MessageKey.accountLocked : MessageKey.addressLocked,
          params: { minutes: Math.ceil(lockSeconds / 60), seconds: lockSeconds },
        });
      }
    },
    /** The attempt is already recorded: answers with how many tries are left before the lock. */
    async fail(): Promise<never> {
      const { count } = await repo.forAccount(accountKey, since());
      const attemptsLeft = Math.max(0, accountFailures - count);
      if (attemptsLeft === 0) {
        throw new ApiError(Errcode.tooMany, {
          msg: MessageKey.accountLocked,
          params: { minutes: Math.ceil(lockSeconds / 60), seconds: lockSeconds },
        });
      }
      throw new ApiError(Errcode.forbidden, { msg: MessageKey.wrongCredentials, params: { attemptsLeft } });
    },
    /** Clears the account's failures, this attempt's included. */
    async succeed() {
      await repo.clearAccount(accountKey);
    },
  };
}
