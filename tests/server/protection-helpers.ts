import { eq } from 'drizzle-orm';
import { newToken, hashToken } from '../../server/auth/tokens.ts';
import { sessionsRepo } from '../../server/auth/index.ts';
import * as schema from '../../server/tables.ts';
import { periodBounds, type LimitPeriod } from '../../server/protection/periods.ts';
import type { TestServer } from './harness.ts';
import { expectOk } from './helpers.ts';

/** Shared pieces of the player-protection suites. */

export const setLimit = (t: TestServer, token: string, kind: string, period: string, amount: number | null) => t.call('setSelfLimit', { kind, period, amount }, { token });

/** Moves the server clock to `ms` before the end of the current Manila period (a period's edge). */
export function toPeriodEnd(t: TestServer, period: LimitPeriod, msBefore: number) {
  const { end } = periodBounds(period, t.deps.now());
  t.advance(end - msBefore - t.deps.now());
}

/**
 * A live token made behind the sign-in (no gate asked): what a token the revocation somehow missed
 * would be, to prove every money path refuses on its own, not only because sign-in does.
 */
export async function tokenBehindSignIn(t: TestServer, userId: number): Promise<string> {
  const token = newToken();
  const now = new Date(t.deps.now());
  await sessionsRepo(t.deps.db).create({ userId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + 86_400_000 * 30), ip: '127.0.0.1', userAgent: 'test', now });
  return token;
}

export async function ordersOf(t: TestServer, userId: number) {
  return t.deps.db.select().from(schema.depositOrders).where(eq(schema.depositOrders.userId, userId));
}

export async function playDays(t: TestServer, userId: number) {
  return t.deps.db.select().from(schema.protectionPlayDays).where(eq(schema.protectionPlayDays.userId, userId));
}

export const info = async (t: TestServer, token: string) => expectOk(await t.call('selfLimitInfo', {}, { token }));
