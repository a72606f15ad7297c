import { eq } from 'drizzle-orm';
import { weekAt, weekOf, type Week } from '../../server/agents/weeks.ts';
import * as schema from '../../server/tables.ts';
import { newPlayer, type Player } from './console-play.ts';
import type { TestServer } from './harness.ts';
import { expectOk } from './helpers.ts';

/** Invites and the agent programme in tests (docs/agents.md): players bound by codes, synthetic bets, weeks. */

export const DAY = 24 * 3600_000;

let ips = 0;
/** A player registered from an address of their own, with `inviter`'s code when given. */
export async function member(t: TestServer, tag: string, inviter?: Player & { code?: string }): Promise<Player & { code: string }> {
  ips++;
  const extra = inviter ? { inviteCode: await codeOf(t, inviter.userId) } : {};
  const player = await newPlayer(t, `${tag}${ips}`, `10.81.${ips % 250}.${1 + Math.floor(ips / 250)}`, extra);
  return { ...player, code: await codeOf(t, player.userId) };
}

export async function codeOf(t: TestServer, userId: number): Promise<string> {
  const [row] = await t.deps.db.select({ code: schema.users.inviteCode }).from(schema.users).where(eq(schema.users.id, userId));
  return row!.code;
}

/** Valid bets of a Manila day straight into the read model the programme reads (as settled rounds leave them). */
export async function betOn(t: TestServer, userId: number, day: string, validBet: number): Promise<void> {
  await t.deps.db
    .insert(schema.gameBetDays)
    .values({ userId, day, bet: validBet, validBet, count: 1 })
    .onConflictDoUpdate({ target: [schema.gameBetDays.userId, schema.gameBetDays.day], set: { validBet, bet: validBet } });
}

/** The week `n` weeks after the one holding the server's now. */
export function weekAfter(t: TestServer, n: number): Week {
  let week = weekAt(t.deps.now());
  for (let i = 0; i < n; i++) week = weekAt(week.end);
  return week;
}

export const week = (period: string) => weekOf(period)!;

/**
 * Moves the server clock to `at` (forward only). The players are taken to have kept using the app:
 * their sessions stay live (weeks pass in these tests, past the idle limit and the token's life).
 */
export async function moveTo(t: TestServer, at: number): Promise<void> {
  const ahead = at - t.deps.now();
  if (ahead > 0) t.advance(ahead);
  const now = t.deps.now();
  await t.deps.db.update(schema.sessions).set({ lastUsedAt: new Date(now), expiresAt: new Date(now + 30 * DAY) });
}

export const dashboard = async (t: TestServer, token: string, period?: string) =>
  expectOk(await t.call('appAgent5User', period ? { period } : {}, { token })) as Record<string, any>;

export const markKyc = (t: TestServer, userId: number) => t.deps.db.update(schema.users).set({ hasKyc: true }).where(eq(schema.users.id, userId));

/** A made-up first top-up (a free bonus needs one, spec §5). */
export const markDeposited = (t: TestServer, userId: number) => t.deps.db.update(schema.users).set({ totalRecharge: 10_000 }).where(eq(schema.users.id, userId));

export const shareDevice = (t: TestServer, userIds: number[], deviceId: string) =>
  t.deps.db.insert(schema.devices).values(userIds.map((userId) => ({ userId, deviceId })));
