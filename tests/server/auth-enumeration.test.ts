import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordWork } from '../../server/auth/passwords.ts';
import { rules } from '../../server/config/rules.ts';
import * as schema from '../../server/tables.ts';
import { AuthMode } from '../../contract/index.ts';
import { productionHashCost, useTestServer, type CallResult } from './harness.ts';
import { ADULT, PASSWORD, expectError, expectOk, mobileNo, norm, registerAccount, sendCode, snapshot, stepUp, userCount } from './helpers.ts';

// Hashes at the production cost: this file's timing is about the hashing queue (harness.ts).
productionHashCost();

// Issue 16, "Enumeration and cost before limits": these calls must not tell whether a number or an
// account exists before a code check or a limit, and a sign-up over its limit costs no argon2 hash.
// Issue 26: nor the SMS request, nor bindAccount (below).

// Counts new-password argon2 hashes (the queue's "normal" lane is hashPassword's alone), to show a
// refused sign-up never reached one. The queue's observer, not a module mock: the server suite
// shares one module graph between files (vitest.config.ts).
const argon = { hashes: 0 };
beforeAll(() =>
  passwordWork.observe((event) => {
    if (event.kind === 'started' && event.lane === 'normal') argon.hashes++;
  }),
);
afterAll(() => passwordWork.observe(null));
const hashes = () => argon.hashes;
const resetHashes = () => {
  argon.hashes = 0;
};

/** The whole answer a player (or a prober) sees, but the request id. */
const seen = (res: CallResult) => {
  const { requestId: _ignored, ...body } = res.body;
  return { status: res.status, body };
};

