import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { operators } from './schema.ts';
import { isSealed, type TotpSealer } from './totp-seal.ts';

/**
 * At start (server/start.ts, once per database: the primary of a cluster), every TOTP secret still
 * stored in plaintext (made before secrets were sealed) is sealed under SWERTE_TOTP_KEY, in one
 * transaction with the rows locked, so two processes starting together seal each once. Answers how
 * many it sealed, and how many sealed ones this key cannot open (another key: the operators
 * concerned cannot sign in; start.ts logs it).
 */
export async function sealPlainTotpSecrets(db: Db, sealer: TotpSealer): Promise<{ sealed: number; unreadable: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: operators.id, secret: operators.totpSecret }).from(operators).where(isNotNull(operators.totpSecret)).for('update');
    let sealed = 0;
    let unreadable = 0;
    for (const row of rows) {
      const secret = row.secret!;
      if (!isSealed(secret)) {
        await tx.update(operators).set({ totpSecret: sealer.seal(row.id, secret) }).where(eq(operators.id, row.id));
        sealed += 1;
        continue;
      }
      try {
        sealer.open(row.id, secret);
      } catch {
        unreadable += 1;
      }
    }
    return { sealed, unreadable };
  });
}
