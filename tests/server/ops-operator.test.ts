import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { readEnv } from '../../server/config/env.ts';
import { openDatabase } from '../../server/db/client.ts';
import { OPERATOR_REQUIRED, operatorName, splitOperator } from '../../server/ops/actions.ts';
import { opsCommands } from '../../server/ops/commands.ts';
import { prepareDatabase } from '../../server/start.ts';
import { databaseKind, testDatabaseUrl, useTestServer, type TestServer } from './harness.ts';
import { ageCards, demoUser, expectOk, loginDemoSteppedUp } from './helpers.ts';
import { freshDatabase } from './processes.ts';
import { serverArgs } from './server-bundle.ts';

type Rows = Record<string, any>[];
const query = async (t: TestServer, text: ReturnType<typeof sql>) => ((await t.deps.db.execute(text)) as unknown as { rows: Rows }).rows;

/** A pending withdrawal of the demo player. */
async function pendingWithdrawal(t: TestServer): Promise<number> {
  const token = await loginDemoSteppedUp(t);
  const card = expectOk(await t.call('addBankInfo', { type: 1, accountName: 'Demo Player', accountNo: '09173334444' }, { token })).card as { id: number };
  await ageCards(t); // past the new-card hold
  return (expectOk(await t.call('exchange', { cardId: card.id, amount: 10_000, requestId: 'op-test-1', forfeitBonus: true }, { token })).withdrawal as { id: number }).id;
}

describe(`each operator action names its operator (${databaseKind})`, () => {
  const t = useTestServer();

  it('takes names, not free text', () => {
    expect(operatorName(' Ana Cruz ')).toBe('Ana Cruz');
    expect(operatorName('ops@swerte.ph')).toBe('ops@swerte.ph');
    for (const bad of [undefined, '', '   ', '-x', 'a\nb', '<script>', 'x'.repeat(65), 42]) expect(operatorName(bad), String(bad)).toBeUndefined();
  });

  it('reads the name from --operator, --operator=, or SWERTE_OPERATOR (the flag wins)', () => {
    expect(splitOperator(['approve', '7', '--operator', 'Ana Cruz', '--json'], {})).toEqual({ operator: 'Ana Cruz', args: ['approve', '7'] });
    expect(splitOperator(['--operator=Ana', 'reject', '7', 'why'], { SWERTE_OPERATOR: 'Ben' })).toEqual({ operator: 'Ana', args: ['reject', '7', 'why'] });
    expect(splitOperator(['approve', '7'], { SWERTE_OPERATOR: 'Ben' })).toEqual({ operator: 'Ben', args: ['approve', '7'] });
    expect(splitOperator(['approve', '7'], { SWERTE_OPERATOR: '' })).toEqual({ operator: undefined, args: ['approve', '7'] });
  });

  it('refuses a decision without a name and changes nothing; with one, records it with the change, in the transfer and in the log', async () => {
    const id = await pendingWithdrawal(t);
    const logged: Record<string, unknown>[] = [];
    const deps = { db: t.deps.db, now: t.deps.now, log: (fields: Record<string, unknown>) => logged.push(fields) };
    for (const operator of [undefined, '', '<bad>']) {
      expect(await opsCommands.withdrawals!(deps, { args: ['approve', String(id)], operator })).toEqual({ ok: false, error: OPERATOR_REQUIRED });
    }
    expect(await query(t, sql`SELECT status FROM withdrawals WHERE id = ${id}`)).toEqual([{ status: 'pending' }]);
    expect(await query(t, sql`SELECT * FROM operator_actions`)).toEqual([]);
    expect(logged).toEqual([]);

    expect(await opsCommands.withdrawals!(deps, { args: ['approve', String(id)], operator: 'Ana Cruz' })).toMatchObject({ ok: true, operator: 'Ana Cruz', withdrawal: { id, status: 'paid' } });
    // A second try (another operator, the same withdrawal) is refused, and recorded as refused.
    expect(await opsCommands.withdrawals!(deps, { args: ['reject', String(id), 'too', 'late'], operator: 'Ben Reyes' })).toMatchObject({ ok: false, operator: 'Ben Reyes' });
    const demo = await demoUser(t);
    expect(await query(t, sql`SELECT operator, action, ok, detail FROM operator_actions ORDER BY id`)).toEqual([
      { operator: 'Ana Cruz', action: 'withdrawals approve', ok: true, detail: { withdrawalId: id, userId: demo.id, amount: 10_000, reason: '' } },
      { operator: 'Ben Reyes', action: 'withdrawals reject', ok: false, detail: { withdrawalId: id, error: expect.stringContaining('not pending') } },
    ]);
    expect(await query(t, sql`SELECT meta->>'operator' AS operator FROM ledger_transfers WHERE kind = 'withdraw_paid'`)).toEqual([{ operator: 'Ana Cruz' }]);
    expect(logged).toEqual([
      expect.objectContaining({ operator: 'Ana Cruz', action: 'withdrawals approve', ok: true }),
      expect.objectContaining({ operator: 'Ben Reyes', action: 'withdrawals reject', ok: false }),
    ]);
    // Reading needs no name; the trail lists who did what, newest first.
    const actions = await opsCommands.actions!({ db: t.deps.db, now: t.deps.now }, {});
    expect((actions.actions as { operator: string }[]).map((a) => a.operator)).toEqual(['Ben Reyes', 'Ana Cruz']);
  });

  it('over HTTP the name travels in the body, as npm run ops sends it', async () => {
    const id = await pendingWithdrawal(t);
    const secret = 'c'.repeat(64);
    const app = await buildApp({ deps: t.deps, opsSecret: secret });
    try {
      const post = (payload: Record<string, unknown>) =>
        app.inject({ method: 'POST', url: '/ops/v1/cli/withdrawals', remoteAddress: '127.0.0.1', headers: { authorization: `Bearer ${secret}` }, payload });
      expect((await post({ args: ['reject', String(id), 'wrong', 'name'] })).json()).toEqual({ ok: false, error: OPERATOR_REQUIRED });
      expect((await post({ args: ['reject', String(id), 'wrong', 'name'], operator: 'Ana Cruz' })).json()).toMatchObject({ ok: true, withdrawal: { status: 'rejected' } });
    } finally {
      await app.close();
    }
    expect(await query(t, sql`SELECT operator, action FROM operator_actions`)).toEqual([{ operator: 'Ana Cruz', action: 'withdrawals reject' }]);
  });
});

