import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/tables.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectOk } from './helpers.ts';
import { consoleCall, operatorWithSession } from './console-helpers.ts';
import { decided, depositPaid, newPlayer, withdrawalAsked } from './console-play.ts';
import { submitKyc } from './kyc-helpers.ts';
import { spins, useVipConfig, vipPlayer } from './vip-helpers.ts';
import { setLimit } from './protection-helpers.ts';

// The system mail events write in their own transactions (docs/mail.md "System mail"): a template key
// and its values, rendered by the client in the player's language.
let n = 0;
const systemMail = (t: TestServer, userId: number) =>
  t.deps.db.select().from(schema.mailMessages).where(and(eq(schema.mailMessages.userId, userId), eq(schema.mailMessages.kind, 'system'))).orderBy(schema.mailMessages.id);

describe(`mail: system mail from events (${databaseKind})`, () => {
  const t = useTestServer();

  it('a withdrawal paid, and one rejected with the operator’s reason', async () => {
    const p = await newPlayer(t, `wdmail${++n}`, '10.29.0.1');
    await depositPaid(t, p.token, 100_000);
    const finance = await operatorWithSession(t, 'fina', 'finance');
    const paid = await withdrawalAsked(t, p, 20_000);
    await decided(t, finance.token, paid, 'approve');
    const rejected = await withdrawalAsked(t, p, 30_000);
    await decided(t, finance.token, rejected, 'reject');
    expect((await systemMail(t, p.userId)).map((m) => [m.template, m.params])).toEqual([
      ['withdrawalPaid', { amount: 20_000 }],
      ['withdrawalRejected', { amount: 30_000, reason: 'checked' }],
    ]);
    const inbox = expectOk(await t.call('getMail3', {}, { token: p.token }));
    expect(inbox.unread).toBe(2);
    expect(inbox.list[0]).toMatchObject({ kind: 'system', template: 'withdrawalRejected', params: { reason: 'checked' }, attachment: 'none' });
  });

  it('KYC approved, and rejected with the reason', async () => {
    const p = await newPlayer(t, `kycmail${++n}`, '10.29.0.2');
    const { token } = await operatorWithSession(t, 'karla', 'compliance');
    await submitKyc(t, p.token);
    const pending = async () => (await t.deps.db.select().from(schema.kycSubmissions).where(and(eq(schema.kycSubmissions.userId, p.userId), eq(schema.kycSubmissions.status, 'pending'))))[0]!.id;
    expectOk(await consoleCall(t, 'consoleKycDecide', { id: await pending(), decision: 'reject', reason: 'The photo is blurred.' }, { token }));
    await submitKyc(t, p.token);
    expectOk(await consoleCall(t, 'consoleKycDecide', { id: await pending(), decision: 'approve', reason: 'ok' }, { token }));
    expect((await systemMail(t, p.userId)).map((m) => [m.template, m.params])).toEqual([
      ['kycRejected', { reason: 'The photo is blurred.' }],
      ['kycApproved', {}],
    ]);
  });

  it('a VIP level-up', async () => {
    await useVipConfig(t);
    const p = await vipPlayer(t, 'vipmail');
    // testVip: level 1 at 10 experience (₱10 of valid bets).
    await spins(t, p.token, 6, 200);
    const mails = await systemMail(t, p.userId);
    expect(mails.map((m) => m.template)).toContain('vipLevelUp');
    expect(mails.find((m) => m.template === 'vipLevelUp')!.params).toEqual({ level: 1 });
  });

  it('a limit taking effect, and a time-out (which reaches a protected player: it is not promotional)', async () => {
    const p = await newPlayer(t, `limitmail${++n}`, '10.29.0.3');
    expectOk(await setLimit(t, p.token, 'deposit', 'day', 50_000));
    // A raise waits for its cooling-off: no mail until it takes effect.
    expectOk(await setLimit(t, p.token, 'deposit', 'day', 90_000));
    expect((await systemMail(t, p.userId)).map((m) => m.params)).toEqual([{ kind: 'deposit', period: 'day', amount: 50_000 }]);
    t.advance(24 * 3600_000 + 1000);
    expectOk(await t.call('confirmSelfLimit', { kind: 'deposit', period: 'day' }, { token: p.token }));
    const { until } = expectOk(await t.call('takeTimeOut', { days: 1, confirm: true }, { token: p.token }));
    const mails = await systemMail(t, p.userId);
    expect(mails.map((m) => [m.template, m.params.kind, m.params.amount])).toEqual([
      ['limitInForce', 'deposit', 50_000],
      ['limitInForce', 'deposit', 90_000],
      ['exclusionStarted', 'timeout', undefined],
    ]);
    expect(mails[2]!.params.until).toBe(until);
  });
});
