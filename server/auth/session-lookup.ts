import type { ServerDeps } from '../deps.ts';
import { rules } from '../config/rules.ts';
import type { SessionInfo, SessionLookup } from '../api/context.ts';
import { sessionsRepo } from './sessions-repo.ts';
import { hashToken, tokenFromHeader } from './tokens.ts';

/**
 * The live session behind an `authorization` header, or null for none, malformed, expired, idle or
 * revoked. Notes the use (idle expiry, the device list) at most once a minute per token. The dispatcher
 * (api/, kernel) asks it through its `SessionLookup` port, which server/app.ts fills with this.
 */
export const resolveSession: SessionLookup = async (deps: ServerDeps, header: string | undefined): Promise<SessionInfo | null> => {
  const token = tokenFromHeader(header);
  if (!token) return null;
  const now = new Date(deps.now());
  const repo = sessionsRepo(deps.db);
  const row = await repo.findLive(hashToken(token), now);
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() >= rules.token.touchSeconds * 1000) await repo.touch(row.sessionId, now);
  const withdrawOnlyUntil = row.scope === 'full' ? null : (row.scopeUntil ?? now);
  return { sessionId: row.sessionId, user: row.user, stepUpUntil: row.stepUpUntil, withdrawOnlyUntil };
};
