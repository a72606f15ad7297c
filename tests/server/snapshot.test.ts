import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKind, useTestServer } from './harness.ts';
import { demoUser, snapshot } from './helpers.ts';

/**
 * The suite's "changed nothing" (snapshot) must see every place a call could write: issue 14 found
 * it blind to withdrawals, cards, orders, callbacks, game, jackpot and bet-total tables and to the
 * players' money columns, so a refused call that wrote there passed.
 */
describe(`snapshot() sees every table and column (${databaseKind})`, () => {
  const t = useTestServer();

  it('covers every table the migrations create (but the migrator\'s own list of applied migrations)', async () => {
    const result = await t.database.db.execute(sql`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`);
    const rows = (Array.isArray(result) ? result : (result as { rows: { table_name: string }[] }).rows) as { table_name: string }[];
    const inDatabase = rows.map((r) => r.table_name).filter((name) => name !== 'schema_migrations');
    expect(Object.keys((await snapshot(t)).counts).sort()).toEqual(inDatabase.sort());
  });

  it('sees a change to any one column: the money columns of users, a row of a table that starts empty', async () => {
    const demo = await demoUser(t);
    const db = t.deps.db;
    const before = await snapshot(t);
    // Each change alone must make the snapshot differ; its undo must make it equal again.
    const changes: [string, ReturnType<typeof sql>, ReturnType<typeof sql>][] = [
      ['users.total_recharge', sql`UPDATE users SET total_recharge = total_recharge + 1 WHERE id = ${demo.id}`, sql`UPDATE users SET total_recharge = total_recharge - 1 WHERE id = ${demo.id}`],
      ['users.exchange', sql`UPDATE users SET exchange = exchange + 1 WHERE id = ${demo.id}`, sql`UPDATE users SET exchange = exchange - 1 WHERE id = ${demo.id}`],
      ['users.bet', sql`UPDATE users SET bet = bet + 1 WHERE id = ${demo.id}`, sql`UPDATE users SET bet = bet - 1 WHERE id = ${demo.id}`],
      ['users.has_kyc', sql`UPDATE users SET has_kyc = NOT has_kyc WHERE id = ${demo.id}`, sql`UPDATE users SET has_kyc = NOT has_kyc WHERE id = ${demo.id}`],
      ['payment_callbacks', sql`INSERT INTO payment_callbacks (provider, outcome, body) VALUES ('x', 'stale', '{}')`, sql`DELETE FROM payment_callbacks`],
      ['app_config.updated_at', sql`UPDATE app_config SET updated_at = updated_at + interval '1 second'`, sql`UPDATE app_config SET updated_at = updated_at - interval '1 second'`],
    ];
    for (const [what, change, undo] of changes) {
      await db.execute(change);
      expect(await snapshot(t), what).not.toEqual(before);
      await db.execute(undo);
      expect(await snapshot(t), `${what} undone`).toEqual(before);
    }
  });
});
