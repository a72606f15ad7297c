import type { Executor } from '../db/client.ts';

/**
 * Promotions are withheld from players in self-exclusion, time-out or cooling-off (DESIGN §7, §8).
 * Player protection has not landed yet, so nobody is withheld: this is the one place it will answer,
 * and grantReward already asks it (a refusal throws RewardWithheld, nothing granted). Tests replace
 * `protectionHook.check` to prove the refusal.
 */
export const protectionHook: { check: (tx: Executor, userId: number, now: number) => Promise<boolean> } = {
  check: async () => false,
};

export const promotionsWithheld = (tx: Executor, userId: number, now: number) => protectionHook.check(tx, userId, now);
