import { Errcode, MessageKey } from '../../contract/index.ts';
import { usersRepo } from '../db/users-repo.ts';
import { ApiError } from '../api/errors.ts';
import { activeExclusion, closeCancelledCheckouts, exclude, limitsOf, operatorLowerLimit, protectionRepo } from '../protection/index.ts';
import { recordConsoleAudit } from './audit.ts';
import type { ConsoleHandlers } from './context.ts';

const DAY_MS = 24 * 3600_000;
const HISTORY = 50;

async function playerOr404(db: Parameters<typeof usersRepo>[0], id: number) {
  const user = await usersRepo(db).byId(id);
  if (!user) throw new ApiError(Errcode.notFound, { msg: MessageKey.consolePlayerNotFound });
  return user;
}

/**
 * A player's protection in the console (compliance, docs/protection.md): see limits, exclusion and
 * history; lower a limit (never raise: server/protection refuses a higher amount); exclude. Each change
 * writes its console_audit row in its own transaction, beside protection's own event row; the pending
 * deposit orders an exclusion or a lower deposit limit cancelled are named in it.
 */
export const protectionConsoleHandlers: Pick<ConsoleHandlers, 'consolePlayerProtection' | 'consolePlayerLimitLower' | 'consolePlayerExclude'> = {
  consolePlayerProtection: async ({ deps, body }) => {
    const user = await playerOr404(deps.db, body.id);
    const now = deps.now();
    return deps.db.transaction(async (tx) => {
      const exclusion = await activeExclusion(tx, user.id, now);
      const events = await protectionRepo(tx).events(user.id, HISTORY);
      return {
        limits: await limitsOf(tx, user.id, now),
        exclusion: exclusion
          ? { kind: exclusion.kind as 'timeout' | 'self_exclusion' | 'operator', until: exclusion.endsAt.getTime(), irrevocableUntil: exclusion.irrevocableUntil?.getTime() ?? null }
          : null,
        events: events.map((e) => ({ action: e.action, actor: e.actor, time: e.createdAt.getTime(), detail: e.detail as Record<string, unknown> })),
      };
    });
  },

  consolePlayerLimitLower: async ({ deps, session, body, log }) => {
    const op = session.operator;
    const user = await playerOr404(deps.db, body.id);
    const now = deps.now();
    const { limit, cancelledOrders } = await deps.db.transaction(async (tx) => {
      const before = (await limitsOf(tx, user.id, now)).find((l) => l.kind === body.kind && l.period === body.period);
      const after = await operatorLowerLimit(tx, { userId: user.id, kind: body.kind, period: body.period }, body.amount, op.name, now);
      const audited = { kind: body.kind, period: body.period, amount: after.limit.amount, ...(after.cancelledOrders.length > 0 ? { cancelledOrders: after.cancelledOrders } : {}) };
      await recordConsoleAudit(
        tx,
        { operatorId: op.id, operator: op.name, call: 'consolePlayerLimitLower', target: `player:${user.id}`, before: before ? { kind: body.kind, period: body.period, amount: before.amount } : null, after: audited, reason: body.reason },
        new Date(now),
      );
      return after;
    });
    // The pending orders the lower limit cancelled: their checkouts closed at the provider, after the commit.
    await closeCancelledCheckouts(deps, cancelledOrders, log);
    return { limit };
  },

  consolePlayerExclude: async ({ deps, session, body, log }) => {
    const op = session.operator;
    const user = await playerOr404(deps.db, body.id);
    const now = deps.now();
    const until = now + body.days * DAY_MS;
    const cancelledOrders = await deps.db.transaction(async (tx) => {
      const row = await exclude(tx, { userId: user.id, kind: 'operator', endsAt: until, operator: op.name, reason: body.reason, now });
      const after = { until, days: body.days, ...(row.cancelledOrders.length > 0 ? { cancelledOrders: row.cancelledOrders } : {}) };
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consolePlayerExclude', target: `player:${user.id}`, after, reason: body.reason }, new Date(now));
      return row.cancelledOrders;
    });
    await closeCancelledCheckouts(deps, cancelledOrders, log);
    return { until };
  },
};
