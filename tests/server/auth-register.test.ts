import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AuthMode, LoginType } from '../../contract/index.ts';
import { appConfigRepo } from '../../server/app-config/repo.ts';
import * as schema from '../../server/tables.ts';
import { useTestServer } from './harness.ts';
import {
  ADULT,
  PASSWORD,
  coinOf,
  expectError,
  expectOk,
  latestCodeRow,
  mobileNo,
  norm,
  registerAccount,
  registerPhone,
  sendCode,
  snapshot,
  userById,
  userByMobile,
  userCount,
} from './helpers.ts';

/** Today's date in Manila (UTC+8) at server time `ms`, shifted by whole years and days. */
const manilaDate = (ms: number, years = 0, days = 0) => {
  const d = new Date(ms + 8 * 3600 * 1000);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** Sets the server clock to an absolute instant. */
const setClock = (t: ReturnType<typeof useTestServer>, iso: string) => t.advance(Date.parse(iso) - t.deps.now());

describe('accountRegist4: register with a mobile number', () => {
  const t = useTestServer();

  it('creates the player, signs them in and credits the welcome coin exactly once', async () => {
    const mobile = mobileNo(1);
    const code = await sendCode(t, mobile);
    const res = await t.call('accountRegist4', { mobile, code, password: PASSWORD, birthDate: ADULT });
    const body = expectOk(res);
    expect(body).toMatchObject({ isNew: true, expiresIn: 30 * 24 * 3600 });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43,}$/);

    const refreshed = expectOk(await t.call('refreshData', {}, { token: body.token }));
    expect(refreshed).toMatchObject({ coin: 5000, lottery: 0, vip: 0, hasPassword: true });

    const user = await userById(t, body.userId);
    expect(user).toMatchObject({ mobile: norm(mobile), account: norm(mobile), accountType: LoginType.phone, birthDate: ADULT, nickname: `Player${mobile.slice(-4)}` });
    const bonuses = await t.deps.db.select().from(schema.ledgerTransfers).where(eq(schema.ledgerTransfers.kind, 'signup_bonus'));
    expect(bonuses.filter((b) => b.idempotencyKey === `signup_bonus:${body.userId}`)).toHaveLength(1);
    // The code is spent.
    expect((await latestCodeRow(t, mobile, AuthMode.register))?.consumedAt).not.toBeNull();
    // Signing in again credits nothing more.
    expectOk(await t.call('accountLogin', { type: 3, account: mobile, password: PASSWORD }));
    expect(await coinOf(t, body.userId)).toBe(5000);
  });

  it('accepts +63 and 63 forms of the number and treats them as the same number', async () => {
    const code = await sendCode(t, '+639181111111');
    expectOk(await t.call('accountRegist4', { mobile: '+639181111111', code, password: PASSWORD, birthDate: ADULT }));
    expect(await userByMobile(t, '09181111111')).toBeDefined();
    expectOk(await t.call('accountLogin', { type: 3, account: '09181111111', password: PASSWORD }));
    // Another registration of the same number in another form is refused once its code is proven (issue 26).
    t.advance(61_000);
    const again = await sendCode(t, '639181111111');
    expectError(await t.call('accountRegist4', { mobile: '639181111111', code: again, password: PASSWORD, birthDate: ADULT }), {
      status: 409,
      errcode: 409,
      field: 'mobile',
      msg: 'errors.auth.mobileExists',
    });
  });

  it('refuses a player under 21 with 403 errors.auth.underAge, creates nobody and keeps the code', async () => {
    const mobile = mobileNo(2);
    const code = await sendCode(t, mobile);
    const before = await userCount(t);
    const almost21 = manilaDate(t.deps.now(), -21, 1);
    expectError(await t.call('accountRegist4', { mobile, code, password: PASSWORD, birthDate: almost21 }), {
      status: 403,
      errcode: 403,
      field: 'birthDate',
      msg: 'errors.auth.underAge',
      params: { age: 21 },
    });
    expect(await userCount(t)).toBe(before);
    expect(await userByMobile(t, mobile)).toBeUndefined();
    expect((await latestCodeRow(t, mobile, AuthMode.register))?.consumedAt).toBeNull();
    // Turning 21 today is enough.
    expectOk(await t.call('accountRegist4', { mobile, code, password: PASSWORD, birthDate: manilaDate(t.deps.now(), -21) }));
  });

  it('refuses an impossible, future or absurd birth date with 400 field birthDate', async () => {
    const mobile = mobileNo(3);
    const code = await sendCode(t, mobile);
    const before = await snapshot(t);
    for (const birthDate of ['2001-02-30', '2001-13-01', '2001-00-10', '1999-04-31', manilaDate(t.deps.now(), 0, 1), '1850-01-01']) {
      expectError(await t.call('accountRegist4', { mobile, code, password: PASSWORD, birthDate }), {
        status: 400,
        errcode: 400,
        field: 'birthDate',
        msg: 'errors.auth.birthDateInvalid',
      });
    }
    for (const birthDate of ['2001-2-3', '01/02/2001', '20010203', '']) {
      expectError(await t.call('accountRegist4', { mobile, code, password: PASSWORD, birthDate }), { status: 400, errcode: 400, field: 'birthDate' });
    }
    expect(await snapshot(t)).toEqual(before);
    // 29 February exists in a leap year.
    expectOk(await t.call('accountRegist4', { mobile, code, password: PASSWORD, birthDate: '2000-02-29' }));
  });

  it('a registered mobile with a made-up code gets the 400 any wrong code gets (issue 16); without OTP it is a 409', async () => {
    const before = await snapshot(t);
    expectError(await t.call('accountRegist4', { mobile: t.demo.mobile, code: '123456', password: PASSWORD, birthDate: ADULT }), {
      status: 400,
      errcode: 400,
      field: 'code',
      msg: 'errors.sms.codeInvalid',
    });
    expect(await snapshot(t)).toEqual(before);
    // With SMS verification off, a sign-up has to say the number is taken.
    await appConfigRepo(t.deps.db).upsert('otpStatus', false);
    t.deps.config.invalidate();
    expectError(await t.call('accountRegist4', { mobile: t.demo.mobile, password: PASSWORD, birthDate: ADULT }), {
      status: 409,
      errcode: 409,
      field: 'mobile',
      msg: 'errors.auth.mobileExists',
    });
  });

  it('needs the SMS code while otpStatus is on; a wrong code creates nobody', async () => {
    const mobile = mobileNo(4);
    expectError(await t.call('accountRegist4', { mobile, password: PASSWORD, birthDate: ADULT }), {
      status: 400,
      errcode: 400,
      field: 'code',
      msg: 'errors.fieldRequired',
    });
    const code = await sendCode(t, mobile);
    const wrong = code === '000000' ? '000001' : '000000';
    expectError(await t.call('accountRegist4', { mobile, code: wrong, password: PASSWORD, birthDate: ADULT }), {
      status: 400,
      errcode: 400,
      field: 'code',
      msg: 'errors.sms.codeInvalid',
    });
    expect(await userByMobile(t, mobile)).toBeUndefined();
    expectError(await t.call('accountRegist4', { mobile, code, password: '1234567', birthDate: ADULT }), {
      status: 400,
      errcode: 400,
      field: 'password',
      msg: 'errors.fieldLength',
      params: { min: 8, max: 128 },
    });
    expect(await userByMobile(t, mobile)).toBeUndefined();
    expectOk(await t.call('accountRegist4', { mobile, code, password: PASSWORD, birthDate: ADULT }));
  });

  it('registers without a code when otpStatus is off', async () => {
    await appConfigRepo(t.deps.db).upsert('otpStatus', false);
    t.deps.config.invalidate();
    const mobile = mobileNo(5);
    const body = expectOk(await t.call('accountRegist4', { mobile, password: PASSWORD, birthDate: ADULT }));
    expect(await coinOf(t, body.userId)).toBe(5000);
  });

  it('two concurrent registrations with the same code and mobile create exactly one player', async () => {
    const mobile = mobileNo(6);
    const code = await sendCode(t, mobile);
    const before = await userCount(t);
    const results = await Promise.all(
      [0, 1, 2].map(() => t.call('accountRegist4', { mobile, code, password: PASSWORD, birthDate: ADULT })),
    );
    const ok = results.filter((r) => r.body.errcode === 0);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.body.errcode !== 0)) {
      expect(r.status).toBeLessThan(500);
      expect([400, 409]).toContain(r.body.errcode);
    }
    expect(await userCount(t)).toBe(before + 1);
    expect(await coinOf(t, ok[0]!.body.userId)).toBe(5000);
  });

  it('refuses when phone registration is switched off', async () => {
    await appConfigRepo(t.deps.db).upsert('registerType', [LoginType.account]);
    t.deps.config.invalidate();
    const mobile = mobileNo(7);
    const code = await sendCode(t, mobile);
    expectError(await t.call('accountRegist4', { mobile, code, password: PASSWORD, birthDate: ADULT }), {
      status: 403,
      errcode: 403,
      msg: 'errors.auth.registerTypeDisabled',
    });
    expect(await userByMobile(t, mobile)).toBeUndefined();
  });
});

