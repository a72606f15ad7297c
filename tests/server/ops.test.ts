import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { auditLedger } from '../../server/ledger/audit.ts';
import { HouseAccount, transfer, type TransferRequest } from '../../server/ledger/ledger.ts';
import { printReport } from '../../server/ops/print.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { demoUser } from './helpers.ts';

type T = ReturnType<typeof useTestServer>;

const move = (userId: number, amount: number, key: string): TransferRequest => ({
  kind: 'test_move',
  idempotencyKey: key,
  legs: [
    { account: { house: HouseAccount.bonusExpense }, amount: -amount },
    { account: { ownerId: userId, kind: 'coin' }, amount },
  ],
});
const run = (t: T, request: TransferRequest) => t.deps.db.transaction((tx) => transfer(tx, request));
const checks = (report: Awaited<ReturnType<typeof auditLedger>>) => report.problems.map((p) => p.check);

/** The demo player's coin account id. */
async function demoCoinAccount(t: T): Promise<number> {
  const demo = await demoUser(t);
  const result = (await t.deps.db.execute(sql`SELECT id FROM ledger_accounts WHERE owner_id = ${demo.id} AND kind = 'coin'`)) as unknown as { rows: { id: number | string }[] };
  return Number(result.rows[0]!.id);
}

describe(`ledger audit (${databaseKind})`, () => {
  const t = useTestServer();

  it('finds the seeded books, and the books after movements both ways, balanced', async () => {
    const demo = await demoUser(t);
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true, problems: [] });
    await run(t, move(demo.id, 2500, 'in'));
    await run(t, move(demo.id, -1000, 'out'));
    const report = await auditLedger(t.deps.db);
    expect(report.ok).toBe(true);
    expect(report.counts.transfers).toBeGreaterThanOrEqual(3);
    expect(report.counts.entries).toBe(report.counts.transfers * 2);
  });

  it('names the account whose balance no longer equals its entries', async () => {
    const account = await demoCoinAccount(t);
    await t.deps.db.execute(sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE id = ${account}`);
    const report = await auditLedger(t.deps.db);
    expect(report.ok).toBe(false);
    expect(checks(report)).toEqual(['balance-not-sum-of-entries']);
    expect(report.problems[0]!.rows).toEqual([expect.objectContaining({ account_id: account, kind: 'coin', balance: 105001, entries_sum: 105000 })]);
  });

  it('names a transfer whose entries do not sum to zero, and the entry that breaks its running balance', async () => {
    const demo = await demoUser(t);
    const { transferId } = await run(t, move(demo.id, 700, 'tampered'));
    await t.deps.db.execute(sql`DELETE FROM ledger_entries WHERE transfer_id = ${transferId} AND amount < 0`);
    const report = await auditLedger(t.deps.db);
    expect(checks(report)).toEqual(['transfer-not-balanced', 'balance-not-sum-of-entries']);
    expect(report.problems[0]!.rows).toEqual([expect.objectContaining({ transfer_id: transferId, entries: 1, sum: 700 })]);

    const account = await demoCoinAccount(t);
    await t.deps.db.execute(sql`UPDATE ledger_entries SET balance_after = balance_after + 5 WHERE account_id = ${account} AND transfer_id = ${transferId}`);
    expect(checks(await auditLedger(t.deps.db))).toContain('balance-after-broken');
  });

  it('names a negative player balance even if the database rule against it were dropped', async () => {
    const account = await demoCoinAccount(t);
    t.schemaChanged();
    await t.deps.db.execute(sql`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_player_balance_non_negative`);
    await t.deps.db.execute(sql`UPDATE ledger_accounts SET balance = -5 WHERE id = ${account}`);
    expect(checks(await auditLedger(t.deps.db))).toEqual(['balance-not-sum-of-entries', 'player-balance-negative']);
  });

  it('prints a clean result in one line and each problem row otherwise', async () => {
    const lines: string[] = [];
    printReport('audit', { ...(await auditLedger(t.deps.db)) }, (line) => lines.push(line));
    expect(lines).toEqual([expect.stringMatching(/^Ledger audit: \d+ transfers, \d+ entries, \d+ accounts: the books balance\.$/)]);
    const account = await demoCoinAccount(t);
    await t.deps.db.execute(sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE id = ${account}`);
    lines.length = 0;
    printReport('audit', { ...(await auditLedger(t.deps.db)) }, (line) => lines.push(line));
    expect(lines[0]).toMatch(/PROBLEMS FOUND$/);
    expect(lines.join('\n')).toContain(`account_id=${account}`);
  });
});

describe(`operator commands over HTTP (${databaseKind})`, () => {
  const t = useTestServer();
  const secret = 'a'.repeat(64);
  const ops = async (path: string, opts: { secret?: string; remoteAddress?: string } = {}) => {
    const app = await buildApp({ deps: t.deps, opsSecret: secret });
    try {
      const res = await app.inject({
        method: 'POST',
        url: `/ops/v1/cli/${path}`,
        payload: {},
        remoteAddress: opts.remoteAddress ?? '127.0.0.1',
        headers: opts.secret === undefined ? {} : { authorization: `Bearer ${opts.secret}` },
      });
      return { status: res.statusCode, body: res.json() as Record<string, unknown> };
    } finally {
      await app.close();
    }
  };

  it('runs the audit for the holder of the data folder secret, from this machine', async () => {
    const res = await ops('audit', { secret });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, problems: [] });
  });

  it('refuses a wrong or missing secret, another machine, and unknown commands', async () => {
    expect((await ops('audit')).status).toBe(401);
    expect((await ops('audit', { secret: 'b'.repeat(64) })).status).toBe(401);
    expect((await ops('audit', { secret, remoteAddress: '10.1.2.3' })).status).toBe(403);
    expect(await ops('drop-everything', { secret })).toMatchObject({ status: 404, body: { ok: false, commands: ['audit', 'payments-reconcile', 'withdrawals', 'prune', 'operators', 'actions'] } });
  });

  it('is not there at all without a secret (API-only apps, tests)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/ops/v1/cli/audit', payload: {}, remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(404);
  });
});
