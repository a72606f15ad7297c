import { describe, expect, it } from 'vitest';
import { PgCode } from '../../db/errors.ts';
import { retryOnConflict } from './settle.ts';

/**
 * retryOnConflict, the wrapper of every callback's settle transaction (and of a refund event's): only a
 * deadlock or a serialization failure is run again, and only up to its attempts; anything else reaches
 * the caller at once (a callback answered 500, never retried forever). Mutation sample 4, P11.
 */
// It fails its first 5 calls and then succeeds: a wrapper retrying what it should not answers 'ran again'
// instead of hanging the test.
const failing = (error: unknown) => {
  let calls = 0;
  const run = async (): Promise<string> => {
    calls += 1;
    if (calls <= 5) throw error;
    return 'ran again';
  };
  return { run, calls: () => calls };
};
const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });

describe('retryOnConflict', () => {
  it('a plain error is thrown at once, the run called once', async () => {
    const error = new Error('boom');
    const f = failing(error);
    await expect(retryOnConflict(f.run)).rejects.toBe(error);
    expect(f.calls()).toBe(1);
  });

  it('a unique violation is not a conflict to retry', async () => {
    const f = failing(pgError(PgCode.uniqueViolation));
    await expect(retryOnConflict(f.run)).rejects.toMatchObject({ code: PgCode.uniqueViolation });
    expect(f.calls()).toBe(1);
  });

  it('a deadlock (also wrapped by the driver) runs again, 3 times in all, then is thrown', async () => {
    const f = failing(new Error('wrapped', { cause: pgError(PgCode.deadlock) }));
    await expect(retryOnConflict(f.run)).rejects.toThrow('wrapped');
    expect(f.calls()).toBe(3);
    const g = failing(pgError(PgCode.serializationFailure));
    await expect(retryOnConflict(g.run, 2)).rejects.toMatchObject({ code: PgCode.serializationFailure });
    expect(g.calls()).toBe(2);
  });

  it('a conflict then a success answers the success', async () => {
    let calls = 0;
    const run = async () => {
      calls += 1;
      if (calls === 1) throw pgError(PgCode.deadlock);
      return 'settled';
    };
    expect(await retryOnConflict(run)).toBe('settled');
    expect(calls).toBe(2);
  });
});
