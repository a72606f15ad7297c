import type { ServerDeps } from '../deps.ts';
import { sessionsRepo, hashToken, tokenFromHeader } from '../auth/index.ts';
import type { SessionInfo } from './context.ts';

/** The live session behind an `authorization` header, or null for none, malformed, expired or revoked. */
export async function resolveSession(deps: ServerDeps, header: string | undefined): Promise<SessionInfo | null> {
  const token = tokenFromHeader(header);
  if (!token) return null;
  const row = await sessionsRepo(deps.db).findLive(hashToken(token), new Date(deps.now()));
  return row ?? null;
}
