import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MessageKey } from '../../contract/index.ts';
import { opsCommands } from '../../server/ops/commands.ts';
import { consoleCall, expectRefused, NEW_PASSWORD, newSession, operatorWithSession, query, readyOperator, signIn } from './console-helpers.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { expectOk, snapshot } from './helpers.ts';

describe(`console operators page (${databaseKind})`, () => {
  const t = useTestServer();
  const auditOf = (call: string) => query(t, sql`SELECT operator_id, operator, call, target, before, after, reason FROM console_audit WHERE call = ${call} ORDER BY id`);

  it('consoleOperatorsList shows every account, oldest first, never a hash or a TOTP secret', async () => {
    const admin = await operatorWithSession(t, 'root', 'admin');
    // One made on the command line: the same accounts either way.
    expect(await opsCommands.operators!({ db: t.deps.db, now: t.deps.now }, { args: ['add', 'cli-made', '--role', 'finance'], operator: 'Root Admin' })).toMatchObject({ ok: true });
    const { operators } = expectOk(await consoleCall(t, 'consoleOperatorsList', {}, { token: admin.token }));
    expect(operators).toEqual([
      { name: 'root', role: 'admin', createdBy: 'test', createdAt: expect.any(Number), disabled: false, mustChangePassword: false, totpEnrolled: true, lockedUntil: null, failures: 0 },
      { name: 'cli-made', role: 'finance', createdBy: 'Root Admin', createdAt: expect.any(Number), disabled: false, mustChangePassword: true, totpEnrolled: false, lockedUntil: null, failures: 0 },
    ]);
    const secrets = await query(t, sql`SELECT password_hash, totp_secret FROM operators`);
    const answer = JSON.stringify(operators);
    for (const row of secrets) {
      expect(answer).not.toContain(row.password_hash);
      if (row.totp_secret) expect(answer).not.toContain(row.totp_secret);
    }
  });

  it('consoleOperatorAdd answers the one-time password once and no enrolment; they sign in; audited without the password; a taken name is a 409', async () => {
    const admin = await operatorWithSession(t, 'root', 'admin');
    const made = expectOk(await consoleCall(t, 'consoleOperatorAdd', { name: 'fina', role: 'finance' }, { token: admin.token }));
    expect(made.operator).toEqual({ name: 'fina', role: 'finance', createdBy: 'root', createdAt: expect.any(Number), disabled: false, mustChangePassword: true, totpEnrolled: false, lockedUntil: null, failures: 0 });
    expect(Math.abs(made.operator.createdAt - t.deps.now())).toBeLessThan(60_000);
    expect(made.oneTimePassword).toMatch(/^[\w-]{24}$/);
    // The admin never sees the operator's second factor: fina enrols her own at first sign-in.
    expect(made).not.toHaveProperty('totpUri');

    // The new operator signs in with it (and must change the password, then enrol, first).
    const fina = { name: 'fina', password: made.oneTimePassword as string, secret: '' };
    expect(expectOk(await signIn(t, fina)).operator).toEqual({ name: 'fina', role: 'finance', mustChangePassword: true, mustEnrolTotp: true });

    const rows = await auditOf('consoleOperatorAdd');
    expect(rows).toEqual([{ operator_id: admin.id, operator: 'root', call: 'consoleOperatorAdd', target: 'operator:fina', before: null, after: { name: 'fina', role: 'finance' }, reason: null }]);
    const everything = JSON.stringify(await query(t, sql`SELECT * FROM console_audit`)) + JSON.stringify(await query(t, sql`SELECT * FROM operator_actions`));
    expect(everything).not.toContain(made.oneTimePassword);

    // A second add of the name (a double click, another admin, another role): 409, nothing changes.
    t.advance(30_000);
    const before = await snapshot(t);
    expectRefused(await consoleCall(t, 'consoleOperatorAdd', { name: 'fina', role: 'admin' }, { token: admin.token }), 409, { msg: MessageKey.consoleOperatorExists, field: 'name' });
    expectRefused(await consoleCall(t, 'consoleOperatorAdd', { name: 'root', role: 'admin' }, { token: admin.token }), 409, { msg: MessageKey.consoleOperatorExists });
    // Names and roles the command line would refuse.
    expectRefused(await consoleCall(t, 'consoleOperatorAdd', { name: 'Ana Cruz', role: 'admin' }, { token: admin.token }), 400, { field: 'name' });
    expectRefused(await consoleCall(t, 'consoleOperatorAdd', { name: '-ana', role: 'admin' }, { token: admin.token }), 400, { field: 'name' });
    expectRefused(await consoleCall(t, 'consoleOperatorAdd', { name: 'ana', role: 'boss' }, { token: admin.token }), 400, { field: 'role' });
    expect(await snapshot(t)).toEqual(before);
    // The command line finds the console's account taken too.
    expect(await opsCommands.operators!({ db: t.deps.db, now: t.deps.now }, { args: ['add', 'fina', '--role', 'support'], operator: 'Root Admin' })).toMatchObject({ ok: false, error: expect.stringContaining('already') });
  });

  it("consoleOperatorDisable ends the operator's sessions at once, stops their sign-in, and is audited with the reason; twice is a no-op", async () => {
    const admin = await operatorWithSession(t, 'root', 'admin');
    const { op: ana, token } = await readyOperator(t, 'ana', 'support');
    const second = await newSession(t, (await query(t, sql`SELECT id FROM operators WHERE name = 'ana'`))[0]!.id);

    const done = expectOk(await consoleCall(t, 'consoleOperatorDisable', { name: 'ana', reason: 'left the company' }, { token: admin.token }));
    expect(done.operator).toMatchObject({ name: 'ana', disabled: true, mustChangePassword: false });
    // Both of ana's tokens are dead on the next call.
    expectRefused(await consoleCall(t, 'consoleAuditList', {}, { token }), 401);
    expectRefused(await consoleCall(t, 'consoleSignOut', {}, { token: second }), 401);
    t.advance(30_000);
    expectRefused(await signIn(t, ana), 403, { msg: MessageKey.consoleWrongCredentials });
    expect(ana.password).toBe(NEW_PASSWORD);

    expect(await auditOf('consoleOperatorDisable')).toEqual([
      { operator_id: admin.id, operator: 'root', call: 'consoleOperatorDisable', target: 'operator:ana', before: { disabled: false }, after: { disabled: true }, reason: 'left the company' },
    ]);
    const list = expectOk(await consoleCall(t, 'consoleOperatorsList', {}, { token: await newSession(t, admin.id) })).operators;
    expect(list.find((o: { name: string }) => o.name === 'ana')).toMatchObject({ disabled: true });

    // Again (a double click, a second tab): the same answer, nothing changes, no second audit row.
    const before = await snapshot(t);
    // (The list now also counts ana's refused sign-in above.)
    expect(expectOk(await consoleCall(t, 'consoleOperatorDisable', { name: 'ana', reason: 'again' }, { token: admin.token })).operator).toEqual({ ...done.operator, failures: 1 });
    expect(await snapshot(t)).toEqual(before);
  });

  it('an admin cannot disable themselves; an unknown name is a 404; a bad body a 400; nothing changes', async () => {
    const admin = await operatorWithSession(t, 'root', 'admin');
    const before = await snapshot(t);
    expectRefused(await consoleCall(t, 'consoleOperatorDisable', { name: 'root', reason: 'oops' }, { token: admin.token }), 400, { msg: MessageKey.consoleCannotDisableSelf, field: 'name' });
    expectRefused(await consoleCall(t, 'consoleOperatorDisable', { name: 'nobody', reason: 'x' }, { token: admin.token }), 404, { msg: MessageKey.consoleOperatorNotFound, field: 'name' });
    expectRefused(await consoleCall(t, 'consoleOperatorDisable', { name: 'nobody', reason: '' }, { token: admin.token }), 400, { field: 'reason' });
    expect(await snapshot(t)).toEqual(before);
    // Still signed in and still an admin.
    expectOk(await consoleCall(t, 'consoleOperatorsList', {}, { token: admin.token }));
  });

  it('two admins disabling one account at once: both see it disabled, one audit row', async () => {
    const a = await operatorWithSession(t, 'ana', 'admin');
    const b = await operatorWithSession(t, 'ben', 'admin');
    await operatorWithSession(t, 'carl', 'finance');
    const answers = await Promise.all([a, b].map((op) => consoleCall(t, 'consoleOperatorDisable', { name: 'carl', reason: 'both' }, { token: op.token })));
    for (const res of answers) expect(expectOk(res).operator).toMatchObject({ name: 'carl', disabled: true });
    expect(await auditOf('consoleOperatorDisable')).toHaveLength(1);
  });

  it('a new console password gets the players’ checks: not a breached one, not containing the name (translated), nothing changed', async () => {
    const admin = await operatorWithSession(t, 'marites', 'admin');
    const change = (newPassword: string) => consoleCall(t, 'consoleChangePassword', { password: NEW_PASSWORD, newPassword }, { token: admin.token });
    const before = await snapshot(t);
    expectRefused(await change('1qaz2wsx3edc'), 400, { field: 'newPassword', msg: MessageKey.passwordBreached });
    expectRefused(await change('1QAZ2WSX3EDC'), 400, { field: 'newPassword', msg: MessageKey.passwordBreached });
    expectRefused(await change('Marites-Console-2026'), 400, { field: 'newPassword', msg: MessageKey.consolePasswordHasName });
    expectRefused(await change('short-one'), 400, { field: 'newPassword' });
    expect(await snapshot(t)).toEqual(before);
    expectOk(await change('Kalachuchi-Tree-2026'));
  });
});
