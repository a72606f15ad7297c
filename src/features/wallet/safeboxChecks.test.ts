import { describe, expect, it } from 'vitest';
import { safeboxPasswordProblem } from './safeboxChecks.ts';

const sixDigits = { passwordMin: 6, passwordMax: 6 };

describe('safeboxPasswordProblem', () => {
  it('accepts digits of the configured length typed twice', () => {
    expect(safeboxPasswordProblem('246810', '246810', sixDigits)).toBeNull();
  });
  it('names the length for letters, too few or too many digits', () => {
    for (const bad of ['24681a', '12345', '1234567', '']) expect(safeboxPasswordProblem(bad, bad, sixDigits)).toEqual({ key: 'safebox.format', values: { min: 6, max: 6 } });
  });
  it('says when the two differ', () => {
    expect(safeboxPasswordProblem('246810', '246811', sixDigits)).toEqual({ key: 'safebox.mismatch' });
  });
});
