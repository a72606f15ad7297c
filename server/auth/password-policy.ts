import { readFileSync } from 'node:fs';
import { MessageKey, passwordProblem, passwordRange, type AppConfig } from '../../contract/index.ts';
import { invalid } from '../api/errors.ts';

/**
 * The breached-password list (ASVS 2.1.7): the ~18,000 passwords of 8 characters or more among the
 * most common ones in leaked-password corpora, as shipped by the npm package
 * @zxcvbn-ts/language-common 4.1.3 (MIT; breached-passwords.LICENSE.txt). Shorter ones need no list:
 * the length rule refuses them. Compared in lower case, as the list is written: "PASSWORD1" is as
 * guessable as "password1". Read once, on the first new password.
 */
let breached: Set<string> | undefined;
const breachedList = () =>
  (breached ??= new Set(
    readFileSync(new URL('./breached-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.length > 0),
  ));

export const isBreachedPassword = (password: string) => breachedList().has(password.toLowerCase());

/**
 * Refuses a new password (registration, reset, first password) that breaks contract/password-policy.ts
 * or is on the breached list: a 400 naming the field, with the message the form shows too.
 * Signing in never applies this: players with older 6–7 character passwords still sign in.
 */
export function checkNewPassword(
  password: string,
  lengths: AppConfig['lengths'],
  who: { account?: string | null; mobile?: string | null },
  field = 'password',
): void {
  const problem = passwordProblem(password, passwordRange(lengths.password), who);
  if (problem) throw invalid(field, problem.msg, problem.params);
  if (isBreachedPassword(password)) throw invalid(field, MessageKey.passwordBreached);
}
