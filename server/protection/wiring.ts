import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client.ts';
import type { ServerDeps } from '../deps.ts';

/**
 * What protection needs from other areas, given at start-up by the composition (server/wiring.ts), so
 * this area imports none of them (and none of them has to import it back in a cycle): the player's
 * deposits (wallet's orders: counted for the limits, cancelled when an exclusion or a lower deposit limit
 * takes effect, their checkouts closed at the provider) and revoking every session of a player (auth's
 * tokens). Unwired, each throws: a deposit limit that silently counted nothing would be worse than a 500.
 */
export interface ProtectionSources {
  /** Hundredths of the player's deposit orders created in [from, to) that are paid or still payable at `now`. */
  deposited(tx: Executor, userId: number, from: Date, to: Date, now: number): Promise<number>;
  /** Hundredths of the player's deposit orders created in [from, to) that were paid (credited as coin). */
  paidDeposits(tx: Executor, userId: number, from: Date, to: Date): Promise<number>;
  /**
   * Cancels every pending deposit order of the player, in the caller's transaction (which holds the
   * player's row); answers their order numbers, whose checkouts `closeCheckouts` closes after the commit.
   */
  cancelPendingDeposits(tx: Executor, userId: number, now: number): Promise<string[]>;
  /** Closes at the provider the checkouts of orders cancelled by a committed transaction. Never throws: a failure is logged. */
  closeCheckouts(deps: Pick<ServerDeps, 'db' | 'payments'>, orderNos: readonly string[], log: Pick<FastifyBaseLogger, 'warn'>): Promise<void>;
  /** Revokes every session (token) of the player. */
  revokeSessions(tx: Executor, userId: number): Promise<void>;
  /** Tells the player by system mail (the inbox, docs/mail.md) that a limit or an exclusion took effect, in the caller's transaction. */
  mailPlayer(tx: Executor, userId: number, template: 'limitInForce' | 'exclusionStarted', params: Record<string, string | number>, now: number): Promise<unknown>;
}

const unwired = (): never => {
  throw new Error('protection: sources not wired (server/wiring.ts wireAreas calls wireProtection)');
};

export const sources: ProtectionSources = {
  deposited: unwired,
  paidDeposits: unwired,
  cancelPendingDeposits: unwired,
  closeCheckouts: unwired,
  revokeSessions: unwired,
  mailPlayer: unwired,
};

export function wireProtectionSources(given: ProtectionSources): void {
  Object.assign(sources, given);
}
