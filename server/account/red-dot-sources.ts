import type { AppConfig } from '../../contract/index.ts';
import type { UserRow } from '../api/context.ts';
import type { Executor } from '../db/client.ts';

/**
 * The red dots the activities (the layer above account) own: each answers whether something waits
 * for the player. The composition (server/wiring.ts) gives them from the jackpot, VIP, the daily
 * sign-in and tasks, so account imports no activity; a new activity's dot is a member here and a line
 * there. Unwired, each throws: a dot silently off would hide a prize from the player.
 */
export interface RedDotSources {
  /** A jackpot draw can go now (a chance held, a drawable board, a first deposit made). */
  drawChance(db: Executor, user: UserRow, now: number, config: AppConfig): Promise<boolean>;
  /** A level-up, daily, sign-in or task award waits (`vip`); a bet rebate can be claimed (`rebate`). */
  vip(db: Executor, user: UserRow, now: number, config: AppConfig): Promise<{ vip: boolean; rebate: boolean }>;
  /** Today's day of the sign-in calendar can be claimed and would pay. */
  signIn(db: Executor, user: UserRow, now: number, config: AppConfig): Promise<boolean>;
  /** A daily, weekly or one-time task finished, or a liveness chest reached, and not yet claimed. */
  task(db: Executor, user: UserRow, now: number, config: AppConfig): Promise<boolean>;
  /** An add-up award of the diamond mall can be claimed. */
  diamondMall(db: Executor, user: UserRow, now: number, config: AppConfig): Promise<boolean>;
  /** The spin wheel runs and the player has a spin left (and may spin: a top-up made, not protected). */
  spin(db: Executor, user: UserRow, now: number, config: AppConfig): Promise<boolean>;
  /** A week's agent commission or valid-invite bonus can be claimed (`agent5`). */
  agent5(db: Executor, user: UserRow, now: number, config: AppConfig): Promise<boolean>;
}

const unwired = (): never => {
  throw new Error('account: red-dot sources not wired (server/wiring.ts wireAreas)');
};

export const redDotSources: RedDotSources = { drawChance: unwired, vip: unwired, signIn: unwired, task: unwired, diamondMall: unwired, spin: unwired, agent5: unwired };

export function wireRedDotSources(given: RedDotSources): void {
  Object.assign(redDotSources, given);
}
