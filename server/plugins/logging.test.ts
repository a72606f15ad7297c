import { describe, expect, it } from 'vitest';
import { clientRequestId, redactPaths, safeError } from './logging.ts';

/** The shape drizzle throws: the query, its bound values in the message and as `params`, the driver's error as cause. */
class DrizzleQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    override readonly cause: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`);
  }
}

describe('safeError', () => {
  const pg = Object.assign(new Error('duplicate key value violates unique constraint "users_mobile_key"'), {
    code: '23505',
    detail: 'Key (mobile)=(09171234567) already exists.',
    constraint: 'users_mobile_key',
    table: 'users',
    where: 'SQL statement with 09171234567',
  });
  const wrapped = new DrizzleQueryError('insert into users (mobile, password_hash) values ($1, $2)', ['09171234567', '$argon2id$v=19$hash'], pg);

  it('keeps the query text, SQLSTATE, constraint and table; drops bound values and detail everywhere (stack included)', () => {
    const out = safeError(wrapped);
    expect(out).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into users (mobile, password_hash) values ($1, $2)',
      sqlState: '23505',
      cause: { sqlState: '23505', constraint: 'users_mobile_key', table: 'users' },
    });
    const text = JSON.stringify(out);
    expect(text).not.toContain('09171234567');
    expect(text).not.toContain('argon2id');
    expect(out.stack.split('\n')[0]).toBe(`DrizzleQueryError: ${out.message}`);
  });

  it('names other errors by their code, and survives odd throws', () => {
    expect(safeError(Object.assign(new Error('x'), { code: 'FST_ERR_X', statusCode: 400 }))).toMatchObject({ errorCode: 'FST_ERR_X', statusCode: 400 });
    expect(safeError('text')).toMatchObject({ message: 'text' });
    const loop: { cause?: unknown } & Error = new Error('loop');
    loop.cause = loop;
    expect(JSON.stringify(safeError(loop)).length).toBeLessThan(5000);
  });
});

describe('clientRequestId', () => {
  it('keeps id characters only, at most 64', () => {
    expect(clientRequestId('lb-1234:abcd.5_6')).toBe('lb-1234:abcd.5_6');
    expect(clientRequestId('a b\n<c>"d"')).toBe('abcd');
    expect(clientRequestId('x'.repeat(100))).toHaveLength(64);
    expect(clientRequestId(['first', 'second'])).toBe('first');
    expect(clientRequestId('  ')).toBeUndefined();
    expect(clientRequestId(undefined)).toBeUndefined();
  });
});

describe('redactPaths', () => {
  it('cover the secrets at every depth up to four', () => {
    for (const path of ['password', '*.code', '*.*.mobile', '*.*.*.token', '*.authorization', '*.*["set-cookie"]']) expect(redactPaths).toContain(path);
  });
});
