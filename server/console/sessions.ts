import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { hashToken, tokenFromHeader } from '../auth/index.ts';
import type { Executor } from '../db/client.ts';
import { operators, operatorSessions } from './schema.ts';
import type { OperatorRow } from './operators.ts';
import { consoleRules } from './rules.ts';

/** Sessions last used before this are over… */
const idleSince = (now: Date) => new Date(now.getTime() - consoleRules.idleMinutes * 60_000);
/** …and so are those started before this, however busy (ASVS 3.3.2: 12 hours). */
const startedSince = (now: Date) => new Date(now.getTime() - consoleRules.absoluteHours * 3600_000);
/** A session neither idle nor past its absolute life. */
const live = (now: Date) => and(gt(operatorSessions.lastUsedAt, idleSince(now)), gt(operatorSessions.createdAt, startedSince(now)));

export interface OperatorSession {
  sessionId: number;
  operator: OperatorRow;
}

/** A new console token (256 random bits); only its hash is stored, in operator_sessions (never sessions). */
export async function startOperatorSession(tx: Executor, operatorId: number, ip: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(operatorSessions).values({ operatorId, tokenHash: hashToken(token), createdAt: now, lastUsedAt: now, ip });
  return token;
}

/**
 * The live console session behind an `authorization` header, or null: none, malformed, revoked,
 * idle for 30 minutes, started 12 hours ago, or its operator disabled. A player's token is never found here (players'
 * sessions live in another table), nor is a console token in theirs.
 */
export async function resolveOperatorSession(db: Executor, header: string | undefined, now: Date): Promise<OperatorSession | null> {
  const token = tokenFromHeader(header);
  if (!token) return null;
  const [row] = await db
    .select({ sessionId: operatorSessions.id, lastUsedAt: operatorSessions.lastUsedAt, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(and(eq(operatorSessions.tokenHash, hashToken(token)), isNull(operatorSessions.revokedAt), live(now), isNull(operators.disabledAt)));
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() >= consoleRules.touchSeconds * 1000) {
    await db.update(operatorSessions).set({ lastUsedAt: now }).where(eq(operatorSessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, operator: row.operator };
}

/** Which of these console sessions are still live (the live channel closes the others' streams: server/live/). */
export async function liveOperatorSessionIds(db: Executor, ids: number[], now: Date): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: operatorSessions.id })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(and(sql`${operatorSessions.id} = ANY(${`{${ids.join(',')}}`}::int[])`, isNull(operatorSessions.revokedAt), live(now), isNull(operators.disabledAt)));
  return new Set(rows.map((r) => r.id));
}

/** Ends one session. */
export async function endOperatorSession(tx: Executor, sessionId: number, now: Date): Promise<void> {
  await tx.update(operatorSessions).set({ revokedAt: now }).where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
}

/** Ends every live session of an operator, or every one but `keep`; answers how many ended (idle or too old ones had already). */
export async function endOperatorSessions(tx: Executor, operatorId: number, now: Date, keep?: number): Promise<number> {
  const ended = await tx
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.revokedAt),
        live(now),
        keep === undefined ? undefined : ne(operatorSessions.id, keep),
      ),
    )
    .returning({ id: operatorSessions.id });
  return ended.length;
}
