// Bench players for bench/wallet.ts, written straight into the database while the server is stopped:
// signing up a thousand players through the API would time argon2 and the sign-up limits, not the wallet.
import { randomBytes } from 'node:crypto';
import type { Database } from '../server/db/client.ts';
import { hashToken } from '../server/auth/tokens.ts';

export interface BenchPlayer {
  token: string;
}

/** Rows per INSERT: keeps each statement well under PostgreSQL's parameter and size limits. */
const BATCH = 500;

/**
 * `count` verified (KYC) players with a live session each, already stepped up for the run (cards and
 * withdrawals need the grant: docs/security.md); the tokens are what the load generator sends.
 */
export async function createBenchPlayers(database: Database, count: number): Promise<BenchPlayer[]> {
  const players: BenchPlayer[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const batch = Array.from({ length: size }, () => ({ token: randomBytes(32).toString('base64url') }));
    // Names and tokens are made here (hex and base64url only), so building the literal lists is safe.
    const names = batch.map((_, i) => `('walletbench${start + i}')`).join(',');
    await database.exec(`
      INSERT INTO users (uuid, account, account_type, nickname, invite_code, birth_date, has_kyc)
      SELECT gen_random_uuid()::text, v.name, 2, v.name, 'WB' || upper(substr(md5(v.name), 1, 10)), '1990-01-01', true
      FROM (VALUES ${names}) AS v(name)`);
    const sessions = batch
      .map((p, i) => `('walletbench${start + i}', '${hashToken(p.token)}')`)
      .join(',');
    await database.exec(`
      INSERT INTO sessions (user_id, token_hash, expires_at, step_up_until)
      SELECT u.id, v.hash, now() + interval '1 day', now() + interval '1 day'
      FROM (VALUES ${sessions}) AS v(name, hash) JOIN users u ON u.account = v.name`);
    players.push(...batch);
  }
  return players;
}
