import { createHash } from 'node:crypto';
import { leadingZeroBits } from '../../contract/index.ts';
import type { CallResult, TestServer } from './harness.ts';

/** Finds a nonce for a sign-in challenge, as the app's worker does (node's SHA-256 here: faster). */
export function solve(challenge: string, difficulty: number): string {
  for (let nonce = 0; ; nonce++) {
    if (leadingZeroBits(createHash('sha256').update(`${challenge}${nonce}`).digest()) >= difficulty) return String(nonce);
  }
}

/** The challenge an answer carries, solved, as body fields for the next attempt (none: {}). */
export function answerTo(res: CallResult): { challenge?: string; nonce?: string } {
  const params = res.body.params as { challenge?: string; difficulty?: number } | undefined;
  return params?.challenge ? { challenge: params.challenge, nonce: solve(params.challenge, params.difficulty!) } : {};
}

/**
 * Signs in the way the app does: when asked for a challenge, solves it and tries again; when asked
 * to wait, moves the test clock on by that long (a real client waits) and tries again.
 */
export async function signInAsTheApp(t: TestServer, body: Record<string, unknown>, opts: { ip?: string } = {}): Promise<CallResult> {
  let answer: { challenge?: string; nonce?: string } = {};
  for (let round = 0; round < 6; round++) {
    const res = await t.call('accountLogin', { ...body, ...answer }, opts);
    const { msg, params } = res.body as { msg?: string; params?: { retryAfter?: number; challenge?: string } };
    if (msg === 'errors.auth.signinWait') {
      t.advance(params!.retryAfter! * 1000);
      if (params?.challenge) answer = answerTo(res);
      continue;
    }
    if (msg === 'errors.auth.signinChallenge' || msg === 'errors.auth.signinChallengeFailed') {
      answer = answerTo(res);
      continue;
    }
    return res;
  }
  throw new Error('sign-in kept being refused');
}
