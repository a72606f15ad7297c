/**
 * What an operator may set as a player's limit (docs/protection.md): a whole number of at least 1
 * (pesos, or minutes for the play-time limit), never above the limit in force: operators only lower
 * limits; a raise is the player's own, after its cooling-off period. Answers the problem, or null with
 * the amount to send (hundredths, or minutes).
 */
export type LimitProblem = { problem: 'invalid' } | { problem: 'raise'; inForce: number } | { problem: null; amount: number };

export function checkLimit(typed: string, session: boolean, inForce: number | undefined): LimitProblem {
  const text = typed.trim();
  if (!/^\d{1,8}$/.test(text) || Number(text) < 1) return { problem: 'invalid' };
  const amount = session ? Number(text) : Number(text) * 100;
  if (inForce !== undefined && amount > inForce) return { problem: 'raise', inForce };
  return { problem: null, amount };
}