describe(`npm run ops on the command line (${databaseKind})`, () => {
  // Eight command-line runs, each a new Node process that loads the server and opens the database (on
  // PGlite, its data folder and WebAssembly): 10–15 s each when the run shares the machine with the
  // browser suites (CI on 2026-12-03 timed out at 120 s), so the limit is the runs' own 60 s each.
  it('exits 1 naming the offending order when the audit fails, and needs a named operator to change anything', { timeout: 480_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'swerte-ops-cli-'));
    const fresh = testDatabaseUrl ? await freshDatabase(testDatabaseUrl, 'swerte_ops_cli') : undefined;
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: fresh?.url ?? '', SWERTE_OPERATOR: '' };
    const opsCli = await serverArgs('server/cli/ops.ts');
    const cli = (args: string[], extra: Record<string, string> = {}) => {
      const run = spawnSync(process.execPath, [...opsCli, ...args], { env: { ...env, ...extra }, encoding: 'utf8', timeout: 60_000 });
      return { code: run.status, out: `${run.stdout}${run.stderr}` };
    };
    try {
      await prepareDatabase(readEnv(env));
      // (Each run opens the database anew: only what the command line itself decides is run here.)
      const database = await openDatabase(fresh ? { url: fresh.url } : { dataDir: join(dataDir, 'pglite') });
      await database.exec(`INSERT INTO deposit_orders (order_no, user_id, request_id, provider, type_id, amount, status, expires_at)
        SELECT 'SBX-LOST-1', id, 'lost-1', 'sandbox', 1, 50000, 'paid', now() FROM users WHERE account = 'demo'`);
      await database.close();
      const failed = cli(['audit']);
      expect(failed.code).toBe(1);
      expect(failed.out).toContain('deposit-paid-without-credit');
      expect(failed.out).toContain('order_no=SBX-LOST-1');

      // The command line refuses a change without a real name before opening anything (each spawn costs
      // a second of start-up; the commands' own refusals are tested in-process above).
      expect(cli(['prune', '--operator', '<x>'])).toMatchObject({ code: 1, out: expect.stringContaining('--operator <name>') });
      expect(cli(['prune', '--operator', 'Ana Cruz'])).toMatchObject({ code: 0, out: expect.stringContaining('Pruned by Ana Cruz') });
      // Console accounts: made on this machine, the one-time password shown once; no enrolment (the operator makes their own).
      const made = cli(['operators', 'add', 'fina', '--role', 'finance', '--operator', 'Ana Cruz']);
      expect(made.code).toBe(0);
      expect(made.out).toMatch(/one-time password: [\w-]{24}/);
      expect(made.out).not.toContain('otpauth://');
      expect(made.out).toContain('enrol their own authenticator app');
      expect(cli(['operators'])).toMatchObject({ code: 0, out: expect.stringContaining('fina  finance  by Ana Cruz  (one-time password not changed yet)') });
      const after = await openDatabase(fresh ? { url: fresh.url } : { dataDir: join(dataDir, 'pglite') });
      const trail = (await after.db.execute(sql`SELECT operator, action FROM operator_actions ORDER BY id`)) as unknown as { rows: Rows };
      await after.close();
      expect(trail.rows).toEqual([
        { operator: 'Ana Cruz', action: 'prune' },
        { operator: 'Ana Cruz', action: 'operators add' },
      ]);
    } finally {
      await fresh?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
