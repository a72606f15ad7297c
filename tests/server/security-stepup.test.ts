import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AuthMode } from '../../contract/index.ts';
import { rules } from '../../server/config/rules.ts';
import * as schema from '../../server/tables.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { answerTo } from './signin-helpers.ts';
import {
  PASSWORD,
  ageCards,
  coinOf,
  demoUser,
  expectError,
  expectOk,
  mobileNo,
  norm,
  registerAccount,
  registerBySms,
  sendCode,
  snapshot,
  stepUp,
  stepUpBySms,
} from './helpers.ts';

type T = ReturnType<typeof useTestServer>;
const gcash = { type: 1, accountName: 'Juan Dela Cruz', accountNo: '09171234567' };
const required = { status: 403, errcode: 403, msg: 'errors.security.stepUpRequired' };
const GRANT = rules.stepUp.grantSeconds * 1000;

/** Everything but what a refused step-up may add: its counted failure and its security event. */
async function stateBesidesFailures(t: T) {
  const { digests, counts, outbox } = await snapshot(t);
  // The guard's own bookkeeping: failures, and the challenge key made on first use.
  const { login_failures: _failures, security_events: _events, signin_keys: _keys, ...rest } = digests;
  return { digests: rest, counts: { ...counts, login_failures: 0, security_events: 0, signin_keys: 0 }, outbox };
}

async function eventsOf(t: T, userId: number, kind?: string) {
  const rows = await t.deps.db.select().from(schema.securityEvents).where(eq(schema.securityEvents.userId, userId));
  return kind ? rows.filter((r) => r.kind === kind) : rows;
}

