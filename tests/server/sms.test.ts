import { usersRepo } from '../../server/db/users-repo.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AuthMode } from '../../contract/index.ts';
import { rules } from '../../server/config/rules.ts';
import { checkSmsCode } from '../../server/auth/sms-codes.ts';
import { smsCodeAttempts } from '../../server/tables.ts';
import { useTestServer } from './harness.ts';
import {
  ADULT,
  PASSWORD,
  demoUser,
  expectError,
  expectOk,
  latestCodeRow,
  mobileNo,
  norm,
  registerAccount,
  registerBySms,
  sendCode,
  snapshot,
  userById,
  userByMobile,
  stepUp,
  stepUpBySms,
} from './helpers.ts';

const SEC = 1000;
const MIN = 60 * SEC;
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('smsSend / smsSendV2', () => {
  const t = useTestServer();

  it.each(['smsSend', 'smsSendV2'] as const)('%s sends a 6-digit code to the outbox and says how long it lasts', async (path) => {
    const mobile = mobileNo(1);
    const res = await t.call(path, { mobile, type: AuthMode.register, ...(path === 'smsSendV2' ? { deviceId: 'dev-1' } : {}) });
    expect(expectOk(res)).toMatchObject({ cooldownSeconds: 60, expiresIn: 300, codeLength: 6 });
    expect(t.outbox.messages).toHaveLength(1);
    const message = t.outbox.messages[0]!;
    expect(message).toMatchObject({ mobile: norm(mobile), purpose: AuthMode.register });
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.text).toContain(message.code);
    // Only a hash of the code is stored.
    const row = await latestCodeRow(t, mobile, AuthMode.register);
    expect(JSON.stringify(row)).not.toContain(`"${message.code}"`);
  });

  it('a resend within 60 s → 429 errors.sms.cooldown with params.seconds; after the cooldown a new code replaces the old', async () => {
    const mobile = mobileNo(2);
    const first = await sendCode(t, mobile);
    expectError(await t.call('smsSend', { mobile, type: AuthMode.register }), { status: 429, errcode: 429, msg: 'errors.sms.cooldown', params: { seconds: 60 } });
    t.advance(45 * SEC);
    expectError(await t.call('smsSendV2', { mobile: `+63${mobile.slice(1)}`, type: AuthMode.register }), {
      status: 429,
      errcode: 429,
      msg: 'errors.sms.cooldown',
      params: { seconds: 15 },
    });
    expect(t.outbox.messages).toHaveLength(1);
    // The cooldown is per purpose: a login code can still be sent.
    await sendCode(t, mobile, AuthMode.loginAndRegister);
    t.advance(15 * SEC);
    const second = await sendCode(t, mobile);
    if (second !== first) {
      expectError(await t.call('accountRegist4', { mobile, code: first, password: PASSWORD, birthDate: ADULT }), {
        status: 400,
        errcode: 400,
        field: 'code',
        msg: 'errors.sms.codeInvalid',
      });
    }
    expectOk(await t.call('accountRegist4', { mobile, code: second, password: PASSWORD, birthDate: ADULT }));
  });

  it('at most 10 codes per mobile per hour (all purposes, every address) → 429 errors.sms.numberLimit, nothing sent', async () => {
    const mobile = mobileNo(3);
    // Three per address an hour (sms-abuse.test.ts), so ten take four addresses.
    for (let i = 0; i < 10; i++) {
      await sendCode(t, mobile, i % 2 ? AuthMode.register : AuthMode.loginAndRegister, { ip: `10.3.0.${Math.floor(i / 3)}` });
      t.advance(61 * SEC);
    }
    const before = await snapshot(t);
    expectError(await t.call('smsSend', { mobile, type: AuthMode.register }, { ip: '10.3.1.1' }), { status: 429, errcode: 429, msg: 'errors.sms.numberLimit' });
    expectError(await t.call('smsSendV2', { mobile, type: AuthMode.bind }, { ip: '10.3.1.2' }), { status: 429, errcode: 429, msg: 'errors.sms.numberLimit' });
    expect(await snapshot(t)).toEqual(before);
    // Another number is not affected; the first is again an hour after its first code.
    await sendCode(t, mobileNo(4));
    t.advance(3600 * SEC - 10 * 61 * SEC + SEC);
    await sendCode(t, mobile, AuthMode.register, { ip: '10.3.1.1' });
  });

  it('at most 30 codes per address per hour; another address still works', async () => {
    for (let i = 0; i < 30; i++) await sendCode(t, mobileNo(100 + i), AuthMode.register, { ip: '10.1.1.1' });
    const before = await snapshot(t);
    expectError(await t.call('smsSend', { mobile: mobileNo(200), type: AuthMode.register }, { ip: '10.1.1.1' }), {
      status: 429,
      errcode: 429,
      msg: 'errors.sms.addressLimit',
    });
    expect(await snapshot(t)).toEqual(before);
    await sendCode(t, mobileNo(200), AuthMode.register, { ip: '10.1.1.2' });
  });

  it('register for a registered mobile, forget for an unknown one, bind for a taken one: a code like any other (issue 26)', async () => {
    // Whether the number has an account shows at the step that checks the code (auth-enumeration.test.ts).
    for (const [mobile, type] of [
      [t.demo.mobile, AuthMode.register],
      [mobileNo(5), AuthMode.forget],
      [t.demo.mobile, AuthMode.bind],
    ] as const) {
      expect(expectOk(await t.call('smsSend', { mobile, type }))).toMatchObject({ cooldownSeconds: 60, expiresIn: 300, codeLength: 6 });
      expect(t.outbox.messages.at(-1)).toMatchObject({ mobile: norm(mobile), purpose: type });
    }
  });

  it('refuses malformed numbers and modes with 400 naming the field, nothing sent', async () => {
    const before = await snapshot(t);
    for (const mobile of ['0917000000', '091700000011', '08170000001', '+63917000000a', '+1 555 0100', '', '９１７']) {
      expectError(await t.call('smsSend', { mobile, type: AuthMode.register }), { status: 400, errcode: 400, field: 'mobile' });
    }
    for (const type of [4, -1, 0.5, '0', null]) {
      expectError(await t.call('smsSend', { mobile: mobileNo(6), type }), { status: 400, errcode: 400, field: 'type' });
    }
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('SMS codes: expiry, attempts, single use, purpose', () => {
  const t = useTestServer();

  it('a code works until 5 minutes, then → 400 errors.sms.codeExpired, and nothing is created', async () => {
    const mobile = mobileNo(10);
    const code = await sendCode(t, mobile);
    t.advance(5 * MIN + SEC);
    const before = await snapshot(t);
    expectError(await t.call('accountRegist4', { mobile, code, password: PASSWORD, birthDate: ADULT }), {
      status: 400,
      errcode: 400,
      field: 'code',
      msg: 'errors.sms.codeExpired',
    });
    expect(await snapshot(t)).toEqual(before);

    const other = mobileNo(11);
    const fresh = await sendCode(t, other);
    t.advance(5 * MIN - 5 * SEC);
    expectOk(await t.call('accountRegist4', { mobile: other, code: fresh, password: PASSWORD, birthDate: ADULT }));
  });

  it('5 wrong attempts → errors.sms.tooManyAttempts, even for the right code; a new code starts over', async () => {
    const mobile = mobileNo(12);
    const code = await sendCode(t, mobile);
    for (let i = 0; i < 5; i++) {
      expectError(await t.call('accountRegist4', { mobile, code: otherCode(code), password: PASSWORD, birthDate: ADULT }), {
        status: 400,
        errcode: 400,
        field: 'code',
        msg: 'errors.sms.codeInvalid',
      });
    }
    const before = await snapshot(t);
    expectError(await t.call('accountRegist4', { mobile, code, password: PASSWORD, birthDate: ADULT }), {
      status: 429,
      errcode: 429,
      field: 'code',
      msg: 'errors.sms.tooManyAttempts',
    });
    expect(await snapshot(t)).toEqual(before);
    expect(await userByMobile(t, mobile)).toBeUndefined();
    t.advance(61 * SEC);
    const next = await sendCode(t, mobile);
    expectOk(await t.call('accountRegist4', { mobile, code: next, password: PASSWORD, birthDate: ADULT }));
  });

  it('4 wrong attempts, then the right code, works', async () => {
    const code = await sendCode(t, t.demo.mobile, AuthMode.loginAndRegister);
    for (let i = 0; i < 4; i++) await t.call('accountLoginSms', { mobile: t.demo.mobile, code: otherCode(code) });
    expectOk(await t.call('accountLoginSms', { mobile: t.demo.mobile, code }));
  });

  it('parallel guesses cannot compare more codes than the attempt limit', async () => {
    const code = await sendCode(t, t.demo.mobile, AuthMode.loginAndRegister);
    const guesses = Array.from({ length: 19 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    guesses.push(code);
    const results = await Promise.all(guesses.map((g) => t.call('accountLoginSms', { mobile: t.demo.mobile, code: g })));
    // Every comparison takes an attempt first (atomically), so the attempts column bounds them. (Counting
    // "code invalid" answers would not: once the right code signs in, later guesses meet a spent code.)
    expect(results.filter((r) => r.body.errcode === 0).length).toBeLessThanOrEqual(1);
    for (const r of results) expect([0, 400, 429]).toContain(r.body.errcode);
    // All from the requester's own address: its own guesses, none from the pool shared by other addresses.
    const row = (await latestCodeRow(t, t.demo.mobile, AuthMode.loginAndRegister))!;
    expect(row.attempts).toBe(0);
    const [guessed] = await t.deps.db.select().from(smsCodeAttempts).where(eq(smsCodeAttempts.codeId, row.id));
    expect(guessed).toMatchObject({ addressKey: '127.0.0.1', attempts: rules.sms.attemptsPerAddress });
  });

  it('parallel checks of one code (service level, all reads before any write) compare at most the limit', async () => {
    const mobile = norm(t.demo.mobile);
    const code = await sendCode(t, t.demo.mobile, AuthMode.forget);
    const guesses = [...Array.from({ length: 15 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')), code];
    const outcomes = await Promise.all(
      guesses.map((g) =>
        checkSmsCode(t.deps, { mobile, purpose: AuthMode.forget, code: g, ip: '127.0.0.1' }).then(
          () => 'accepted',
          (e: { msg?: string }) => e.msg,
        ),
      ),
    );
    const compared = outcomes.filter((o) => o === 'accepted' || o === 'errors.sms.codeInvalid');
    expect(compared.length).toBeLessThanOrEqual(rules.sms.attemptsPerAddress);
    expect(outcomes.filter((o) => o === 'errors.sms.tooManyAttempts').length).toBe(guesses.length - compared.length);
  });

  it('a code is single-use', async () => {
    const code = await sendCode(t, t.demo.mobile, AuthMode.loginAndRegister);
    expectOk(await t.call('accountLoginSms', { mobile: t.demo.mobile, code }));
    const before = await snapshot(t);
    expectError(await t.call('accountLoginSms', { mobile: t.demo.mobile, code }), { status: 400, errcode: 400, field: 'code', msg: 'errors.sms.codeInvalid' });
    expectError(await t.call('accountLoginSms2', { mobile: t.demo.mobile, code }), { status: 400, errcode: 400, field: 'code' });
    expect(await snapshot(t)).toEqual(before);
  });

  it('a code only works for the purpose it was sent for', async () => {
    // A register code for a number that then registers another way does not reset the password.
    const mobile = mobileNo(13);
    const registerCode = await sendCode(t, mobile, AuthMode.register);
    const { token } = await registerBySms(t, mobile);
    await stepUpBySms(t, token, mobile);
    await t.call('initPassword', { password: PASSWORD }, { token });
    expectError(await t.call('forgetPassword', { mobile, code: registerCode, password: 'NewPass456' }), {
      status: 400,
      errcode: 400,
      field: 'code',
      msg: 'errors.sms.codeInvalid',
    });
    // From another address: this one has sent this number its three codes of the hour (rules.sms).
    const forgetCode = await sendCode(t, mobile, AuthMode.forget, { ip: '10.9.8.7' });
    // The register code is still wrong once a forget code exists; the forget code does not sign in.
    expectError(await t.call('forgetPassword', { mobile, code: registerCode === forgetCode ? otherCode(forgetCode) : registerCode, password: 'NewPass456' }), {
      status: 400,
      errcode: 400,
      msg: 'errors.sms.codeInvalid',
    });
    expectError(await t.call('accountLoginSms', { mobile, code: forgetCode }), { status: 400, errcode: 400, field: 'code' });
    expect((await latestCodeRow(t, mobile, AuthMode.forget))?.consumedAt).toBeNull();
    expectOk(await t.call('forgetPassword', { mobile, code: forgetCode, password: 'NewPass456' }));
  });

  it('a code checks against the number it was sent to', async () => {
    const code = await sendCode(t, mobileNo(14));
    expectError(await t.call('accountRegist4', { mobile: mobileNo(15), code, password: PASSWORD, birthDate: ADULT }), {
      status: 400,
      errcode: 400,
      field: 'code',
      msg: 'errors.sms.codeInvalid',
    });
  });
});

describe('accountLoginSms', () => {
  const t = useTestServer();

  it('signs in a registered player with a login code', async () => {
    const demo = await demoUser(t);
    const code = await sendCode(t, '+639170000001', AuthMode.loginAndRegister);
    const body = expectOk(await t.call('accountLoginSms', { mobile: '09170000001', code }));
    expect(body).toMatchObject({ userId: demo.id, isNew: false });
    expectOk(await t.call('refreshData', {}, { token: body.token }));
  });

  it('an unknown mobile → 403 errors.auth.mobileNotRegistered and nobody is created', async () => {
    const mobile = mobileNo(20);
    const code = await sendCode(t, mobile, AuthMode.loginAndRegister);
    const before = (await snapshot(t)).counts;
    expectError(await t.call('accountLoginSms', { mobile, code }), { status: 403, errcode: 403, field: 'mobile', msg: 'errors.auth.mobileNotRegistered' });
    // Nothing but the guess itself (one of this address's tries at the code) is recorded.
    expect((await snapshot(t)).counts).toEqual({ ...before, sms_code_attempts: (before.sms_code_attempts ?? 0) + 1 });
    expect((await latestCodeRow(t, mobile, AuthMode.loginAndRegister))?.consumedAt).toBeNull();
  });

  it('a wrong or malformed code → 400 field code, no session', async () => {
    const code = await sendCode(t, t.demo.mobile, AuthMode.loginAndRegister);
    const sessions = (await snapshot(t)).counts.sessions;
    expectError(await t.call('accountLoginSms', { mobile: t.demo.mobile, code: otherCode(code) }), {
      status: 400,
      errcode: 400,
      field: 'code',
      msg: 'errors.sms.codeInvalid',
    });
    for (const bad of ['12345a', '123', '123456789', ' 123456', '']) {
      expectError(await t.call('accountLoginSms', { mobile: t.demo.mobile, code: bad }), { status: 400, errcode: 400, field: 'code' });
    }
    expect((await snapshot(t)).counts.sessions).toBe(sessions);
  });
});

describe('forgetPassword', () => {
  const t = useTestServer();

  it('changes the password and revokes every existing token', async () => {
    const tokenA = await t.loginDemo();
    const tokenB = await t.loginDemo();
    const code = await sendCode(t, t.demo.mobile, AuthMode.forget);
    expectOk(await t.call('forgetPassword', { mobile: t.demo.mobile, code, password: 'BrandNew99' }));
    for (const token of [tokenA, tokenB]) {
      expectError(await t.call('refreshData', {}, { token }), { status: 401, errcode: 401, msg: 'errors.unauthorized' });
    }
    expectError(await t.call('accountLogin', { type: 2, account: 'demo', password: t.demo.password }), {
      status: 403,
      errcode: 403,
      msg: 'errors.auth.wrongCredentials',
    });
    const fresh = expectOk(await t.call('accountLogin', { type: 3, account: t.demo.mobile, password: 'BrandNew99' }));
    expectOk(await t.call('refreshData', {}, { token: fresh.token }));
    // The code is spent.
    expectError(await t.call('forgetPassword', { mobile: t.demo.mobile, code, password: 'Another99' }), { status: 400, errcode: 400, field: 'code' });
  });

  it('a wrong code or a bad password changes nothing and keeps the code', async () => {
    const token = await t.loginDemo();
    const code = await sendCode(t, t.demo.mobile, AuthMode.forget);
    const hashBefore = (await demoUser(t)).passwordHash;
    expectError(await t.call('forgetPassword', { mobile: t.demo.mobile, code: otherCode(code), password: 'BrandNew99' }), {
      status: 400,
      errcode: 400,
      field: 'code',
      msg: 'errors.sms.codeInvalid',
    });
    for (const password of ['1234567', 'x'.repeat(129)]) {
      expectError(await t.call('forgetPassword', { mobile: t.demo.mobile, code, password }), {
        status: 400,
        errcode: 400,
        field: 'password',
        msg: 'errors.fieldLength',
        params: { min: 8, max: 128 },
      });
    }
    expect((await demoUser(t)).passwordHash).toBe(hashBefore);
    expectOk(await t.call('refreshData', {}, { token }));
    expect((await latestCodeRow(t, t.demo.mobile, AuthMode.forget))?.consumedAt).toBeNull();
    expectOk(await t.call('forgetPassword', { mobile: t.demo.mobile, code, password: 'BrandNew99' }));
  });

  it('clears the sign-in challenge and waits: the player signs in with the new password at once', async () => {
    for (let i = 0; i < 3; i++) await t.call('accountLogin', { type: 2, account: 'demo', password: 'wrong-guess' });
    expectError(await t.call('accountLogin', { type: 3, account: t.demo.mobile, password: t.demo.password }), { status: 403, errcode: 403, msg: 'errors.auth.signinChallenge' });
    const code = await sendCode(t, t.demo.mobile, AuthMode.forget);
    expectOk(await t.call('forgetPassword', { mobile: t.demo.mobile, code, password: 'BrandNew99' }));
    expectOk(await t.call('accountLogin', { type: 2, account: 'demo', password: 'BrandNew99' }));
    expectOk(await t.call('accountLogin', { type: 3, account: t.demo.mobile, password: 'BrandNew99' }));
  });

  it('an unknown mobile gets the same 400 errors.sms.codeInvalid as a registered one with a made-up code (issue 16)', async () => {
    const before = await snapshot(t);
    for (const mobile of [mobileNo(30), t.demo.mobile]) {
      const res = await t.call('forgetPassword', { mobile, code: '123456', password: 'BrandNew99' });
      expectError(res, { status: 400, errcode: 400, field: 'code', msg: 'errors.sms.codeInvalid' });
      expect(Object.keys(res.body).sort()).toEqual(['errcode', 'field', 'msg', 'requestId']);
    }
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('initPassword', () => {
  const t = useTestServer();

  it('a player registered by SMS sets a password once; the second time → 409', async () => {
    const mobile = mobileNo(40);
    const { token, userId } = await registerBySms(t, mobile);
    expect(expectOk(await t.call('refreshData', {}, { token })).hasPassword).toBe(false);
    // A password is a new way in: a token alone cannot add one (issue 16).
    expectError(await t.call('initPassword', { password: PASSWORD }, { token }), { status: 403, errcode: 403, msg: 'errors.security.stepUpRequired' });
    expect((await userById(t, userId)).passwordHash).toBeNull();
    await stepUpBySms(t, token, mobile);

    expectError(await t.call('initPassword', { password: '1234567' }, { token }), {
      status: 400,
      errcode: 400,
      field: 'password',
      msg: 'errors.fieldLength',
      params: { min: 8, max: 128 },
    });
    expect((await userById(t, userId)).passwordHash).toBeNull();

    expectOk(await t.call('initPassword', { password: PASSWORD }, { token }));
    expect(expectOk(await t.call('refreshData', {}, { token })).hasPassword).toBe(true);
    expectOk(await t.call('accountLogin', { type: 3, account: mobile, password: PASSWORD }));

    const hash = (await userById(t, userId)).passwordHash;
    expectError(await t.call('initPassword', { password: 'Another99' }, { token }), {
      status: 409,
      errcode: 409,
      msg: 'errors.auth.passwordAlreadySet',
    });
    expect((await userById(t, userId)).passwordHash).toBe(hash);
  });

  it('two tabs setting a first password at once: one wins, the other gets 409', async () => {
    const mobile = mobileNo(41);
    const { token, userId } = await registerBySms(t, mobile);
    await stepUpBySms(t, token, mobile);
    const results = await Promise.all(['FirstTab11', 'SecondTab22'].map((password) => t.call('initPassword', { password }, { token })));
    const winners = results.filter((r) => r.body.errcode === 0);
    expect(winners).toHaveLength(1);
    const loser = results.find((r) => r.body.errcode !== 0)!;
    expectError(loser, { status: 409, errcode: 409, msg: 'errors.auth.passwordAlreadySet' });
    // The password that was reported as set is the one that works.
    const won = results[0]!.body.errcode === 0 ? 'FirstTab11' : 'SecondTab22';
    expect(expectOk(await t.call('accountLogin', { type: 3, account: mobile, password: won })).userId).toBe(userId);
  });

  it('a player who already has a password → 409', async () => {
    const token = await t.loginDemo();
    const hash = (await demoUser(t)).passwordHash;
    expectError(await t.call('initPassword', { password: 'Another99' }, { token }), { status: 409, errcode: 409, msg: 'errors.auth.passwordAlreadySet' });
    expect((await demoUser(t)).passwordHash).toBe(hash);
  });
});

describe('bindAccount', () => {
  const t = useTestServer();

  it('links a mobile to an account-registered player', async () => {
    const { token, userId } = await registerAccount(t, 'binder');
    await stepUp(t, token);
    const mobile = '+639181234567';
    const code = await sendCode(t, mobile, AuthMode.bind);
    expect(expectOk(await t.call('bindAccount', { mobile, code }, { token }))).toMatchObject({ mobile: '09181234567' });
    expect((await userById(t, userId)).mobile).toBe('639181234567');
    expect(expectOk(await t.call('getAfterLoginInfoWeb', {}, { token })).userInfo.mobile).toBe('09181234567');
    // The number now signs in with the account's password, and can no longer register (told once the code is proven).
    expect(expectOk(await t.call('accountLogin', { type: 3, account: '09181234567', password: PASSWORD })).userId).toBe(userId);
    const registerCode = await sendCode(t, mobile, AuthMode.register);
    expectError(await t.call('accountRegist4', { mobile, code: registerCode, password: PASSWORD, birthDate: ADULT }), { status: 409, errcode: 409, msg: 'errors.auth.mobileExists' });
  });

  it('a taken mobile with its right code → 409 errors.auth.mobileAlreadyBound, nothing changes but the guess; the code stays unspent', async () => {
    const { token } = await registerAccount(t, 'binder');
    await stepUp(t, token);
    const code = await sendCode(t, t.demo.mobile, AuthMode.bind);
    const before = (await snapshot(t)).counts;
    expectError(await t.call('bindAccount', { mobile: t.demo.mobile, code }, { token }), {
      status: 409,
      errcode: 409,
      field: 'mobile',
      msg: 'errors.auth.mobileAlreadyBound',
    });
    expect((await snapshot(t)).counts).toEqual({ ...before, sms_code_attempts: (before.sms_code_attempts ?? 0) + 1 });
    expect((await latestCodeRow(t, t.demo.mobile, AuthMode.bind))?.consumedAt).toBeNull();
  });

  it('a player who already has a mobile → 409; a wrong code → 400; nothing changes', async () => {
    const demoToken = await t.loginDemo();
    const mobile = mobileNo(50);
    const code = await sendCode(t, mobile, AuthMode.bind);
    const before = await snapshot(t);
    expectError(await t.call('bindAccount', { mobile, code }, { token: demoToken }), { status: 409, errcode: 409, msg: 'errors.auth.mobileAlreadyBound' });
    expect(await snapshot(t)).toEqual(before);

    const { token, userId } = await registerAccount(t, 'binder');

    await stepUp(t, token);
    expectError(await t.call('bindAccount', { mobile, code: otherCode(code) }, { token }), {
      status: 400,
      errcode: 400,
      field: 'code',
      msg: 'errors.sms.codeInvalid',
    });
    expect((await userById(t, userId)).mobile).toBeNull();
    // A code for another purpose does not bind.
    const loginCode = await sendCode(t, mobile, AuthMode.loginAndRegister);
    expectError(await t.call('bindAccount', { mobile, code: loginCode }, { token }), { status: 400, errcode: 400, field: 'code' });
    expect((await userById(t, userId)).mobile).toBeNull();
    expectOk(await t.call('bindAccount', { mobile, code }, { token }));
  });

  it('one player racing to bind two numbers: one is bound, the other gets 409', async () => {
    const { token, userId } = await registerAccount(t, 'twotabs');
    await stepUp(t, token);
    const [m1, m2] = [mobileNo(62), mobileNo(63)];
    const codes = [await sendCode(t, m1, AuthMode.bind), await sendCode(t, m2, AuthMode.bind)];
    const results = await Promise.all([m1, m2].map((mobile, i) => t.call('bindAccount', { mobile, code: codes[i] }, { token })));
    expect(results.filter((r) => r.body.errcode === 0)).toHaveLength(1);
    const loser = results.find((r) => r.body.errcode !== 0)!;
    expectError(loser, { status: 409, errcode: 409, msg: 'errors.auth.mobileAlreadyBound' });
    const bound = results[0]!.body.errcode === 0 ? m1 : m2;
    expect((await userById(t, userId)).mobile).toBe(norm(bound));
    // The loser's code was not spent.
    const loserMobile = bound === m1 ? m2 : m1;
    expect((await latestCodeRow(t, loserMobile, AuthMode.bind))?.consumedAt).toBeNull();
  });

  it('binding a number while it is being registered: never a 500, one owner', async () => {
    const { token, userId } = await registerAccount(t, 'binder2');
    await stepUp(t, token);
    const mobile = mobileNo(64);
    const bindCode = await sendCode(t, mobile, AuthMode.bind);
    const registerCode = await sendCode(t, mobile, AuthMode.register);
    const [bind, reg] = await Promise.all([
      t.call('bindAccount', { mobile, code: bindCode }, { token }),
      t.call('accountRegist4', { mobile, code: registerCode, password: PASSWORD, birthDate: ADULT }),
    ]);
    for (const r of [bind, reg]) expect(r.status, JSON.stringify(r.body)).toBeLessThan(500);
    expect([bind.body.errcode, reg.body.errcode].filter((c) => c === 0)).toHaveLength(1);
    const owner = await userByMobile(t, mobile);
    expect(owner!.id === userId).toBe(bind.body.errcode === 0);
  });

  it('a number registered between the bind\'s check and its update is a 409, not a 500 (the unique index refuses the update)', async () => {
    // The race above, made certain: the interleaving it hits only now and then (seen once on CI, 2026-12-07).
    const binder = await registerAccount(t, 'binder3');
    const mobile = mobileNo(65);
    const registered = await t.call('accountRegist4', { mobile, code: await sendCode(t, mobile, AuthMode.register), password: PASSWORD, birthDate: ADULT });
    expect(registered.body.errcode).toBe(0);
    expect(await usersRepo(t.deps.db).setMobileIfUnset(binder.userId, norm(mobile))).toBe(false);
    expect((await userById(t, binder.userId)).mobile).toBeNull();
  });

  it('two players racing to bind one number with its code: one wins', async () => {
    const a = await registerAccount(t, 'racera');
    const b = await registerAccount(t, 'racerb');
    for (const p of [a, b]) await stepUp(t, p.token);
    const mobile = mobileNo(61);
    const code = await sendCode(t, mobile, AuthMode.bind);
    const results = await Promise.all([a, b].map((p) => t.call('bindAccount', { mobile, code }, { token: p.token })));
    expect(results.filter((r) => r.body.errcode === 0)).toHaveLength(1);
    for (const r of results) expect(r.status).toBeLessThan(500);
    const owners = [await userById(t, a.userId), await userById(t, b.userId)].filter((u) => u.mobile === norm(mobile));
    expect(owners).toHaveLength(1);
  });
});
