import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { hashToken } from '../auth/index.ts';
import type { Executor } from '../db/client.ts';
import { consoleRules } from './rules.ts';
import { operatorDevices } from './schema.ts';

/**
 * Trusted browsers (OWASP's "device cookies"): after a successful sign-in the console keeps a random
 * token for that operator in localStorage and sends it with the next sign-in. An attempt carrying a
 * live one of the named operator is not held by the name's soft lock (signin-guard.ts), so a stranger
 * failing on purpose cannot keep the operator out of the browser they use. Only the SHA-256 is stored.
 */
export async function trustedDevice(db: Executor, operatorId: number | undefined, token: string | undefined, now: number): Promise<number | null> {
  if (operatorId === undefined || !token) return null;
  const since = new Date(now - consoleRules.deviceTrustDays * 86_400_000);
  const [row] = await db
    .select({ id: operatorDevices.id })
    .from(operatorDevices)
    .where(and(eq(operatorDevices.tokenHash, hashToken(token)), eq(operatorDevices.operatorId, operatorId), gt(operatorDevices.lastUsedAt, since)));
  return row?.id ?? null;
}

/** After a success: the trusted browser's last use, or a new token for a browser not trusted yet (answered once). */
export async function rememberDevice(tx: Executor, operatorId: number, deviceId: number | null, now: number): Promise<string | undefined> {
  if (deviceId !== null) {
    await tx.update(operatorDevices).set({ lastUsedAt: new Date(now) }).where(eq(operatorDevices.id, deviceId));
    return undefined;
  }
  const token = randomBytes(32).toString('base64url');
  await tx.insert(operatorDevices).values({ operatorId, tokenHash: hashToken(token), createdAt: new Date(now), lastUsedAt: new Date(now) });
  return token;
}
