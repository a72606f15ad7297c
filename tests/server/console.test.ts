import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MessageKey } from '../../contract/index.ts';
import { ConsoleMessageKey } from '../../contract/ops/index.ts';
import { OPERATOR_REQUIRED } from '../../server/ops/actions.ts';
import { opsCommands } from '../../server/ops/commands.ts';
import { addTestOperator, codeNow, consoleCall, enrol, expectRefused, NEW_PASSWORD, query, readyOperator, signIn } from './console-helpers.ts';
import { databaseKind, productionHashCost, useTestServer } from './harness.ts';
import { expectOk } from './helpers.ts';

// Hashes at the production cost: the parallel-guesses test needs checks that take time (harness.ts).
productionHashCost();

describe(`console operator accounts (${databaseKind})`, () => {
  const t = useTestServer();
  const ops = (args: string[], operator?: string) => opsCommands.operators!({ db: t.deps.db, now: t.deps.now }, { args, operator });

  it('operators add prints a one-time password once and no enrolment (the operator enrols at first sign-in); list and disable; each needs a named operator', async () => {
    expect(await ops(['add', 'ana', '--role', 'finance'])).toEqual({ ok: false, error: OPERATOR_REQUIRED });
    const made = await ops(['add', 'ana', '--role', 'finance'], 'Root Admin');
    expect(made).toMatchObject({ ok: true, name: 'ana', role: 'finance', operator: 'Root Admin', password: expect.stringMatching(/^[\w-]{24}$/) });
    // Whoever makes the account never holds the operator's second factor.
    expect(made).not.toHaveProperty('otpauthUri');
    expect(await query(t, sql`SELECT totp_secret, totp_enrolled_at FROM operators`)).toEqual([{ totp_secret: null, totp_enrolled_at: null }]);

    expect(await ops(['add', 'ana', '--role', 'admin'], 'Root Admin')).toMatchObject({ ok: false, error: expect.stringContaining('already') });
    expect(await ops(['add', 'ben', '--role', 'boss'], 'Root Admin')).toMatchObject({ ok: false, error: expect.stringContaining('role') });
    expect(await ops(['add', 'Bad Name!', '--role', 'admin'], 'Root Admin')).toMatchObject({ ok: false });
    expect(await ops(['list'])).toMatchObject({ ok: true, operators: [{ name: 'ana', role: 'finance', createdBy: 'Root Admin', disabled: false, mustChangePassword: true, totpEnrolled: false }] });
    // The password is not kept in the trail.
    const stored = await query(t, sql`SELECT password_hash FROM operators`);
    expect(stored[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(await query(t, sql`SELECT * FROM operator_actions`))).not.toContain(made.password as string);

    const ana = { name: 'ana', password: made.password as string, secret: '' };
    const token = expectOk(await signIn(t, ana)).token as string;
    expect(await ops(['disable', 'ana'], 'Root Admin')).toMatchObject({ ok: true });
    expect((await consoleCall(t, 'consoleSignOut', {}, { token })).status).toBe(401);
    t.advance(30_000);
    expectRefused(await signIn(t, ana), 403, { msg: MessageKey.consoleWrongCredentials });
    expect(await ops(['list'])).toMatchObject({ operators: [{ name: 'ana', disabled: true }] });
    expect(await query(t, sql`SELECT operator, call, target FROM console_audit WHERE call LIKE 'cli:%' ORDER BY id`)).toEqual([
      { operator: 'Root Admin', call: 'cli:operators add', target: 'operator:ana' },
      { operator: 'Root Admin', call: 'cli:operators disable', target: 'operator:ana' },
    ]);
  });
});

describe(`console sign-in (${databaseKind})`, () => {
  const t = useTestServer();

  it('the first sign-in must change the one-time password before anything else; the change ends the other sessions', async () => {
    const op = await addTestOperator(t, 'ana', 'admin');
    const first = expectOk(await signIn(t, op));
    expect(first).toMatchObject({ operator: { name: 'ana', role: 'admin', mustChangePassword: true, mustEnrolTotp: true }, idleMinutes: 30 });
    const token = first.token as string;
    expectRefused(await consoleCall(t, 'consoleAuditList', {}, { token }), 403, { msg: MessageKey.consolePasswordChangeRequired });
    expectRefused(await consoleCall(t, 'consoleTotpEnrol', {}, { token }), 403, { msg: MessageKey.consolePasswordChangeRequired });
    t.advance(30_000);
    const other = expectOk(await signIn(t, op)).token as string;

    expectRefused(await consoleCall(t, 'consoleChangePassword', { password: 'wrong-one', newPassword: NEW_PASSWORD }, { token }), 400, { field: 'password' });
    expectRefused(await consoleCall(t, 'consoleChangePassword', { password: op.password, newPassword: 'short' }, { token }), 400, { field: 'newPassword' });
    expectOk(await consoleCall(t, 'consoleChangePassword', { password: op.password, newPassword: NEW_PASSWORD }, { token }));
    // Then the operator's own authenticator, before anything else.
    expectRefused(await consoleCall(t, 'consoleAuditList', {}, { token }), 403, { msg: ConsoleMessageKey.totpEnrolRequired });
    const secret = await enrol(t, token);
    expectOk(await consoleCall(t, 'consoleAuditList', {}, { token }));
    expect((await consoleCall(t, 'consoleAuditList', {}, { token: other })).status).toBe(401);
    t.advance(30_000);
    expectRefused(await signIn(t, { ...op, secret }), 403, { msg: MessageKey.consoleWrongCredentials });
    expect(expectOk(await signIn(t, { ...op, password: NEW_PASSWORD, secret })).operator).toMatchObject({ mustChangePassword: false, mustEnrolTotp: false });
  });

  it('a TOTP code is taken once: a wrong or replayed code is refused like a wrong password, the next step is taken', async () => {
    const { op } = await readyOperator(t, 'ben', 'finance');
    t.advance(30_000);
    const code = codeNow(t, op.secret);
    const wrong = code === '000000' ? '111111' : '000000';
    expectRefused(await signIn(t, op, { totp: wrong }), 403, { msg: MessageKey.consoleWrongCredentials });
    expectOk(await signIn(t, op, { totp: code }));
    // The same code again, within its window (now, and 20 seconds later): refused.
    expectRefused(await signIn(t, op, { totp: code }), 403, { msg: MessageKey.consoleWrongCredentials });
    t.advance(20_000);
    expectRefused(await signIn(t, op, { totp: code }), 403, { msg: MessageKey.consoleWrongCredentials });
    t.advance(20_000);
    expectOk(await signIn(t, op));
    // A code from long ago is wrong, not just used.
    t.advance(10 * 60_000);
    expectRefused(await signIn(t, op, { totp: code }), 403, { msg: MessageKey.consoleWrongCredentials });
  });

  it('wrong password, unknown name and disabled account answer alike; five failures lock the name for new browsers, longer after each further one', async () => {
    const { op } = await readyOperator(t, 'cora', 'support');
    t.advance(30_000);
    expectRefused(await signIn(t, { ...op, name: 'nobody' }), 403, { msg: MessageKey.consoleWrongCredentials });
    for (let i = 0; i < 5; i++) expectRefused(await signIn(t, op, { password: `wrong-${i}` }, `198.51.100.${i}`), 403, { msg: MessageKey.consoleWrongCredentials });
    // Now even the right password and code wait, from a browser cora never signed in from; nothing is spent by a refused attempt.
    const locked = await signIn(t, op);
    expectRefused(locked, 429, { msg: MessageKey.consoleLocked, params: { retryAfter: expect.any(Number) } });
    expect(locked.body.params.retryAfter).toBeLessThanOrEqual(60);
    // Another name is not locked by these.
    expectRefused(await signIn(t, { ...op, name: 'someone-else' }), 403, { msg: MessageKey.consoleWrongCredentials });
    // A sixth failure after the minute: two minutes.
    t.advance(61_000);
    expectRefused(await signIn(t, op, { password: 'wrong-6' }, '198.51.100.6'), 403);
    expect((await signIn(t, op)).body.params.retryAfter).toBeGreaterThan(60);
    t.advance(2 * 60_000 + 1000);
    expectOk(await signIn(t, op));
    // A success clears the count.
    t.advance(30_000);
    for (let i = 0; i < 4; i++) expectRefused(await signIn(t, op, { password: `wrong-${i}` }), 403);
    expectOk(await signIn(t, op));
  });

  it('parallel guesses cannot slip under the count: of 8 at once at most 5 are checked, the rest wait', async () => {
    const op = await addTestOperator(t, 'gil', 'support');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => signIn(t, op, { password: `guess-${i}` })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 403)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect(await query(t, sql`SELECT count(*)::int AS n FROM operator_signin_failures`)).toEqual([{ n: 5 }]);
  });

  it('bad input is a 400 naming the field, an unknown call a 404, and neither changes anything', async () => {
    expectRefused(await consoleCall(t, 'consoleSignIn', { name: 'ana', totp: '123456' }), 400, { field: 'password', msg: MessageKey.fieldRequired });
    expectRefused(await consoleCall(t, 'consoleSignIn', { name: 'ana', password: 'x', totp: '12345a' }), 400, { field: 'totp' });
    expectRefused(await consoleCall(t, 'consoleSignIn', { name: 'ana', password: 'x', totp: '123456', extra: 1 }), 400, { field: 'extra', msg: MessageKey.unknownField });
    expect((await consoleCall(t, 'consoleNope', {})).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/ops/v1/consoleAuditList' })).statusCode).toBe(404);
    expect(await query(t, sql`SELECT count(*)::int AS n FROM operator_signin_failures`)).toEqual([{ n: 0 }]);
  });
});

describe(`console sessions (${databaseKind})`, () => {
  const t = useTestServer();

  it('expire after 30 minutes idle, not while in use; sign out ends one, sign out everywhere all', async () => {
    const { op, token } = await readyOperator(t, 'dan', 'admin');
    for (let i = 0; i < 3; i++) {
      t.advance(20 * 60_000);
      expectOk(await consoleCall(t, 'consoleAuditList', {}, { token }));
    }
    t.advance(30 * 60_000);
    expectRefused(await consoleCall(t, 'consoleAuditList', {}, { token }), 401);

    const a = expectOk(await signIn(t, op)).token as string;
    t.advance(30_000);
    const b = expectOk(await signIn(t, op)).token as string;
    t.advance(30_000);
    const c = expectOk(await signIn(t, op)).token as string;
    expectOk(await consoleCall(t, 'consoleSignOut', {}, { token: a }));
    expect((await consoleCall(t, 'consoleAuditList', {}, { token: a })).status).toBe(401);
    expectOk(await consoleCall(t, 'consoleAuditList', {}, { token: b }));
    expect(expectOk(await consoleCall(t, 'consoleSignOutEverywhere', {}, { token: b })).ended).toBe(2);
    for (const ended of [b, c]) expect((await consoleCall(t, 'consoleAuditList', {}, { token: ended })).status).toBe(401);
  });

  it('a player token is no console token, and a console token is no player token', async () => {
    const playerToken = await t.loginDemo();
    expectRefused(await consoleCall(t, 'consoleWithdrawalsPending', {}, { token: playerToken }), 401);
    const { token } = await readyOperator(t, 'eve', 'admin');
    expectRefused(await t.call('refreshData', {}, { token }), 401);
    expectOk(await consoleCall(t, 'consoleWithdrawalsPending', {}, { token }));
  });
});
