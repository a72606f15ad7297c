import { and, gt, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { protectionExclusions, protectionLimits } from './schema.ts';

/**
 * Which of these players are protected at `now` (the same rule as service.ts `isProtected`: an
 * exclusion in force, or a limit raise cooling off), in two set-based reads: what a batch that writes
 * promotional mail to a thousand players at once asks (docs/mail.md), instead of two reads a player.
 */
export async function protectedAmong(tx: Executor, userIds: readonly number[], now: number): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const at = new Date(now);
  const ids = [...userIds];
  const excluded = await tx
    .selectDistinct({ userId: protectionExclusions.userId })
    .from(protectionExclusions)
    .where(and(inArray(protectionExclusions.userId, ids), lte(protectionExclusions.startsAt, at), gt(protectionExclusions.endsAt, at)));
  const cooling = await tx
    .selectDistinct({ userId: protectionLimits.userId })
    .from(protectionLimits)
    .where(and(inArray(protectionLimits.userId, ids), gt(protectionLimits.pendingFrom, at)));
  return new Set([...excluded, ...cooling].map((row) => row.userId));
}