/** The 21st birthday is tomorrow in Manila. */
const almost21 = (now: number) => {
  const d = new Date(now + 8 * 3600 * 1000);
  d.setUTCFullYear(d.getUTCFullYear() - 21);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

describe('one answer whether the number or account exists', () => {
  const t = useTestServer();
  beforeEach(resetHashes);

  it('accountRegist4 with a made-up code: a registered and a new number get the same 400, and nothing is hashed', async () => {
    const before = await snapshot(t);
    const known = await t.call('accountRegist4', { mobile: t.demo.mobile, code: '314159', password: PASSWORD, birthDate: ADULT });
    const unknown = await t.call('accountRegist4', { mobile: mobileNo(1), code: '314159', password: PASSWORD, birthDate: ADULT });
    expectError(known, { status: 400, errcode: 400, field: 'code', msg: 'errors.sms.codeInvalid' });
    expect(seen(unknown)).toEqual(seen(known));
    // A new number that has a code waiting answers the same to a wrong code.
    const code = await sendCode(t, mobileNo(2));
    const pending = await t.call('accountRegist4', { mobile: mobileNo(2), code: code === '314159' ? '271828' : '314159', password: PASSWORD, birthDate: ADULT });
    expect(seen(pending)).toEqual(seen(known));
    expect(hashes()).toBe(0);
    expect((await snapshot(t)).counts.users).toBe(before.counts.users);
  });

  it('forgetPassword with a made-up code: a registered and an unknown number get the same 400', async () => {
    const before = await snapshot(t);
    const known = await t.call('forgetPassword', { mobile: t.demo.mobile, code: '314159', password: 'BrandNew99' });
    const unknown = await t.call('forgetPassword', { mobile: mobileNo(3), code: '314159', password: 'BrandNew99' });
    expectError(known, { status: 400, errcode: 400, field: 'code', msg: 'errors.sms.codeInvalid' });
    expect(seen(unknown)).toEqual(seen(known));
    expect(await snapshot(t)).toEqual(before);
    expect(hashes()).toBe(0);
  });

  it('an under-age accountRegist: a taken and a free account name get the same 403', async () => {
    const before = await snapshot(t);
    const birthDate = almost21(t.deps.now());
    const taken = await t.call('accountRegist', { account: t.demo.account, password: PASSWORD, birthDate });
    const free = await t.call('accountRegist', { account: 'freshname', password: PASSWORD, birthDate });
    expectError(taken, { status: 403, errcode: 403, field: 'birthDate', msg: 'errors.auth.underAge' });
    expect(seen(free)).toEqual(seen(taken));
    // accountRegist4 and accountLoginSms2 too, for a registered and a new number.
    const phones = await Promise.all(
      [t.demo.mobile, mobileNo(4)].map((mobile) => t.call('accountRegist4', { mobile, code: '314159', password: PASSWORD, birthDate })),
    );
    expect(seen(phones[0]!)).toEqual(seen(phones[1]!));
    expect(phones[0]!.body.msg).toBe('errors.auth.underAge');
    expect(await snapshot(t)).toEqual(before);
    expect(hashes()).toBe(0);
  });
});

describe('sign-up limit first', () => {
  const t = useTestServer();
  beforeEach(resetHashes);

  it('over the limit, a taken and a free name (or number) get the same 429, before any argon2 hash', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < rules.registration.perAddressPerHour; i++) {
      expectOk(await t.call('accountRegist', { account: `limit${i}`, password: PASSWORD, birthDate: ADULT }, { ip }));
    }
    // The counter counts: each accepted sign-up hashed its password once.
    expect(hashes()).toBe(rules.registration.perAddressPerHour);
    resetHashes();
    const before = await snapshot(t);
    const taken = await t.call('accountRegist', { account: t.demo.account, password: PASSWORD, birthDate: ADULT }, { ip });
    const free = await t.call('accountRegist', { account: 'notyettaken', password: PASSWORD, birthDate: ADULT }, { ip });
    expectError(taken, { status: 429, errcode: 429, msg: 'errors.auth.registrationLimit' });
    expect(seen(free)).toEqual(seen(taken));
    const phones = await Promise.all(
      [t.demo.mobile, mobileNo(5)].map((mobile) => t.call('accountRegist4', { mobile, code: '314159', password: PASSWORD, birthDate: ADULT }, { ip })),
    );
    expect(seen(phones[0]!)).toEqual(seen(taken));
    expect(seen(phones[1]!)).toEqual(seen(taken));
    expect(hashes()).toBe(0);
    expect(await snapshot(t)).toEqual(before);
  });

  it('an IPv6 /64 is one address for the sign-up limit', async () => {
    for (let i = 0; i < rules.registration.perAddressPerHour; i++) {
      expectOk(await t.call('accountRegist', { account: `six${i}`, password: PASSWORD, birthDate: ADULT }, { ip: `2001:db8:7:7::${i + 1}` }));
    }
    expectError(await t.call('accountRegist', { account: 'sixmore', password: PASSWORD, birthDate: ADULT }, { ip: '2001:db8:7:7:ffff::1' }), {
      status: 429,
      errcode: 429,
      msg: 'errors.auth.registrationLimit',
    });
    expectOk(await t.call('accountRegist', { account: 'sixmore', password: PASSWORD, birthDate: ADULT }, { ip: '2001:db8:7:8::1' }));
  });

  it('50 parallel sign-ups from one address: exactly 20 players, the rest 429 with no coins', async () => {
    const before = await userCount(t);
    const bonusesBefore = (await t.deps.db.select().from(schema.ledgerTransfers)).filter((x) => x.kind === 'signup_bonus').length;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.call('accountRegist', { account: `burst${i}`, password: PASSWORD, birthDate: ADULT }, { ip: '198.51.100.50' })),
    );
    expect(results.filter((r) => r.body.errcode === 0)).toHaveLength(rules.registration.perAddressPerHour);
    for (const r of results.filter((x) => x.body.errcode !== 0)) expectError(r, { status: 429, errcode: 429, msg: 'errors.auth.registrationLimit' });
    expect(await userCount(t)).toBe(before + rules.registration.perAddressPerHour);
    const bonuses = (await t.deps.db.select().from(schema.ledgerTransfers)).filter((x) => x.kind === 'signup_bonus');
    expect(bonuses).toHaveLength(bonusesBefore + rules.registration.perAddressPerHour);
  });

  it('a sign-up refused after its slot was taken (name taken in a race) gives the slot back', async () => {
    const ip = '198.51.100.51';
    const results = await Promise.all(['twin', 'Twin', 'TWIN'].map((account) => t.call('accountRegist', { account, password: PASSWORD, birthDate: ADULT }, { ip })));
    expect(results.filter((r) => r.body.errcode === 0)).toHaveLength(1);
    // Only the one player counts: 19 more still get in from that address.
    for (let i = 0; i < rules.registration.perAddressPerHour - 1; i++) {
      expectOk(await t.call('accountRegist', { account: `after${i}`, password: PASSWORD, birthDate: ADULT }, { ip }));
    }
    expectError(await t.call('accountRegist', { account: 'onetoomany', password: PASSWORD, birthDate: ADULT }, { ip }), { status: 429, errcode: 429 });
  });
});

