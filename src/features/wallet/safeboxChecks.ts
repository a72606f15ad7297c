import type { SafeboxState } from '../../../contract/calls/safebox.ts';

/** A new safebox password as the server will judge it (digits, config lengths.safeboxPassword), said before sending. */
export function safeboxPasswordProblem(password: string, confirm: string, state: Pick<SafeboxState, 'passwordMin' | 'passwordMax'>): { key: string; values?: Record<string, number> } | null {
  const { passwordMin: min, passwordMax: max } = state;
  if (!/^\d+$/.test(password) || password.length < min || password.length > max) return { key: 'safebox.format', values: { min, max } };
  if (password !== confirm) return { key: 'safebox.mismatch' };
  return null;
}
