import { NeedMoreRounds, roundMessage, WORDS_PER_ROUND } from '../../../contract/fairness/algorithm.ts';
import { verifyDraw as verifyRecord, type VerifyProblem } from '../../../contract/fairness/verify.ts';
import type { FairDraw, FairTable } from '../../../contract/calls/fairness.ts';

/** What the browser concluded about one draw. */
export type VerifyResult =
  | { status: 'verified' }
  /** The draw's seed is still the active one: its server seed is secret until the player rotates. */
  | { status: 'pending' }
  | { status: 'mismatch'; reason: 'hash' | 'outcome' | 'cursor' | 'table' | 'algorithm' };

/** Rounds a draw may ask for before the browser gives up (a slot or a jackpot draw takes 1; rejections are rare). */
const MAX_ROUNDS = 64;
const utf8 = new TextEncoder();

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/** SHA-256 of the server seed as its 64-character hex text (UTF-8): the hash the player saw before playing. */
export async function seedHashOf(serverSeed: string, subtle: SubtleCrypto = crypto.subtle): Promise<string> {
  return hex(await subtle.digest('SHA-256', utf8.encode(serverSeed)));
}

/** HMAC-SHA256 rounds `from` … `to - 1` of (serverSeed, clientSeed, nonce), as the algorithm's header defines them. */
async function roundsOf(key: CryptoKey, clientSeed: string, nonce: number, from: number, to: number, subtle: SubtleCrypto): Promise<Uint8Array[]> {
  const out: Promise<Uint8Array>[] = [];
  for (let r = from; r < to; r += 1) out.push(subtle.sign('HMAC', key, utf8.encode(roundMessage(clientSeed, nonce, r))).then((mac) => new Uint8Array(mac)));
  return Promise.all(out);
}

const REASON: Record<Exclude<VerifyProblem, 'unrevealed'>, Extract<VerifyResult, { status: 'mismatch' }>['reason']> = {
  algorithm: 'algorithm',
  table: 'table',
  'seed-hash': 'hash',
  outcome: 'outcome',
  cursor: 'cursor',
};

/**
 * Verifies one draw against the table version it names. The browser's part is the cryptography:
 * SHA-256 of the revealed server seed and the HMAC rounds of (serverSeed, clientSeed, nonce), with
 * Web Crypto; the comparison is the shared, pure contract/fairness/verify.ts (the server draws with
 * the same mapping), so what is checked is exactly what was drawn. Runs in the worker
 * (verify.worker.ts); `subtle` is a parameter so the unit test runs it on Node's Web Crypto.
 */
export async function verifyDraw(draw: FairDraw, table: FairTable, subtle: SubtleCrypto = crypto.subtle): Promise<VerifyResult> {
  const { serverSeed } = draw;
  if (!serverSeed) return { status: 'pending' };
  const seedHash = await seedHashOf(serverSeed, subtle);
  const key = await subtle.importKey('raw', utf8.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  // The record's cursor says how many words the draw took: compute those rounds at once, more only if asked.
  const rounds = await roundsOf(key, draw.clientSeed, draw.nonce, 0, Math.max(1, Math.ceil(draw.cursor / WORDS_PER_ROUND)), subtle);
  for (;;) {
    try {
      const { ok, problems } = verifyRecord(draw, table, rounds, seedHash);
      if (ok) return { status: 'verified' };
      const first = problems.find((p): p is Exclude<VerifyProblem, 'unrevealed'> => p !== 'unrevealed');
      return first ? { status: 'mismatch', reason: REASON[first] } : { status: 'pending' };
    } catch (error) {
      if (!(error instanceof NeedMoreRounds) || rounds.length >= MAX_ROUNDS) throw error;
      rounds.push(...(await roundsOf(key, draw.clientSeed, draw.nonce, rounds.length, rounds.length + 1, subtle)));
    }
  }
}
