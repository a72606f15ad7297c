import { Errcode } from '../../contract/index.ts';
import { ConsoleMessageKey } from '../../contract/ops/index.ts';
import { ApiError } from '../api/errors.ts';
import { hashPassword, verifyPassword, workQueue } from '../auth/index.ts';
import { consoleRules } from './rules.ts';

const RETRY_AFTER_SECONDS = 2;

/**
 * The console's own argon2 queue, apart from the players' (server/auth/passwords.ts): a flood of
 * console sign-ins (issue 26: players' sign-ins went from 318 ms to 5.4 s behind one) waits here, one
 * hash at a time and a few in line, and the next is refused at once (429 consoleBusy) instead of
 * taking the cores players' sign-ins run on. Addresses past their failures never reach it
 * (signin-guard.ts refuses them before).
 */
export const consolePasswordWork = workQueue(consoleRules.hashingSlots, consoleRules.hashingQueue, () => new ApiError(Errcode.tooMany, { msg: ConsoleMessageKey.busy, params: { retryAfter: RETRY_AFTER_SECONDS } }));

export const verifyConsolePassword = (stored: string | null | undefined, password: string) => verifyPassword(stored, password, consolePasswordWork);
export const hashConsolePassword = (password: string) => hashPassword(password, consolePasswordWork);