describe('the 21st birthday is counted in Manila time (UTC+8)', () => {
  const t = useTestServer();

  it('born 2005-05-10: refused at 23:59:59 Manila on 9 May 2026, accepted from 00:00 Manila on 10 May', async () => {
    const body = { account: 'birthday', password: PASSWORD, birthDate: '2005-05-10' };
    setClock(t, '2026-05-09T15:59:59.000Z');
    expectError(await t.call('accountRegist', body), { status: 403, errcode: 403, field: 'birthDate', msg: 'errors.auth.underAge' });
    expect(await userCount(t)).toBe(1);
    // 16:00 UTC on 9 May is already 10 May in Manila, though still 9 May in UTC.
    setClock(t, '2026-05-09T16:00:00.000Z');
    expectOk(await t.call('accountRegist', body));
  });

  it('born 29 February: 21 on 1 March of a non-leap year', async () => {
    const body = { account: 'leapling', password: PASSWORD, birthDate: '2004-02-29' };
    setClock(t, '2025-02-28T12:00:00.000Z');
    expectError(await t.call('accountRegist', body), { status: 403, errcode: 403, msg: 'errors.auth.underAge' });
    setClock(t, '2025-02-28T16:00:00.000Z');
    expectOk(await t.call('accountRegist', body));
  });

  it('accountLoginSms2 applies the same rule at the boundary', async () => {
    setClock(t, '2026-05-09T15:59:00.000Z');
    const mobile = mobileNo(8);
    const code = await sendCode(t, mobile, AuthMode.loginAndRegister);
    expectError(await t.call('accountLoginSms2', { mobile, code, birthDate: '2005-05-10' }), { status: 403, errcode: 403, msg: 'errors.auth.underAge' });
    expect(await userByMobile(t, mobile)).toBeUndefined();
    t.advance(60_000);
    expectOk(await t.call('accountLoginSms2', { mobile, code, birthDate: '2005-05-10' }));
  });
});

