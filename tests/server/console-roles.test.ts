import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MessageKey } from '../../contract/index.ts';
import { consoleCalls, consoleRoles, type ConsoleCallPath } from '../../contract/ops/index.ts';
import { opsCommands } from '../../server/ops/commands.ts';
import { consoleCall, expectRefused, newSession, operatorWithSession, pendingWithdrawal, query, validConsoleBodies } from './console-helpers.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { coinOf, demoUser, expectOk, snapshot } from './helpers.ts';

const operatorCalls = (Object.keys(consoleCalls) as ConsoleCallPath[]).filter((path) => consoleCalls[path].auth === 'operator');
type Snapshot = Awaited<ReturnType<typeof snapshot>>;
/** A snapshot without the audit: a refusal's one row is checked apart. */
const withoutAudit = (s: Snapshot) => ({ ...s, counts: { ...s.counts, console_audit: 0 }, digests: { ...s.digests, console_audit: '' } });

describe(`every console call for every role (${databaseKind})`, () => {
  const t = useTestServer();

  it('a role the call lists is answered; any other is a 403 before the handler, audited, and nothing else changes', async () => {
    const withdrawalId = await pendingWithdrawal(t);
    const bodies = validConsoleBodies(withdrawalId);
    expect(operatorCalls.length).toBeGreaterThanOrEqual(6);
    let walked = 0;
    for (const role of consoleRoles) {
      const op = await operatorWithSession(t, `walker-${role}`, role);
      for (const path of operatorCalls) {
        const def = consoleCalls[path];
        const allowed = def.auth === 'operator' && (def.roles as readonly string[]).includes(role);
        // A fresh session per call: sign-out and password calls end sessions.
        const token = await newSession(t, op.id);
        // Only a refusal is compared with the state before it (two whole-database reads a call).
        const before = allowed ? undefined : await snapshot(t);
        const res = await consoleCall(t, path, bodies[path] as Record<string, unknown>, { token });
        if (allowed || !before) {
          expect(res.status, `${role} ${path}: ${JSON.stringify(res.body)}`).not.toBe(403);
          expect(res.status, `${role} ${path}`).toBeLessThan(500);
        } else {
          expectRefused(res, 403, { msg: MessageKey.consoleRoleRefused });
          // The refusal is one audit row naming the operator and the call (server/console/refusals.ts); nothing else changes.
          const after = await snapshot(t);
          expect(withoutAudit(after), `${role} ${path} changed something`).toEqual(withoutAudit(before));
          expect(after.counts.console_audit, `${role} ${path}`).toBe(before.counts.console_audit! + 1);
          expect(await query(t, sql`SELECT operator_id, operator, call, target, after FROM console_audit ORDER BY id DESC LIMIT 1`)).toEqual([
            { operator_id: op.id, operator: `walker-${role}`, call: path, target: 'refused', after: { refused: MessageKey.consoleRoleRefused } },
          ]);
        }
        walked++;
      }
    }
    expect(walked).toBe(consoleRoles.length * operatorCalls.length);
    // Who may decide withdrawals, by the contract: finance and admin.
    expect(consoleCalls.consoleWithdrawalDecide.roles).toEqual(['finance', 'admin']);
    // Compliance reviews who saw and did what: it reads the audit with the admins.
    expect(consoleCalls.consoleAuditList.roles).toEqual(['compliance', 'admin']);
    // Every console call × every role, each with a snapshot before and after: minutes on a loaded machine.
  }, 180_000);

  it('without a session every operator call is a 401 and changes nothing', async () => {
    const bodies = validConsoleBodies(1);
    const before = await snapshot(t);
    for (const path of operatorCalls) {
      expectRefused(await consoleCall(t, path, bodies[path] as Record<string, unknown>), 401);
      expectRefused(await consoleCall(t, path, bodies[path] as Record<string, unknown>, { token: 'x'.repeat(43) }), 401);
    }
    expect(await snapshot(t)).toEqual(before);
  });
});

