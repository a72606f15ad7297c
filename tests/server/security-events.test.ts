import { describe, expect, it } from 'vitest';
import { AuthMode } from '../../contract/index.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { ageCards, expectError, expectOk, mobileNo, registerAccount, registerBySms, sendCode, stepUp } from './helpers.ts';

type T = ReturnType<typeof useTestServer>;
const gcash = { type: 1, accountName: 'Juan Dela Cruz', accountNo: '09171234567' };

/** The player's recent activity as the Security page reads it, oldest first, as [kind, detail]. */
async function activity(t: T, token: string) {
  const { list } = expectOk(await t.call('securityActivity', { pageSize: 50 }, { token }));
  return (list as { kind: string; detail: Record<string, unknown> }[]).map((e) => [e.kind, e.detail]).toReversed();
}

describe(`the security event log, "recent activity" (${databaseKind})`, () => {
  const t = useTestServer();

  it('records each action once: sign-ins and a failure, card changes, a withdrawal (retried), sign-outs', async () => {
    expectError(await t.call('accountLogin', { type: 2, account: 'demo', password: 'wrong-one' }), { status: 403, errcode: 403 });
    // A wrong password for an account that does not exist is nobody's event.
    expectError(await t.call('accountLogin', { type: 2, account: 'nobody-here', password: 'wrong-one' }), { status: 403, errcode: 403 });
    const token = await t.loginDemo();
    const other = await t.loginDemo();
    await stepUp(t, token, t.demo.password);
    const card = expectOk(await t.call('addBankInfo', gcash, { token })).card;
    expectOk(await t.call('modifyBankInfo', { id: card.id, ...gcash, accountNo: '09179998888' }, { token }));
    const spare = expectOk(await t.call('addBankInfo', { ...gcash, accountNo: '09170000001' }, { token })).card;
    expectOk(await t.call('delUserBank', { id: spare.id }, { token }));
    await ageCards(t);
    const first = expectOk(await t.call('exchange', { cardId: card.id, amount: 10000, requestId: 'events-request', forfeitBonus: true }, { token }));
    expectOk(await t.call('exchange', { cardId: card.id, amount: 10000, requestId: 'events-request', forfeitBonus: true }, { token }));
    // Refused actions are not recorded as done.
    expectError(await t.call('addBankInfo', { ...gcash, accountNo: '0817' }, { token }), { status: 400, errcode: 400 });
    await Promise.all([t.call('logout', {}, { token: other }), t.call('logout', {}, { token: other })]);
    expect(await activity(t, token)).toEqual([
      ['sign_in_failed', {}],
      ['sign_in', { method: 'password' }],
      ['sign_in', { method: 'password' }],
      ['card_added', { cardId: card.id, type: 1, bankId: 0, last4: '4567' }],
      ['card_changed', { cardId: card.id, type: 1, bankId: 0, last4: '8888' }],
      ['card_added', { cardId: spare.id, type: 1, bankId: 0, last4: '0001' }],
      ['card_removed', { cardId: spare.id, type: 1, bankId: 0, last4: '0001' }],
      ['withdrawal_requested', { withdrawalId: first.withdrawal.id, amount: 10000, cardId: card.id, type: 1, bankId: 0, last4: '8888' }],
      ['sign_out', {}],
    ]);
  });

  it('records sign-up, SMS sign-in and a password reset; each player sees only their own', async () => {
    const mobile = mobileNo(601);
    const { token } = await registerBySms(t, mobile);
    t.advance(61_000);
    const code = await sendCode(t, mobile, AuthMode.loginAndRegister);
    expectOk(await t.call('accountLoginSms', { mobile, code }));
    const forget = await sendCode(t, mobile, AuthMode.forget);
    expectOk(await t.call('forgetPassword', { mobile, code: forget, password: 'Reset12345' }));
    // The reset signed every device out.
    expectError(await t.call('securityActivity', {}, { token }), { status: 401, errcode: 401 });
    const again = expectOk(await t.call('accountLogin', { type: 3, account: mobile, password: 'Reset12345' })).token as string;
    expect(await activity(t, again)).toEqual([
      ['sign_in', { method: 'register' }],
      ['sign_in', { method: 'sms' }],
      ['password_reset', {}],
      ['sign_in', { method: 'password' }],
    ]);
    const stranger = await registerAccount(t, 'stranger');
    expect(await activity(t, stranger.token)).toEqual([['sign_in', { method: 'register' }]]);
  });

  it('pages newest first with the address and device, and a cursor for the next page', async () => {
    const token = await t.loginDemo();
    for (let i = 0; i < 4; i++) await t.loginDemo();
    const page = expectOk(await t.call('securityActivity', { pageSize: 3 }, { token }));
    expect(page.list).toHaveLength(3);
    expect(page.list[0]).toMatchObject({ kind: 'sign_in', ip: '127.0.0.1', device: expect.any(String) });
    const ids = page.list.map((e: { id: number }) => e.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const next = expectOk(await t.call('securityActivity', { pageSize: 3, beforeId: page.nextBeforeId }, { token }));
    expect(next.list).toHaveLength(2);
    expect(next.nextBeforeId).toBeNull();
    expect(next.list[0].id).toBeLessThan(ids.at(-1));
  });
});
