import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordWork } from '../../server/auth/passwords.ts';
import { rules } from '../../server/config/rules.ts';
import * as schema from '../../server/tables.ts';
import { useTestServer, type CallResult } from './harness.ts';
import { ADULT, PASSWORD, expectError, expectOk, mobileNo, sendCode, snapshot, userCount } from './helpers.ts';

// Issue 16, "Enumeration and cost before limits": these calls must not tell whether a number or an
// account exists before a code check or a limit, and a sign-up over its limit costs no argon2 hash.

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