// Issue 26: smsSend answered 409 for a registered number (register, bind) and 403 for an unknown one
// (forget), and bindAccount 409 for a taken number against 403 (step-up) for a free one. Now a code is
// sent either way, and what the number is for shows only to whoever proves the code.
describe('issue 26: the SMS request and bindAccount answer alike whatever the number', () => {
  const t = useTestServer();
  beforeEach(resetHashes);
  const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it.each(['smsSend', 'smsSendV2'] as const)('%s: a registered and a new number get the same answer, a code each and the same limits, for every purpose', async (path) => {
    const purposes = [AuthMode.register, AuthMode.bind, AuthMode.forget, AuthMode.loginAndRegister];
    for (const [i, type] of purposes.entries()) {
      // One requester per purpose: each reaches a number 3 times an hour (rules.sms).
      const ip = `203.0.113.${(path === 'smsSend' ? 10 : 20) + i}`;
      const fresh = mobileNo((path === 'smsSend' ? 610 : 620) + i);
      const body = (mobile: string) => ({ mobile, type, ...(path === 'smsSendV2' ? { deviceId: 'dev-26' } : {}) });
      const known = await t.call(path, body(t.demo.mobile), { ip });
      const unknown = await t.call(path, body(fresh), { ip });
      expectOk(known);
      expect(seen(unknown), `purpose ${type}`).toEqual(seen(known));
      // A code went to each number, the same way.
      expect(t.outbox.messages.slice(-2).map((m) => [m.mobile, m.purpose, m.text.replace(/\d{6}/, 'CODE')])).toEqual([
        [norm(t.demo.mobile), type, t.outbox.messages.at(-1)!.text.replace(/\d{6}/, 'CODE')],
        [norm(fresh), type, t.outbox.messages.at(-1)!.text.replace(/\d{6}/, 'CODE')],
      ]);
      // The same cooldown for both.
      const knownAgain = await t.call(path, body(t.demo.mobile), { ip });
      expectError(knownAgain, { status: 429, errcode: 429, msg: 'errors.sms.cooldown' });
      expect(seen(await t.call(path, body(fresh), { ip }))).toEqual(seen(knownAgain));
    }
    // And the same per-requester cap: a registered number counts as much as a new one.
    t.advance(61_000);
    const ip = '203.0.113.99';
    for (let i = 0; i < rules.sms.perMobilePerAddressPerHour; i++) {
      for (const mobile of [t.demo.mobile, mobileNo(630)]) await sendCode(t, mobile, purposes[i]!, { ip, path });
    }
    t.advance(61_000);
    const capped = await t.call(path, { mobile: t.demo.mobile, type: AuthMode.loginAndRegister, ...(path === 'smsSendV2' ? { deviceId: 'd' } : {}) }, { ip });
    expectError(capped, { status: 429, errcode: 429, msg: 'errors.sms.numberLimit' });
    expect(seen(await t.call(path, { mobile: mobileNo(630), type: AuthMode.loginAndRegister, ...(path === 'smsSendV2' ? { deviceId: 'd' } : {}) }, { ip }))).toEqual(seen(capped));
    // No password work on either branch (nothing to time apart): no argon2 hash at all.
    expect(hashes()).toBe(0);
  });

  it('accountRegist4: a wrong code is the same 400 for both; the right code tells a registered number to sign in (409)', async () => {
    const codes = [await sendCode(t, t.demo.mobile), await sendCode(t, mobileNo(640))];
    const wrong = await Promise.all([t.demo.mobile, mobileNo(640)].map((mobile, i) => t.call('accountRegist4', { mobile, code: other(codes[i]!), password: PASSWORD, birthDate: ADULT })));
    expectError(wrong[0]!, { status: 400, errcode: 400, field: 'code', msg: 'errors.sms.codeInvalid' });
    expect(seen(wrong[1]!)).toEqual(seen(wrong[0]!));
    const before = (await snapshot(t)).counts;
    expectError(await t.call('accountRegist4', { mobile: t.demo.mobile, code: codes[0], password: PASSWORD, birthDate: ADULT }), {
      status: 409,
      errcode: 409,
      field: 'mobile',
      msg: 'errors.auth.mobileExists',
    });
    expect((await snapshot(t)).counts.users).toBe(before.users);
    expect(hashes()).toBe(0);
  });

  it('forgetPassword: with codes waiting for both, a wrong code is the same 400; the right code tells an unknown number it has no account (403)', async () => {
    const codes = [await sendCode(t, t.demo.mobile, AuthMode.forget), await sendCode(t, mobileNo(650), AuthMode.forget)];
    const wrong = await Promise.all(
      [t.demo.mobile, mobileNo(650)].map((mobile, i) => t.call('forgetPassword', { mobile, code: other(codes[i]!), password: 'BrandNew99' })),
    );
    expectError(wrong[0]!, { status: 400, errcode: 400, field: 'code', msg: 'errors.sms.codeInvalid' });
    expect(seen(wrong[1]!)).toEqual(seen(wrong[0]!));
    const before = (await snapshot(t)).counts;
    expectError(await t.call('forgetPassword', { mobile: mobileNo(650), code: codes[1], password: 'BrandNew99' }), {
      status: 403,
      errcode: 403,
      field: 'mobile',
      msg: 'errors.auth.mobileNotRegistered',
    });
    // Nothing but the guess (this address's row for the code, counted up) changed; no hash was made.
    expect((await snapshot(t)).counts).toEqual(before);
    expect(hashes()).toBe(0);
  });

  it('bindAccount: a taken and a free number get the same 403 without a step-up and the same 400 with a wrong code; the right code says taken (409)', async () => {
    const { token } = await registerAccount(t, 'prober26');
    const free = mobileNo(660);
    const codes = [await sendCode(t, t.demo.mobile, AuthMode.bind), await sendCode(t, free, AuthMode.bind)];
    const before = await snapshot(t);
    const unproven = await Promise.all([t.demo.mobile, free].map((mobile, i) => t.call('bindAccount', { mobile, code: codes[i] }, { token })));
    expectError(unproven[0]!, { status: 403, errcode: 403, msg: 'errors.security.stepUpRequired' });
    expect(seen(unproven[1]!)).toEqual(seen(unproven[0]!));
    expect(await snapshot(t)).toEqual(before);
    await stepUp(t, token);
    const wrong = await Promise.all([t.demo.mobile, free].map((mobile, i) => t.call('bindAccount', { mobile, code: other(codes[i]!) }, { token })));
    expectError(wrong[0]!, { status: 400, errcode: 400, field: 'code', msg: 'errors.sms.codeInvalid' });
    expect(seen(wrong[1]!)).toEqual(seen(wrong[0]!));
    expectError(await t.call('bindAccount', { mobile: t.demo.mobile, code: codes[0] }, { token }), {
      status: 409,
      errcode: 409,
      field: 'mobile',
      msg: 'errors.auth.mobileAlreadyBound',
    });
    expectOk(await t.call('bindAccount', { mobile: free, code: codes[1] }, { token }));
  });
});