describe(`hostile console bodies (${databaseKind})`, () => {
  const t = useTestServer();

  // Every console call's every field: ≈6 s alone, and past the default 30 s once on a full CI machine (2026-12-07).
  it('every field of every call, given a wrong type or size, is a 400 naming it; nothing changes and nothing is a 500', { timeout: 120_000 }, async () => {
    const admin = await operatorWithSession(t, 'fuzz-admin', 'admin');
    // No such withdrawal or player: a body whose wrong value still passes (a longer note) is a 409 or 404, never a change.
    const bodies = validConsoleBodies(1, 999_999);
    const wrongs: unknown[] = [null, true, -1, 1.5, 2 ** 53, 'x'.repeat(600), [], {}, '\u0000'];
    const before = await snapshot(t);
    for (const path of Object.keys(consoleCalls) as ConsoleCallPath[]) {
      const valid = bodies[path] as Record<string, unknown>;
      const fields = Object.keys(consoleCalls[path].body.shape ?? {});
      for (const field of fields) {
        for (const wrong of wrongs) {
          const res = await consoleCall(t, path, { ...valid, [field]: wrong }, { token: admin.token });
          expect(res.status, `${path}.${field} = ${JSON.stringify(wrong)}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
          // A value the schema accepts (null for a nullable field) is not wrong: the handler answers the sample's own refusal.
          const accepted = consoleCalls[path].body.safeParse({ ...valid, [field]: wrong }).success;
          if (res.status === 400 && !accepted) expect(res.body.field).toBe(field);
        }
      }
      for (const raw of ['', 'null', '[]', '"x"', '{"a":', '{"__proto__":{"x":1}}']) {
        const res = await t.app.inject({ method: 'POST', url: `/ops/v1/${path}`, payload: raw, headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` } });
        expect(res.statusCode, `${path} ${raw}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${path} ${raw}`).toBeLessThan(500);
      }
    }
    expect(await snapshot(t)).toEqual(before);
  });
});

