import type { Executor } from '../db/client.ts';

/**
 * What protection needs from other areas, given at start-up by the composition (server/wiring.ts), so
 * this area imports none of them (and none of them has to import it back in a cycle): the player's
 * deposits in a period (wallet's orders) and revoking every session of a player (auth's tokens).
 * Unwired, each throws: a deposit limit that silently counted nothing would be worse than a 500.
 */
export interface ProtectionSources {
  /** Hundredths of the player's deposit orders created in [from, to) that are paid or still payable at `now`. */
  deposited(tx: Executor, userId: number, from: Date, to: Date, now: number): Promise<number>;
  /** Revokes every session (token) of the player. */
  revokeSessions(tx: Executor, userId: number): Promise<void>;
}

const unwired = (): never => {
  throw new Error('protection: sources not wired (server/wiring.ts wireAreas calls wireProtection)');
};

export const sources: ProtectionSources = { deposited: unwired, revokeSessions: unwired };

export function wireProtectionSources(given: ProtectionSources): void {
  Object.assign(sources, given);
}
