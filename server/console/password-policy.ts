import { MessageKey, passwordProblem } from '../../contract/index.ts';
import { invalid } from '../api/errors.ts';
import { isBreachedPassword } from '../auth/index.ts';

/** A console password's length (contract/ops/auth.ts checks it too): longer than a player's minimum. */
const CONSOLE_RANGE = { min: 12, max: 128 } as const;

/**
 * The checks a player's new password gets (server/auth/password-policy.ts, ASVS 2.1.7): not on the
 * breached list, not containing the operator's name (names of 3 characters or more, as for players'
 * account names). A 400 on `newPassword`, with the console's own message for the name.
 */
export function checkConsolePassword(password: string, operatorName: string): void {
  const problem = passwordProblem(password, CONSOLE_RANGE, { account: operatorName });
  if (problem) throw invalid('newPassword', problem.msg === MessageKey.passwordHasAccount ? MessageKey.consolePasswordHasName : problem.msg, problem.params);
  if (isBreachedPassword(password)) throw invalid('newPassword', MessageKey.passwordBreached);
}
