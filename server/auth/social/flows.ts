import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { socialAccounts, socialFlows } from './schema.ts';

/** How long a started sign-in or a pending new player lasts (minutes are plenty to pick an account or a date). */
export const FLOW_LIFE_MS = 10 * 60 * 1000;

export const sha256hex = (value: string) => createHash('sha256').update(value).digest('hex');
/** PKCE's S256 (RFC 7636 §4.2): base64url of the verifier's SHA-256. */
export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
/** 256 random bits, URL-safe: states, nonces, verifiers, tickets. */
export const randomValue = () => randomBytes(32).toString('base64url');

export type StartFlow = typeof socialFlows.$inferSelect;

/** The flows' rows: each taken once (DELETE … RETURNING), so a replayed state or ticket finds nothing. */
export function flowsRepo(db: Executor) {
  return {
    async start(input: { provider: number; state: string; nonce: string; verifier: string; redirectUri: string; userId: number | null; now: number }) {
      await db.insert(socialFlows).values({
        kind: 'start',
        provider: input.provider,
        keyHash: sha256hex(input.state),
        nonceHash: sha256hex(input.nonce),
        pkceChallenge: s256(input.verifier),
        redirectUri: input.redirectUri,
        userId: input.userId,
        expiresAt: new Date(input.now + FLOW_LIFE_MS),
      });
    },
    /** The started flow of this state and provider, deleted as it is read; undefined when unknown, used or expired. */
    async takeStart(state: string, provider: number, now: number): Promise<StartFlow | undefined> {
      const [row] = await db
        .delete(socialFlows)
        .where(and(eq(socialFlows.keyHash, sha256hex(state)), eq(socialFlows.kind, 'start'), eq(socialFlows.provider, provider)))
        .returning();
      return row && row.expiresAt.getTime() > now ? row : undefined;
    },
    async pending(input: { provider: number; ticket: string; subject: string; name: string; now: number }) {
      await db.insert(socialFlows).values({
        kind: 'pending',
        provider: input.provider,
        keyHash: sha256hex(input.ticket),
        subject: input.subject,
        name: input.name,
        expiresAt: new Date(input.now + FLOW_LIFE_MS),
      });
    },
    /** A pending new player, read without spending it (an under-age refusal leaves nothing to replay with). */
    async peekPending(ticket: string, provider: number, now: number) {
      const [row] = await db
        .select()
        .from(socialFlows)
        .where(and(eq(socialFlows.keyHash, sha256hex(ticket)), eq(socialFlows.kind, 'pending'), eq(socialFlows.provider, provider), gt(socialFlows.expiresAt, new Date(now))))
        .limit(1);
      return row;
    },
    /** Spends a pending ticket in the registration's transaction: false when another request spent it first. */
    async spendPending(id: number): Promise<boolean> {
      const rows = await db.delete(socialFlows).where(eq(socialFlows.id, id)).returning({ id: socialFlows.id });
      return rows.length === 1;
    },
    /** Expired rows (retention; also trimmed on every start). */
    async prune(now: number) {
      await db.delete(socialFlows).where(lt(socialFlows.expiresAt, new Date(now)));
    },
  };
}

export type SocialAccount = typeof socialAccounts.$inferSelect;

export function socialAccountsRepo(db: Executor) {
  return {
    async bySubject(provider: number, subject: string): Promise<SocialAccount | undefined> {
      const [row] = await db
        .select()
        .from(socialAccounts)
        .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)))
        .limit(1);
      return row;
    },
    async ofUser(userId: number): Promise<SocialAccount[]> {
      return db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId));
    },
    /** Links; false when the subject or the player's slot for this provider is taken (the unique indexes decide a race). */
    async link(userId: number, provider: number, subject: string, name: string): Promise<boolean> {
      const rows = await db.insert(socialAccounts).values({ userId, provider, subject, name }).onConflictDoNothing().returning({ id: socialAccounts.id });
      return rows.length === 1;
    },
    async rename(id: number, name: string) {
      await db.update(socialAccounts).set({ name }).where(and(eq(socialAccounts.id, id), sql`${socialAccounts.name} <> ${name}`));
    },
    async unlink(userId: number, provider: number): Promise<boolean> {
      const rows = await db
        .delete(socialAccounts)
        .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, provider)))
        .returning({ id: socialAccounts.id });
      return rows.length === 1;
    },
  };
}