describe(`step-up before money or sign-in changes (${databaseKind})`, () => {
  const t = useTestServer();

  it('without a grant, card changes, withdrawals, passwords and signing others out are 403 stepUpRequired, changing nothing', async () => {
    const token = await t.loginDemo();
    await stepUp(t, token, t.demo.password);
    const card = expectOk(await t.call('addBankInfo', gcash, { token })).card;
    await ageCards(t);
    // A second sign-in (the thief's copy of the account) has no grant of its own.
    const thief = await t.loginDemo();
    const before = await snapshot(t);
    const attempts: [string, Record<string, unknown>][] = [
      ['addBankInfo', { ...gcash, accountNo: '09179998888' }],
      ['modifyBankInfo', { id: card.id, ...gcash, accountNo: '09179998888' }],
      ['delUserBank', { id: card.id }],
      ['exchange', { cardId: card.id, amount: 10000, requestId: 'thief-request-1' }],
      ['changePassword', { password: 'Thief12345' }],
      ['securitySignOutOthers', {}],
    ];
    for (const [path, body] of attempts) expectError(await t.call(path, body, { token: thief }), required);
    expect(await snapshot(t)).toEqual(before);
    // The owner's grant was not shared: it is bound to the token that earned it.
    expectOk(await t.call('exchange', { cardId: card.id, amount: 10000, requestId: 'owner-request-1', forfeitBonus: true }, { token }));
  });

  it('the right password gives a grant for 5 minutes; a call after it expired is refused again (no replay)', async () => {
    const token = await t.loginDemo();
    expect(expectOk(await t.call('stepUp', { password: t.demo.password }, { token }))).toMatchObject({ expiresIn: 300 });
    expectOk(await t.call('addBankInfo', gcash, { token }));
    t.advance(GRANT - 1000);
    expectOk(await t.call('addBankInfo', { ...gcash, accountNo: '09170000002' }, { token }));
    t.advance(2000);
    const before = await snapshot(t);
    expectError(await t.call('addBankInfo', { ...gcash, accountNo: '09170000003' }, { token }), required);
    expect(await snapshot(t)).toEqual(before);
    await stepUp(t, token, t.demo.password);
    expectOk(await t.call('addBankInfo', { ...gcash, accountNo: '09170000003' }, { token }));
  });

  it('a wrong password is 403 stepUpWrong, counted with sign-in failures (one count), recorded, and changes nothing else', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const before = await stateBesidesFailures(t);
    expectError(await t.call('stepUp', { password: 'not-it-1' }, { token }), { status: 403, errcode: 403, field: 'password', msg: 'errors.security.stepUpWrong' });
    // One count: a wrong sign-in password adds to the same failures; the third brings the challenge.
    expectError(await t.call('accountLogin', { type: 2, account: 'demo', password: 'not-it-2' }), { status: 403, errcode: 403, msg: 'errors.auth.wrongCredentials' });
    const third = await t.call('stepUp', { password: 'not-it-3' }, { token });
    expectError(third, { status: 403, errcode: 403, msg: 'errors.security.stepUpWrong' });
    expect((third.body.params as { challenge?: string }).challenge).toEqual(expect.any(String));
    expect(await stateBesidesFailures(t)).toEqual(before);
    expectError(await t.call('addBankInfo', gcash, { token }), required);
    expect(await eventsOf(t, demo.id, 'step_up_failed')).toHaveLength(2);
    // Now the step-up, like the sign-in, asks for the challenge first; answered, the right password
    // gets through and clears the count, as a sign-in does (after this address's wait: 1 s).
    t.advance(61_000);
    const asked = await t.call('stepUp', { password: t.demo.password }, { token });
    expectError(asked, { status: 403, errcode: 403, msg: 'errors.auth.signinChallenge' });
    expectOk(await t.call('stepUp', { password: t.demo.password, ...answerTo(asked) }, { token }));
    expectError(await t.call('stepUp', { password: 'not-it-4' }, { token }), { status: 403, errcode: 403, msg: 'errors.security.stepUpWrong' });
    expect((await t.call('stepUp', { password: 'not-it-5' }, { token })).body.params).toBeUndefined();
  });

  it('guessing the password by step-up is no faster than sign-in: after a parallel burst every guess needs a solved challenge, and the owner with the right password still gets through', async () => {
    const token = await t.loginDemo();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => t.call('stepUp', { password: `guess-${i}` }, { token })));
    expect(results.every((r) => r.status === 403 || r.status === 429)).toBe(true);
    // Only the free tries reach the password check; the rest are asked for the challenge unchecked.
    expect(results.filter((r) => r.body.msg === 'errors.security.stepUpWrong').length).toBeLessThanOrEqual(rules.signin.challengeAfter + 1);
    expectError(await t.call('addBankInfo', gcash, { token }), required);
    t.advance(61_000); // past this address's wait (at most 60 s)
    const asked = await t.call('stepUp', { password: t.demo.password }, { token });
    expectError(asked, { status: 403, errcode: 403, msg: 'errors.auth.signinChallenge' });
    expectOk(await t.call('stepUp', { password: t.demo.password, ...answerTo(asked) }, { token }));
    expectOk(await t.call('addBankInfo', gcash, { token }));
  });

  it('a missing or doubled proof is 400 naming the field', async () => {
    const token = await t.loginDemo();
    expectError(await t.call('stepUp', {}, { token }), { status: 400, errcode: 400, field: 'password', msg: 'errors.security.stepUpProofMissing' });
    expectError(await t.call('stepUp', { code: '123456' }, { token }), { status: 400, errcode: 400, field: 'password' });
    expectError(await t.call('stepUp', { password: PASSWORD, code: '123456' }, { token }), { status: 400, errcode: 400, field: 'code' });
    expectError(await t.call('stepUpSms', {}, { token }), { status: 400, errcode: 400, field: 'password' });
    expectError(await t.call('stepUp', { password: PASSWORD }), { status: 401, errcode: 401 });
  });

  it('a player without a password steps up with an SMS code to their own number; a wrong code is 403 and spends nothing', async () => {
    const mobile = mobileNo(501);
    const { token, userId } = await registerBySms(t, mobile);
    expectError(await t.call('stepUp', { password: PASSWORD }, { token }), { status: 400, errcode: 400, field: 'code', msg: 'errors.fieldRequired' });
    const sent = expectOk(await t.call('stepUpSms', {}, { token }));
    expect(sent).toMatchObject({ expiresIn: 300, codeLength: 6, mobile: '091*****501' });
    const code = t.outbox.lastCode(norm(mobile))!;
    const wrong = code === '000000' ? '111111' : '000000';
    const before = await stateBesidesFailures(t);
    expectError(await t.call('stepUp', { code: wrong }, { token }), { status: 403, errcode: 403, field: 'code', msg: 'errors.sms.codeInvalid' });
    expect((await stateBesidesFailures(t)).digests.users).toEqual(before.digests.users);
    expect(await eventsOf(t, userId, 'step_up_failed')).toHaveLength(1);
    // A sign-in code is not a step-up code.
    expectOk(await t.call('stepUp', { code }, { token }));
    expectOk(await t.call('initPassword', { password: PASSWORD }, { token }));
    // Spent: the same code does not give a second grant.
    expectError(await t.call('stepUp', { code }, { token }), { status: 400, errcode: 400, field: 'password' });
  });

  it('a step-up code is single-use and bound to its purpose: a sign-in code for the number does not step up', async () => {
    const mobile = mobileNo(502);
    const { token } = await registerBySms(t, mobile);
    const signInCode = t.outbox.lastCode(norm(mobile))!;
    expectError(await t.call('stepUp', { code: signInCode }, { token }), { status: 403, errcode: 403, field: 'code' });
    await stepUpBySms(t, token, mobile);
    const code = t.outbox.lastCode(norm(mobile))!;
    expectError(await t.call('stepUp', { code }, { token }), { status: 403, errcode: 403, field: 'code', msg: 'errors.sms.codeInvalid' });
  });

  it('two tabs of one sign-in share its grant; parallel withdrawals from both hold the money once per request', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    await stepUp(t, token, t.demo.password);
    const card = expectOk(await t.call('addBankInfo', gcash, { token })).card;
    await ageCards(t);
    const tabs = await Promise.all([
      t.call('exchange', { cardId: card.id, amount: 10000, requestId: 'tab-a-request', forfeitBonus: true }, { token }),
      t.call('exchange', { cardId: card.id, amount: 10000, requestId: 'tab-b-request', forfeitBonus: true }, { token }),
      t.call('exchange', { cardId: card.id, amount: 10000, requestId: 'tab-a-request', forfeitBonus: true }, { token }),
    ]);
    for (const res of tabs) expectOk(res);
    expect(await coinOf(t, demo.id)).toBe(105000 - 20000);
    expect(await eventsOf(t, demo.id, 'withdrawal_requested')).toHaveLength(2);
  });

  it('linking a mobile number needs the grant: a thief could otherwise link theirs and reset the password by SMS', async () => {
    const { token, userId } = await registerAccount(t, 'linker');
    const mobile = mobileNo(503);
    const code = await sendCode(t, mobile, AuthMode.bind);
    const before = await snapshot(t);
    expectError(await t.call('bindAccount', { mobile, code }, { token }), required);
    expect(await snapshot(t)).toEqual(before);
    await stepUp(t, token);
    expectOk(await t.call('bindAccount', { mobile, code }, { token }));
    expect((await eventsOf(t, userId)).map((e) => e.kind)).toEqual(['sign_in', 'mobile_bound']);
  });

  it('changePassword needs the grant, keeps this device, signs out the others, and the old password stops working', async () => {
    const { token } = await registerAccount(t, 'changer');
    const other = expectOk(await t.call('accountLogin', { type: 2, account: 'changer', password: PASSWORD })).token as string;
    expectError(await t.call('changePassword', { password: 'NewSecret99' }, { token }), required);
    await stepUp(t, token);
    expectError(await t.call('changePassword', { password: '123' }, { token }), { status: 400, errcode: 400, field: 'password', msg: 'errors.fieldLength' });
    expectOk(await t.call('changePassword', { password: 'NewSecret99' }, { token }));
    expectOk(await t.call('refreshData', {}, { token }));
    expectError(await t.call('refreshData', {}, { token: other }), { status: 401, errcode: 401 });
    expectError(await t.call('accountLogin', { type: 2, account: 'changer', password: PASSWORD }), { status: 403, errcode: 403 });
    expectOk(await t.call('accountLogin', { type: 2, account: 'changer', password: 'NewSecret99' }));
  });
});
