/**
 * After the wheel, the won amount counts up from zero (spec §4). Pure: amount and time in, the
 * hundredths to show out; it ends exactly on the amount.
 */

export const COUNT_UP_MS = 1800;

export interface CountUpPlan {
  amount: number;
  duration: number;
}

export function planCountUp(amount: number, timeScale = 1): CountUpPlan {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError('amount');
  return { amount, duration: COUNT_UP_MS * timeScale };
}

/** easeOutCubic: the digits race, then settle. */
const easeOut = (p: number) => 1 - (1 - p) ** 3;

export function countUpAt(plan: CountUpPlan, t: number): { value: number; done: boolean } {
  if (t >= plan.duration || plan.duration <= 0) return { value: plan.amount, done: true };
  const p = Math.max(0, t) / plan.duration;
  return { value: Math.min(plan.amount, Math.floor(plan.amount * easeOut(p))), done: false };
}
