import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MessageKey } from '../../contract/index.ts';
import { ConsoleMessageKey } from '../../contract/ops/index.ts';
import { sealPlainTotpSecrets, totpKeyFrom, totpSealer } from '../../server/console/index.ts';
import { codeNow, consoleCall, expectRefused, NEW_PASSWORD, operatorWithSession, query, readyOperator, secretOf, signIn } from './console-helpers.ts';
import { databaseKind, TEST_TOTP, useTestServer } from './harness.ts';
import { expectOk } from './helpers.ts';

/**
 * Issue 26: the admin who made an account was handed the operator's TOTP enrolment (so held their
 * second factor), secrets were stored readable, and a busy session never ended. Now the operator
 * enrols their own authenticator at first sign-in, secrets are sealed with SWERTE_TOTP_KEY, and a
 * session ends 12 hours after its sign-in whatever its use.
 */
describe(`an operator enrols their own authenticator (${databaseKind})`, () => {
  const t = useTestServer();

  it('the admin gets only a one-time password; at first sign-in the operator changes it, is shown their own secret and must confirm a code before anything else', async () => {
    const admin = await operatorWithSession(t, 'root', 'admin');
    const made = expectOk(await consoleCall(t, 'consoleOperatorAdd', { name: 'fina', role: 'finance' }, { token: admin.token }));
    expect(Object.keys(made).sort()).toEqual(['errcode', 'msg', 'oneTimePassword', 'operator']);

    // First sign-in: the one-time password alone (there is no authenticator yet).
    const fina = { name: 'fina', password: made.oneTimePassword as string, secret: '' };
    const first = expectOk(await signIn(t, fina));
    expect(first.operator).toEqual({ name: 'fina', role: 'finance', mustChangePassword: true, mustEnrolTotp: true });
    const token = first.token as string;
    expectOk(await consoleCall(t, 'consoleChangePassword', { password: fina.password, newPassword: NEW_PASSWORD }, { token }));
    // Nothing else until the authenticator is enrolled.
    for (const path of ['consoleWithdrawalsPending', 'consoleDashboard', 'consolePlayerSearch'] as const) {
      expectRefused(await consoleCall(t, path, path === 'consolePlayerSearch' ? { query: 'demo' } : {}, { token }), 403, { msg: ConsoleMessageKey.totpEnrolRequired });
    }

    // The secret is fina's alone: shown to her, as an otpauth URI and as text.
    const shown = expectOk(await consoleCall(t, 'consoleTotpEnrol', {}, { token }));
    expect(shown.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(shown.uri as string);
    expect(`${uri.protocol}//${uri.host}${decodeURIComponent(uri.pathname)}`).toBe('otpauth://totp/Swerte Console:fina');
    expect(secretOf(shown.uri as string)).toBe(shown.secret);
    // Opening it again (the page was closed) makes a new one: the first one's codes are refused.
    const again = expectOk(await consoleCall(t, 'consoleTotpEnrol', {}, { token }));
    expect(again.secret).not.toBe(shown.secret);
    expectRefused(await consoleCall(t, 'consoleTotpConfirm', { totp: codeNow(t, shown.secret) }, { token }), 400, { field: 'totp', msg: ConsoleMessageKey.totpWrong });
    expectRefused(await consoleCall(t, 'consoleWithdrawalsPending', {}, { token }), 403, { msg: ConsoleMessageKey.totpEnrolRequired });

    const code = codeNow(t, again.secret);
    expect(expectOk(await consoleCall(t, 'consoleTotpConfirm', { totp: code }, { token })).operator).toEqual({ name: 'fina', role: 'finance', mustChangePassword: false, mustEnrolTotp: false });
    expectOk(await consoleCall(t, 'consoleWithdrawalsPending', {}, { token }));
    expectRefused(await consoleCall(t, 'consoleTotpEnrol', {}, { token }), 409, { msg: ConsoleMessageKey.totpEnrolled });
    expect(await query(t, sql`SELECT operator, call, target, before, after FROM console_audit WHERE call = 'consoleTotpConfirm'`)).toEqual([
      { operator: 'fina', call: 'consoleTotpConfirm', target: 'operator:fina', before: { totpEnrolled: false }, after: { totpEnrolled: true } },
    ]);
    // The admin's list says so; the audit never holds the secret.
    expect(expectOk(await consoleCall(t, 'consoleOperatorsList', {}, { token: admin.token })).operators[1]).toMatchObject({ name: 'fina', totpEnrolled: true, mustChangePassword: false });
    expect(JSON.stringify(await query(t, sql`SELECT * FROM console_audit`))).not.toContain(again.secret);

    // From now on the code is required: without it, or with the code the enrolment spent, no sign-in.
    const enrolled = { ...fina, password: NEW_PASSWORD, secret: again.secret as string };
    expectRefused(await consoleCall(t, 'consoleSignIn', { name: 'fina', password: NEW_PASSWORD }), 403, { msg: MessageKey.consoleWrongCredentials });
    expectRefused(await signIn(t, enrolled, { totp: code }), 403, { msg: MessageKey.consoleWrongCredentials });
    t.advance(30_000);
    expect(expectOk(await signIn(t, enrolled)).operator).toMatchObject({ mustEnrolTotp: false });
  });
});

describe(`TOTP secrets at rest (${databaseKind})`, () => {
  const t = useTestServer();

  it('are sealed with AES-256-GCM under the key, bound to their operator; plaintext ones from before are sealed at start and still sign in', async () => {
    const { op } = await readyOperator(t, 'ana', 'support');
    const [row] = await query(t, sql`SELECT id, totp_secret FROM operators WHERE name = 'ana'`);
    expect(row!.totp_secret).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(row!.totp_secret).not.toContain(op.secret);
    expect(TEST_TOTP.open(row!.id, row!.totp_secret)).toBe(op.secret);
    // Another key, or another operator's row, does not open it.
    const otherKey = totpSealer(totpKeyFrom('another-totp-key-0123456789abcdef0123'));
    expect(() => otherKey.open(row!.id, row!.totp_secret)).toThrow();
    expect(() => TEST_TOTP.open(row!.id + 1, row!.totp_secret)).toThrow();

    // An account from before: its secret in plaintext, as the column held it.
    await t.deps.db.execute(sql`UPDATE operators SET totp_secret = ${op.secret} WHERE name = 'ana'`);
    expect(await sealPlainTotpSecrets(t.deps.db, TEST_TOTP)).toEqual({ sealed: 1, unreadable: 0 });
    expect(await sealPlainTotpSecrets(t.deps.db, TEST_TOTP)).toEqual({ sealed: 0, unreadable: 0 });
    const [resealed] = await query(t, sql`SELECT totp_secret FROM operators WHERE name = 'ana'`);
    expect(resealed!.totp_secret).toMatch(/^v1\./);
    t.advance(30_000);
    expectOk(await signIn(t, op));
    // Started with the wrong key, the server says how many it cannot open.
    expect(await sealPlainTotpSecrets(t.deps.db, otherKey)).toEqual({ sealed: 0, unreadable: 1 });
  });
});

describe(`console sessions' absolute life (${databaseKind})`, () => {
  const t = useTestServer();

  it('a session used every 20 minutes still ends 12 hours after its sign-in; sign out everywhere no longer counts it', async () => {
    const { op, token } = await readyOperator(t, 'dan', 'admin');
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      t.advance(20 * 60_000);
      expectOk(await consoleCall(t, 'consoleAuditList', {}, { token }));
    }
    // 12 hours after the sign-in: over, though used 20 minutes ago.
    t.advance(20 * 60_000);
    expectRefused(await consoleCall(t, 'consoleAuditList', {}, { token }), 401);
    // A fresh sign-in works; signing out everywhere ends it alone (the old one had ended).
    const fresh = expectOk(await signIn(t, op)).token as string;
    expect(expectOk(await consoleCall(t, 'consoleSignOutEverywhere', {}, { token: fresh })).ended).toBe(1);
  });
});
