import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import { signinRetrier, type SigninStatus } from './signinRetrier.ts';

const refusal = (status: number, msg: string, params?: Record<string, string | number>) => new ApiError('server', { errcode: status, msg, ...(params ? { params } : {}) }, status);

function setup() {
  let clock = 0;
  const statuses: SigninStatus[] = [];
  const solve = vi.fn(async (challenge: string, _difficulty: number, opts?: { onProgress?: (p: number) => void }) => {
    opts?.onProgress?.(50);
    return { challenge, nonce: `n-${challenge}` };
  });
  const retrier = signinRetrier({
    solve,
    onStatus: (s) => statuses.push(s),
    now: () => clock,
    sleep: async (ms) => {
      clock += ms;
    },
  });
  return { retrier, solve, statuses, elapsed: () => clock };
}

describe('signinRetrier', () => {
  it('solves a challenge, waits out retryAfter, and retries by itself until signed in', async () => {
    const { retrier, solve, statuses, elapsed } = setup();
    const sent: unknown[] = [];
    const answers = [
      refusal(403, 'errors.auth.signinChallenge', { challenge: 'c1', difficulty: 15 }),
      refusal(429, 'errors.auth.signinWait', { retryAfter: 3 }),
      'signed in',
    ];
    const result = await retrier.send(async (answer) => {
      sent.push(answer);
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next;
    });
    expect(result).toBe('signed in');
    // The same answer is sent again after the wait: a "wait" did not spend it.
    expect(sent).toEqual([null, { challenge: 'c1', nonce: 'n-c1' }, { challenge: 'c1', nonce: 'n-c1' }]);
    expect(solve).toHaveBeenCalledTimes(1);
    expect(elapsed()).toBe(3000);
    expect(statuses).toContainEqual({ kind: 'waiting', seconds: 3 });
    expect(statuses).toContainEqual({ kind: 'solving', percent: 50 });
    expect(statuses.at(-1)).toBeNull();
  });

  it('a wrong password is handed to the form, with the next challenge solved and the wait counted for the next try', async () => {
    const { retrier, elapsed } = setup();
    const wrong = refusal(403, 'errors.auth.wrongCredentials', { retryAfter: 2, challenge: 'c2', difficulty: 15 });
    await expect(retrier.send(async () => Promise.reject(wrong))).rejects.toBe(wrong);
    expect(retrier.secondsLeft()).toBe(2);
    const sent: unknown[] = [];
    await retrier.send(async (answer) => sent.push(answer));
    expect(sent).toEqual([{ challenge: 'c2', nonce: 'n-c2' }]);
    expect(elapsed()).toBe(2000);
  });

  it('gives up after a few rounds rather than loop forever', async () => {
    const { retrier } = setup();
    let calls = 0;
    await expect(
      retrier.send(async () => {
        calls += 1;
        throw refusal(403, 'errors.auth.signinChallengeFailed', { challenge: `c${calls}`, difficulty: 15 });
      }),
    ).rejects.toMatchObject({ msg: 'errors.auth.signinChallengeFailed' });
    expect(calls).toBe(4);
  });
});
