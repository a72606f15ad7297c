import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { leadingZeroBits, NONCE_PATTERN } from '../../contract/index.ts';
import { rules } from '../config/rules.ts';
import type { Db } from '../db/client.ts';
import { signinChallengesUsed, signinKeys } from './schema.ts';
import type { ServerDeps } from '../deps.ts';

/**
 * Sign-in challenges: a proof of work (contract/proof-of-work.ts) the player's device solves in about
 * a second, and a guesser pays for every guess. Stateless to issue and check (an HMAC signature
 * carries expiry, difficulty and the account it is for); single-use through signin_challenges_used.
 *
 *   challenge = "1.<expires, base 36 seconds>.<difficulty>.<account tag>.<salt>.<signature>"
 *
 * The account tag is an HMAC of the account key, so a challenge answered for one account does not
 * open another, and the string tells nothing about the account (not even whether it exists).
 */
const keys = new WeakMap<Db, Promise<Buffer>>();

/** The signing key, shared by every process on the database: made once, then read. */
function signingKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db.insert(signinKeys).values({ id: 1, key: randomBytes(32).toString('base64url') }).onConflictDoNothing();
      const [row] = await db.select().from(signinKeys);
      return Buffer.from(row!.key, 'base64url');
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const mac = (key: Buffer, text: string, length: number) => createHmac('sha256', key).update(text).digest('base64url').slice(0, length);

export type Challenge = { challenge: string; difficulty: number };

export async function issueChallenge(deps: ServerDeps, accountKey: string, difficulty: number): Promise<Challenge> {
  const key = await signingKey(deps.db);
  const expires = Math.floor(deps.now() / 1000) + rules.signin.challengeTtlSeconds;
  const body = `1.${expires.toString(36)}.${difficulty}.${mac(key, `account:${accountKey}`, 16)}.${randomBytes(12).toString('base64url')}`;
  return { challenge: `${body}.${mac(key, body, 22)}`, difficulty };
}

export type Answer = { challenge: string; nonce: string };

/**
 * Checks an answer without spending it: signed by us, for this account, not expired, at least
 * `difficulty` hard, and the nonce really does the work. Returns when it expires, or null.
 */
export async function checkAnswer(deps: ServerDeps, answer: Answer, accountKey: string, difficulty: number): Promise<{ expiresAt: Date } | null> {
  const parts = answer.challenge.split('.');
  if (parts.length !== 6 || parts[0] !== '1' || !NONCE_PATTERN.test(answer.nonce)) return null;
  const [, expires36, bits, tag, , signature] = parts as [string, string, string, string, string, string];
  const key = await signingKey(deps.db);
  const expected = Buffer.from(mac(key, parts.slice(0, 5).join('.'), 22));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const expiresAt = parseInt(expires36, 36) * 1000;
  if (!(expiresAt > deps.now()) || Number(bits) < difficulty || tag !== mac(key, `account:${accountKey}`, 16)) return null;
  const hash = createHash('sha256').update(answer.challenge + answer.nonce, 'utf8').digest();
  return leadingZeroBits(hash) >= Number(bits) ? { expiresAt: new Date(expiresAt) } : null;
}

/** Marks an answered challenge used; false when it was used before (a replay). */
export async function spendChallenge(deps: ServerDeps, challenge: string, expiresAt: Date): Promise<boolean> {
  const table = signinChallengesUsed;
  // Expired rows can go: their challenges are refused as expired before they get here.
  await deps.db.delete(table).where(lt(table.expiresAt, new Date(deps.now())));
  const rows = await deps.db.insert(table).values({ id: challenge, expiresAt }).onConflictDoNothing().returning({ id: table.id });
  return rows.length === 1;
}
