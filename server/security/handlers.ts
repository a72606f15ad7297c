import type { HandlerGroup } from '../api/context.ts';
import { usersRepo } from '../db/users-repo.ts';
import { checkNewPassword, hashPassword, requireStepUp, sessionsRepo } from '../auth/index.ts';
import { deviceName } from './device.ts';
import { recordSecurityEvent, securityEventsPage } from './events-repo.ts';

const PAGE_SIZE = 20;

export const securityHandlers: HandlerGroup<'securityActivity' | 'securitySessions' | 'securitySignOutOthers' | 'changePassword'> = {
  securityActivity: async ({ body, deps, session: { user } }) => {
    const size = body.pageSize ?? PAGE_SIZE;
    const rows = await securityEventsPage(deps.db, user.id, { beforeId: body.beforeId, size: size + 1 });
    const page = rows.slice(0, size);
    return {
      list: page.map((row) => ({ id: row.id, kind: row.kind, ip: row.ip, device: deviceName(row.userAgent), time: row.createdAt.getTime(), detail: row.detail })),
      nextBeforeId: rows.length > size ? page.at(-1)!.id : null,
    };
  },

  securitySessions: async ({ deps, session }) => {
    const rows = await sessionsRepo(deps.db).listLive(session.user.id, new Date(deps.now()));
    const list = rows.map((row) => ({
      id: row.id,
      device: deviceName(row.userAgent),
      ip: row.ip,
      createdAt: row.createdAt.getTime(),
      lastUsedAt: row.lastUsedAt.getTime(),
      current: row.id === session.sessionId,
    }));
    // The device in the player's hand first.
    return { list: [...list.filter((s) => s.current), ...list.filter((s) => !s.current)] };
  },

  securitySignOutOthers: async ({ deps, session, ip, userAgent }) => {
    const now = deps.now();
    // Behind a step-up, so a thief holding only a token cannot throw the owner out.
    requireStepUp(session, now);
    const revoked = await deps.db.transaction(async (tx) => {
      const n = await sessionsRepo(tx).revokeOthers(session.user.id, session.sessionId, new Date(now));
      await recordSecurityEvent(tx, { userId: session.user.id, kind: 'sessions_revoked', ip, userAgent, detail: { count: n }, at: new Date(now) });
      return n;
    });
    return { revoked };
  },

  changePassword: async ({ body, deps, session, ip, userAgent }) => {
    const now = deps.now();
    requireStepUp(session, now);
    const { config } = await deps.config.get();
    checkNewPassword(body.password, config.lengths, { account: session.user.account, mobile: session.user.mobile });
    const passwordHash = await hashPassword(body.password);
    await deps.db.transaction(async (tx) => {
      await usersRepo(tx).update(session.user.id, { passwordHash });
      // Whoever signed in elsewhere with the old password is signed out; this device stays.
      const revoked = await sessionsRepo(tx).revokeOthers(session.user.id, session.sessionId, new Date(now));
      await recordSecurityEvent(tx, { userId: session.user.id, kind: 'password_changed', ip, userAgent, detail: { first: !session.user.passwordHash, signedOut: revoked }, at: new Date(now) });
    });
    return {};
  },
};