describe('accountRegist: register with an account name', () => {
  const t = useTestServer();

  it('creates the player with the welcome coin; the token works', async () => {
    const { token, userId } = await registerAccount(t, 'Alice_1');
    expect(expectOk(await t.call('refreshData', {}, { token }))).toMatchObject({ coin: 5000, hasPassword: true });
    expect(await userById(t, userId)).toMatchObject({ account: 'Alice_1', accountType: LoginType.account, mobile: null, nickname: 'Alice_1' });
    expectOk(await t.call('accountLogin', { type: 2, account: 'Alice_1', password: PASSWORD }));
  });

  it('enforces the configured lengths (account 4–16, password 8–128) and format with 400s that say so', async () => {
    const before = await snapshot(t);
    const cases: [Record<string, unknown>, string, string, Record<string, number>?][] = [
      [{ account: 'abc' }, 'account', 'errors.fieldLength', { min: 4, max: 16 }],
      [{ account: 'a'.repeat(17) }, 'account', 'errors.fieldLength', { min: 4, max: 16 }],
      [{ account: '1abc' }, 'account', 'errors.auth.accountFormat'],
      [{ account: '_abc' }, 'account', 'errors.auth.accountFormat'],
      [{ account: 'ab-cd' }, 'account', 'errors.auth.accountFormat'],
      [{ account: 'ab cd' }, 'account', 'errors.auth.accountFormat'],
      [{ account: 'ñandú' }, 'account', 'errors.auth.accountFormat'],
      [{ password: '1234567' }, 'password', 'errors.fieldLength', { min: 8, max: 128 }],
      [{ password: 'p'.repeat(129) }, 'password', 'errors.fieldLength', { min: 8, max: 128 }],
      [{ account: '' }, 'account', 'errors.fieldInvalid'],
    ];
    for (const [override, field, msg, params] of cases) {
      const res = await t.call('accountRegist', { account: 'validname', password: PASSWORD, birthDate: ADULT, ...override });
      expectError(res, { status: 400, errcode: 400, field, msg, ...(params ? { params } : {}) });
    }
    expect(await snapshot(t)).toEqual(before);
    // The bounds themselves are fine.
    await registerAccount(t, 'abcd', { password: 'Tq8#vLm2' });
    await registerAccount(t, `a${'b'.repeat(15)}`, { password: 'p'.repeat(128) });
  });

  it('refuses a taken account name, whatever its case, with 409', async () => {
    await registerAccount(t, 'Alice');
    const before = await snapshot(t);
    for (const account of ['alice', 'ALICE', 'Alice', 'DEMO']) {
      expectError(await t.call('accountRegist', { account, password: PASSWORD, birthDate: ADULT }), {
        status: 409,
        errcode: 409,
        field: 'account',
        msg: 'errors.auth.accountExists',
      });
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses under-age and impossible dates and creates nobody', async () => {
    const before = await snapshot(t);
    expectError(await t.call('accountRegist', { account: 'youngone', password: PASSWORD, birthDate: manilaDate(t.deps.now(), -21, 1) }), {
      status: 403,
      errcode: 403,
      msg: 'errors.auth.underAge',
    });
    expectError(await t.call('accountRegist', { account: 'youngone', password: PASSWORD, birthDate: '2001-02-30' }), {
      status: 400,
      errcode: 400,
      field: 'birthDate',
      msg: 'errors.auth.birthDateInvalid',
    });
    expect(await snapshot(t)).toEqual(before);
  });

  it('an invite code links the new player to the inviter (any case); an unknown one is a 400 that creates nobody', async () => {
    const inviter = await registerAccount(t, 'inviter');
    const info = expectOk(await t.call('getAfterLoginInfoWeb', {}, { token: inviter.token }));
    expect(info.inviteCode).toMatch(/^[A-Z2-9]{8}$/);

    const invited = await registerAccount(t, 'invitee', { inviteCode: info.inviteCode });
    expect((await userById(t, invited.userId)).pid).toBe(inviter.userId);
    const invitedInfo = expectOk(await t.call('getAfterLoginInfoWeb', {}, { token: invited.token }));
    expect(invitedInfo.userInfo.pid).toBe(inviter.userId);

    const viaPhone = await registerPhone(t, mobileNo(9), { inviteCode: String(info.inviteCode).toLowerCase() });
    expect((await userById(t, viaPhone.userId)).pid).toBe(inviter.userId);

    const before = await snapshot(t);
    for (const inviteCode of ['NOSUCHCD', 'x', '00000000']) {
      expectError(await t.call('accountRegist', { account: 'nobody', password: PASSWORD, birthDate: ADULT, inviteCode }), {
        status: 400,
        errcode: 400,
        field: 'inviteCode',
        msg: 'errors.auth.invalidInviter',
      });
    }
    expectError(await t.call('accountRegist', { account: 'nobody', password: PASSWORD, birthDate: ADULT, inviteCode: 'x'.repeat(33) }), {
      status: 400,
      errcode: 400,
      field: 'inviteCode',
      msg: 'errors.fieldTooLong',
    });
    expect(await snapshot(t)).toEqual(before);
    // A player without an inviter has pid 0.
    expect(info.userInfo.pid).toBe(0);
  });

  it('refuses when account registration is switched off', async () => {
    await appConfigRepo(t.deps.db).upsert('registerType', [LoginType.phone]);
    t.deps.config.invalidate();
    const before = await snapshot(t);
    expectError(await t.call('accountRegist', { account: 'closedreg', password: PASSWORD, birthDate: ADULT }), {
      status: 403,
      errcode: 403,
      msg: 'errors.auth.registerTypeDisabled',
    });
    expect(await snapshot(t)).toEqual(before);
  });

  it('concurrent registrations of one name, in any case, create one player', async () => {
    const names = ['racer', 'racer', 'Racer', 'RACER', 'rAcEr'];
    const results = await Promise.all(names.map((account) => t.call('accountRegist', { account, password: PASSWORD, birthDate: ADULT })));
    expect(results.filter((r) => r.body.errcode === 0)).toHaveLength(1);
    for (const r of results.filter((x) => x.body.errcode !== 0)) {
      expectError(r, { status: 409, errcode: 409, field: 'account', msg: 'errors.auth.accountExists' });
    }
    const rows = (await t.deps.db.select().from(schema.users)).filter((u) => u.account.toLowerCase() === 'racer');
    expect(rows).toHaveLength(1);
    expect(await coinOf(t, rows[0]!.id)).toBe(5000);
  });
});

describe('accountLoginSms2: sign in or register with an SMS code', () => {
  const t = useTestServer();

  it('registers a new player when birthDate is given: no password, welcome coin', async () => {
    const mobile = mobileNo(10);
    const code = await sendCode(t, mobile, AuthMode.loginAndRegister);
    const body = expectOk(await t.call('accountLoginSms2', { mobile, code, birthDate: ADULT }));
    expect(body.isNew).toBe(true);
    expect(expectOk(await t.call('refreshData', {}, { token: body.token }))).toMatchObject({ coin: 5000, hasPassword: false });
    expect(await userById(t, body.userId)).toMatchObject({ mobile: norm(mobile), passwordHash: null, accountType: LoginType.phone });
  });

  it('without birthDate answers 400 field birthDate without spending the code; the same code then works', async () => {
    const mobile = mobileNo(11);
    const code = await sendCode(t, mobile, AuthMode.loginAndRegister);
    const before = await userCount(t);
    expectError(await t.call('accountLoginSms2', { mobile, code }), { status: 400, errcode: 400, field: 'birthDate', msg: 'errors.fieldRequired' });
    expect(await userCount(t)).toBe(before);
    expect((await latestCodeRow(t, mobile, AuthMode.loginAndRegister))?.consumedAt).toBeNull();
    const body = expectOk(await t.call('accountLoginSms2', { mobile, code, birthDate: ADULT }));
    expect(body.isNew).toBe(true);
    expect(await userCount(t)).toBe(before + 1);
    expect((await latestCodeRow(t, mobile, AuthMode.loginAndRegister))?.consumedAt).not.toBeNull();
  });

  it('signs in an existing player (birthDate not needed) without crediting anything', async () => {
    const demoId = (await userByMobile(t, t.demo.mobile))!.id;
    const code = await sendCode(t, t.demo.mobile, AuthMode.loginAndRegister);
    const body = expectOk(await t.call('accountLoginSms2', { mobile: t.demo.mobile, code }));
    expect(body).toMatchObject({ isNew: false, userId: demoId });
    expect(await coinOf(t, demoId)).toBe(105000);
  });

  it('refuses a new number while phone registration is off (code kept); an existing player still signs in', async () => {
    await appConfigRepo(t.deps.db).upsert('registerType', [LoginType.account]);
    t.deps.config.invalidate();
    const mobile = mobileNo(13);
    const code = await sendCode(t, mobile, AuthMode.loginAndRegister);
    const before = await userCount(t);
    expectError(await t.call('accountLoginSms2', { mobile, code, birthDate: ADULT }), { status: 403, errcode: 403, msg: 'errors.auth.registerTypeDisabled' });
    expect(await userCount(t)).toBe(before);
    expect((await latestCodeRow(t, mobile, AuthMode.loginAndRegister))?.consumedAt).toBeNull();
    const demoCode = await sendCode(t, t.demo.mobile, AuthMode.loginAndRegister);
    expect(expectOk(await t.call('accountLoginSms2', { mobile: t.demo.mobile, code: demoCode })).isNew).toBe(false);
  });

  it('an unknown invite code creates nobody and keeps the code', async () => {
    const mobile = mobileNo(12);
    const code = await sendCode(t, mobile, AuthMode.loginAndRegister);
    expectError(await t.call('accountLoginSms2', { mobile, code, birthDate: ADULT, inviteCode: 'NOSUCHCD' }), {
      status: 400,
      errcode: 400,
      field: 'inviteCode',
      msg: 'errors.auth.invalidInviter',
    });
    expect(await userByMobile(t, mobile)).toBeUndefined();
    const row = await t.deps.db
      .select()
      .from(schema.smsCodes)
      .where(and(eq(schema.smsCodes.mobile, norm(mobile)), eq(schema.smsCodes.purpose, AuthMode.loginAndRegister)));
    expect(row[0]?.consumedAt).toBeNull();
    expectOk(await t.call('accountLoginSms2', { mobile, code, birthDate: ADULT }));
  });
});

describe('sign-ups per address', () => {
  const t = useTestServer();

  it('20 new players an hour from one address; the 21st is refused and gets no coins; other addresses and the next hour work', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 20; i++) {
      expectOk(await t.call('accountRegist', { account: `farm${i}`, password: PASSWORD, birthDate: ADULT }, { ip }));
    }
    const usersBefore = await userCount(t);
    expectError(await t.call('accountRegist', { account: 'farm20', password: PASSWORD, birthDate: ADULT }, { ip }), {
      status: 429,
      errcode: 429,
      msg: 'errors.auth.registrationLimit',
    });
    const mobile = mobileNo(7000);
    const code = await sendCode(t, mobile, AuthMode.register, { ip: '203.0.113.8' });
    expectError(await t.call('accountRegist4', { mobile, code, password: PASSWORD, birthDate: ADULT }, { ip }), {
      status: 429,
      errcode: 429,
      msg: 'errors.auth.registrationLimit',
    });
    expect((await latestCodeRow(t, mobile, AuthMode.register))?.consumedAt).toBeNull();
    expect(await userCount(t)).toBe(usersBefore);
    expectOk(await t.call('accountRegist', { account: 'elsewhere', password: PASSWORD, birthDate: ADULT }, { ip: '203.0.113.9' }));
    t.advance(61 * 60 * 1000);
    expectOk(await t.call('accountRegist', { account: 'farm20', password: PASSWORD, birthDate: ADULT }, { ip }));
  });
});
