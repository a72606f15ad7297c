import type { ServerDeps } from '../deps.ts';
import { liveOperatorSessionIds, resolveOperatorSession } from './sessions.ts';

/**
 * Who may hold the console's live stream (`GET /ops/v1/live`, server/live/): an operator with a live
 * session who may use the console (the one-time password changed and an authenticator enrolled, as
 * the console's dispatcher requires for its calls); 'forbidden' for one who may not yet.
 */
export async function operatorForLive(deps: ServerDeps, authorization: string | undefined): Promise<{ sessionId: number; operatorId: number; role: string } | 'forbidden' | null> {
  const session = await resolveOperatorSession(deps.db, authorization, new Date(deps.now()));
  if (!session) return null;
  if (session.operator.mustChangePassword || session.operator.totpEnrolledAt === null) return 'forbidden';
  return { sessionId: session.sessionId, operatorId: session.operator.id, role: session.operator.role };
}

/** Which operator sessions are still live: the streams of the others close. */
export const liveOperatorSessions = (deps: ServerDeps, ids: number[]): Promise<Set<number>> => liveOperatorSessionIds(deps.db, ids, new Date(deps.now()));
