import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKind, useTestServer } from './harness.ts';
import { demoUser, registerAccount, snapshotRows, userCount } from './helpers.ts';

/** What a seeding leaves: each table's row count and ids (the seed draws invite codes and stamps times afresh). */
const shape = (snap: Awaited<ReturnType<typeof snapshotRows>>) => ({
  counts: snap.counts,
  ids: Object.fromEntries(Object.entries(snap.rows).map(([table, rows]) => [table, rows.map((row) => String(row.id ?? '')).sort()])),
  outbox: snap.outbox,
});

// The harness itself (docs/testing.md): a describe's tests share one schema, emptied and seeded again
// before each, so each must find exactly what a fresh schema would hold.
describe(`harness: each test starts from the seeded state (${databaseKind})`, () => {
  const t = useTestServer();
  let seeded: unknown;
  let firstNewId = 0;

  for (const round of [1, 2, 3]) {
    it(`round ${round}: the same rows and the same next ids as the round before`, async () => {
      const before = shape(await snapshotRows(t));
      seeded ??= before;
      // Every table as seeded, whatever the round before wrote.
      expect(before).toEqual(seeded);
      const players = await userCount(t);
      const { userId } = await registerAccount(t, `round${round}x`);
      expect(await userCount(t)).toBe(players + 1);
      // Ids restart: the player made in each round gets the same id.
      firstNewId ||= userId;
      expect(userId).toBe(firstNewId);
      // Something in a table the seed leaves empty, and a change to a seeded row.
      await t.call('accountLogin', { type: 2, account: `round${round}x`, password: 'Lucky2026' });
      await t.deps.db.execute(sql`UPDATE users SET nickname = 'changed' WHERE id = ${(await demoUser(t)).id}`);
    });
  }

  it('a test that alters the schema gets it made again for the next test', async () => {
    t.schemaChanged();
    await t.deps.db.execute(sql`ALTER TABLE users ADD COLUMN harness_probe integer`);
  });

  it('after schemaChanged the schema is new: the altered column is gone', async () => {
    const result = (await t.deps.db.execute(
      sql`SELECT count(*)::int AS n FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'users' AND column_name = 'harness_probe'`,
    )) as unknown as { rows: { n: number }[] };
    expect(result.rows[0]!.n).toBe(0);
    expect(shape(await snapshotRows(t))).toEqual(seeded);
  });
});

// PGlite has one connection: a query on the outer database inside a transaction waits for ever. On
// PostgreSQL the harness makes it fail at once, so the PostgreSQL run catches it too.
describe.runIf(databaseKind === 'postgres')('harness: the outer database inside a transaction (postgres)', () => {
  const t = useTestServer();

  it('is refused, naming the mistake, and the transaction rolls back', async () => {
    const players = await userCount(t);
    const demo = await demoUser(t);
    const attempt = t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE users SET nickname = 'inside' WHERE id = ${demo.id}`);
      await t.deps.db.execute(sql`SELECT 1`);
    });
    // drizzle names the failed query; the harness's reason is its cause.
    const reason = (error: unknown) => String((error as { cause?: Error }).cause?.message ?? (error as Error).message);
    expect(reason(await attempt.catch((error: unknown) => error))).toMatch(/a query on the outer database inside one of its transactions/);
    const nested = t.deps.db.transaction(async () => {
      await t.deps.db.transaction(async (other) => other.execute(sql`SELECT 1`));
    });
    expect(reason(await nested.catch((error: unknown) => error))).toMatch(/a second transaction on the outer database/);
    expect(await userCount(t)).toBe(players);
    const [row] = ((await t.deps.db.execute(sql`SELECT nickname FROM users WHERE id = ${demo.id}`)) as unknown as { rows: { nickname: string }[] }).rows;
    expect(row!.nickname).not.toBe('inside');
  });

  it('lets the transaction use its own tx, savepoints included, and the outer database after it ends', async () => {
    const answer = await t.deps.db.transaction(async (tx) => {
      await tx.transaction(async (inner) => inner.execute(sql`SELECT 1`));
      return ((await tx.execute(sql`SELECT 2 AS n`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    });
    expect(answer).toBe(2);
    await expect(t.deps.db.execute(sql`SELECT 3`)).resolves.toBeTruthy();
  });
});

// `useTestServer({ oneApp: true })` (the transport fuzz): one app and pool for the scope, and still each
// test finds the seeded rows and ids, the clock at zero and an empty SMS outbox.
describe(`harness: one app for the scope, each test from the seeded state (${databaseKind})`, () => {
  const t = useTestServer({ oneApp: true });
  let seeded: unknown;
  let app: unknown;
  let firstNewId = 0;

  for (const round of [1, 2, 3]) {
    it(`round ${round}: the same app, the same rows and next ids, the clock back`, async () => {
      app ??= t.app;
      expect(t.app).toBe(app);
      expect(Math.abs(t.deps.now() - Date.now())).toBeLessThan(60_000);
      const before = shape(await snapshotRows(t));
      seeded ??= before;
      expect(before).toEqual(seeded);
      const { userId } = await registerAccount(t, `oneapp${round}x`);
      firstNewId ||= userId;
      expect(userId).toBe(firstNewId);
      await t.deps.db.execute(sql`UPDATE users SET nickname = 'changed' WHERE id = ${(await demoUser(t)).id}`);
      await t.outbox.send({ mobile: '09170000000', text: 'x', code: '123456', purpose: 0 });
      t.advance(7 * 86_400_000);
    });
  }
});