describe(`console withdrawals and the audit (${databaseKind})`, () => {
  const t = useTestServer();

  it('finance sees the queue, approves with a reason, and the audit row is written with the payout; a second decision is a 409', async () => {
    const id = await pendingWithdrawal(t);
    const finance = await operatorWithSession(t, 'fina', 'finance');
    const pending = expectOk(await consoleCall(t, 'consoleWithdrawalsPending', {}, { token: finance.token })).withdrawals;
    expect(pending).toEqual([expect.objectContaining({ id, amount: 10_000, status: 'pending', decidedAt: null })]);
    expectRefused(await consoleCall(t, 'consoleWithdrawalDecide', { id, decision: 'approve', reason: '' }, { token: finance.token }), 400, { field: 'reason' });
    expectRefused(await consoleCall(t, 'consoleWithdrawalDecide', { id, decision: 'pay', reason: 'x' }, { token: finance.token }), 400, { field: 'decision' });

    const done = expectOk(await consoleCall(t, 'consoleWithdrawalDecide', { id, decision: 'approve', reason: 'checked the account' }, { token: finance.token }));
    // The approval's reason is the audit's (below): only a rejection's is written for the player.
    expect(done).toMatchObject({ stage: 'paid', withdrawal: { id, status: 'paid', reason: '', decidedAt: expect.any(Number), decidedBy: 'fina' } });
    expectRefused(await consoleCall(t, 'consoleWithdrawalDecide', { id, decision: 'reject', reason: 'again' }, { token: finance.token }), 409, { msg: MessageKey.consoleWithdrawalNotPending });
    // The command line uses the same service: it finds the decision made.
    expect(await opsCommands.withdrawals!({ db: t.deps.db, now: t.deps.now }, { args: ['reject', String(id), 'again'], operator: 'Cli Op' })).toMatchObject({ ok: false });
    expect(expectOk(await consoleCall(t, 'consoleWithdrawalsPending', {}, { token: finance.token })).withdrawals).toEqual([]);

    const demo = await demoUser(t);
    expect(await query(t, sql`SELECT operator_id, operator, call, target, before, after, reason FROM console_audit WHERE call = 'consoleWithdrawalDecide'`)).toEqual([
      { operator_id: finance.id, operator: 'fina', call: 'consoleWithdrawalDecide', target: `withdrawal:${id}`, before: { status: 'pending' }, after: { status: 'paid', amount: 10_000, fee: 0, userId: demo.id }, reason: 'checked the account' },
    ]);
    expect(await query(t, sql`SELECT meta->>'operator' AS operator FROM ledger_transfers WHERE kind = 'withdraw_paid'`)).toEqual([{ operator: 'fina' }]);
  });

  it('two operators approving one withdrawal at once: one payout, one 409, one audit row', async () => {
    const id = await pendingWithdrawal(t);
    const demo = await demoUser(t);
    const coinBefore = await coinOf(t, demo.id);
    const a = await operatorWithSession(t, 'ana', 'finance');
    const b = await operatorWithSession(t, 'ben', 'admin');
    const answers = await Promise.all(
      [a, b].map((op) => consoleCall(t, 'consoleWithdrawalDecide', { id, decision: 'approve', reason: 'both at once' }, { token: op.token })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await query(t, sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'withdraw_paid'`)).toEqual([{ n: 1 }]);
    expect(await query(t, sql`SELECT status FROM withdrawals WHERE id = ${id}`)).toEqual([{ status: 'paid' }]);
    expect(await query(t, sql`SELECT count(*)::int AS n FROM console_audit WHERE call = 'consoleWithdrawalDecide'`)).toEqual([{ n: 1 }]);
    expect(await coinOf(t, demo.id)).toBe(coinBefore);

    // And an approve racing a reject: exactly one of them happens.
    const id2 = await pendingWithdrawal(t, 'console-2', '09173334445');
    const raced = await Promise.all([
      consoleCall(t, 'consoleWithdrawalDecide', { id: id2, decision: 'approve', reason: 'ok' }, { token: a.token }),
      consoleCall(t, 'consoleWithdrawalDecide', { id: id2, decision: 'reject', reason: 'no' }, { token: b.token }),
    ]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409]);
    const transfers = await query(t, sql`SELECT kind FROM ledger_transfers WHERE meta->>'withdrawalId' = ${String(id2)}`);
    expect(transfers.length).toBe(1);
  });

  it('consoleAuditList filters by operator, call and time, newest first, paged', async () => {
    const admin = await operatorWithSession(t, 'root', 'admin');
    const other = await operatorWithSession(t, 'otto', 'support');
    const start = t.deps.now();
    for (let i = 0; i < 3; i++) {
      expectOk(await consoleCall(t, 'consoleSignOut', {}, { token: await newSession(t, other.id) }));
      t.advance(60_000);
    }
    expectOk(await consoleCall(t, 'consoleSignOutEverywhere', {}, { token: await newSession(t, other.id) }));
    const token = await newSession(t, admin.id);
    const list = async (filter: Record<string, unknown>) => expectOk(await consoleCall(t, 'consoleAuditList', filter, { token }));

    const all = await list({ operator: 'otto' });
    expect(all.rows.map((r: { call: string }) => r.call)).toEqual(['consoleSignOutEverywhere', 'consoleSignOut', 'consoleSignOut', 'consoleSignOut']);
    expect(all.hasMore).toBe(false);
    expect((await list({ operator: 'otto', call: 'consoleSignOut' })).rows).toHaveLength(3);
    expect((await list({ operator: 'root' })).rows).toEqual([]);
    const windowed = await list({ operator: 'otto', from: start + 60_000, to: start + 120_000 });
    expect(windowed.rows).toEqual([expect.objectContaining({ call: 'consoleSignOut' })]);
    expect(windowed.rows[0].time).toBeGreaterThanOrEqual(start + 60_000);

    const first = await list({ operator: 'otto', limit: 2 });
    expect(first.rows).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    const second = await list({ operator: 'otto', limit: 2, before: first.rows[1].id });
    expect(second.rows.map((r: { id: number }) => r.id)).toEqual(all.rows.slice(2).map((r: { id: number }) => r.id));
    expect(second.hasMore).toBe(false);
    expectRefused(await consoleCall(t, 'consoleAuditList', { limit: 500 }, { token }), 400, { field: 'limit' });
    expectRefused(await consoleCall(t, 'consoleAuditList', { from: -1 }, { token }), 400, { field: 'from' });
  });

  it('the database itself refuses to change or remove an audit row', async () => {
    const op = await operatorWithSession(t, 'otto', 'support');
    expectOk(await consoleCall(t, 'consoleSignOut', {}, { token: op.token }));
    await expect(t.deps.db.execute(sql`UPDATE console_audit SET reason = 'edited'`)).rejects.toThrow();
    await expect(t.deps.db.execute(sql`DELETE FROM console_audit`)).rejects.toThrow();
    await expect(t.deps.db.execute(sql`TRUNCATE console_audit`)).rejects.toThrow();
    expect(await query(t, sql`SELECT call, reason FROM console_audit`)).toEqual([{ call: 'consoleSignOut', reason: null }]);
  });
});
