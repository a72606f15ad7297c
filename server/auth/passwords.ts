import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { Errcode, MessageKey } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import { rules } from '../config/rules.ts';
import { workQueue, type WorkQueue } from './work-queue.ts';

/** Read at each hash (not at load), so the server test suites can lower the cost (tests/server/harness.ts says when). */
const options = () => ({
  // Algorithm.Argon2id; the enum is ambient (const) and cannot be imported under isolatedModules.
  algorithm: 2,
  memoryCost: rules.password.memoryCost,
  timeCost: rules.password.timeCost,
  parallelism: rules.password.parallelism,
});

/**
 * Every argon2 run of this process goes through here: one per core at once, sign-ins ahead of
 * new passwords, a bounded queue, and a fast 429 beyond it (work-queue.ts says why).
 */
export const passwordWork = workQueue(
  Math.max(1, availableParallelism()),
  rules.hashing.queue,
  () => new ApiError(Errcode.tooMany, { msg: MessageKey.signinBusy, params: { retryAfter: rules.hashing.retryAfterSeconds } }),
);

/**
 * A new password's hash (sign-up, reset, first password): waits behind sign-ins. `work` is another
 * queue for callers whose floods must not slow the players' sign-ins (the console's, console/hashing.ts).
 */
export function hashPassword(password: string, work: WorkQueue = passwordWork): Promise<string> {
  return work.run('normal', () => hash(password, options()));
}

// Verifying against this when the account does not exist keeps response time from revealing it. It
// is made at the cost real hashes are made at (remade if that changes: the server suites lower it).
let dummy: { cost: string; hash: Promise<string> } | undefined;

/** Checks a password against its stored hash (none: the account does not exist); ahead of new hashes, on `work`. */
export async function verifyPassword(stored: string | null | undefined, password: string, work: WorkQueue = passwordWork): Promise<boolean> {
  if (!stored) {
    // Made outside the queue: it is one hash per process, and it must not wait behind itself.
    const cost = JSON.stringify(options());
    if (dummy?.cost !== cost) dummy = { cost, hash: hash('not-a-real-password', options()) };
    const dummyHash = await dummy.hash;
    await work.run('urgent', () => verify(dummyHash, password).catch(() => false));
    return false;
  }
  return work.run('urgent', () => verify(stored, password).catch(() => false));
}
