/** The PostgreSQL SQLSTATE of an error, looked for on it and its causes (drivers wrap them). */
export function pgCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 3 && e; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const PgCode = { uniqueViolation: '23505', checkViolation: '23514', deadlock: '40P01', serializationFailure: '40001' } as const;
