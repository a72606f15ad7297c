import { describe, expect, it } from 'vitest';
import { AuthMode, LoginType } from '../../contract/index.ts';
import { createPlayer, hashPassword } from '../../server/auth/index.ts';
import { useTestServer } from './harness.ts';
import { ADULT, PASSWORD, demoUser, expectError, expectOk, mobileNo, registerBySms, sendCode, snapshot, stepUpBySms, userCount } from './helpers.ts';

// New passwords follow ASVS 2.1 (contract/password-policy.ts, server/auth/password-policy.ts):
// 8–128 characters, anything goes, not the account or the mobile, not a common breached password.
describe('the password policy for new passwords', () => {
  const t = useTestServer();
  const register = (account: string, password: string) => t.call('accountRegist', { account, password, birthDate: ADULT });

  it('too short (7) or too long (129) → 400 naming the range; 8, 64 and 128 characters are fine', async () => {
    const before = await snapshot(t);
    for (const password of ['Tq8#vLm', 'p'.repeat(129)]) {
      expectError(await register('lengthy', password), { status: 400, errcode: 400, field: 'password', msg: 'errors.fieldLength', params: { min: 8, max: 128 } });
    }
    expect(await snapshot(t)).toEqual(before);
    expectOk(await register('eightchars', 'Tq8#vLm2'));
    expectOk(await register('sixtyfour', 'k'.repeat(64)));
    expectOk(await register('longest', 'Ř'.repeat(128)));
    expectOk(await t.call('accountLogin', { type: 2, account: 'longest', password: 'Ř'.repeat(128) }));
  });

  it('every character is allowed, with no composition rules: spaces, emoji, all lower case', async () => {
    for (const [account, password] of [
      ['spaces', 'correct horse battery staple'],
      ['emoji', 'sampaguita 🌼 sa umaga'],
      ['lower', 'walangkapantay'],
    ]) {
      expectOk(await register(account!, password!));
      expectOk(await t.call('accountLogin', { type: 2, account, password }));
    }
  });

  it('a common breached password is refused, whatever its case', async () => {
    const before = await userCount(t);
    for (const password of ['password1', 'PASSWORD1', 'qwertyuiop', '1qaz2wsx', 'iloveyou', '12345678']) {
      expectError(await register('breached', password), { status: 400, errcode: 400, field: 'password', msg: 'errors.auth.passwordBreached' });
    }
    expect(await userCount(t)).toBe(before);
    expectOk(await register('breached', 'Kalamansi-26'));
    expect(await userCount(t)).toBe(before + 1);
  });

  it('a password containing the account name (any case) or the mobile number (any form) is refused', async () => {
    for (const password of ['maria_88-rocks', 'MARIA_88pass', 'xxmaria_88xx']) {
      expectError(await register('Maria_88', password), { status: 400, errcode: 400, field: 'password', msg: 'errors.auth.passwordHasAccount' });
    }
    const mobile = mobileNo(77);
    const code = await sendCode(t, mobile, AuthMode.register);
    for (const password of [`pw${mobile}`, `+63${mobile.slice(1)}!`, `${mobile.slice(1)}abc`]) {
      expectError(await t.call('accountRegist4', { mobile, code, password, birthDate: ADULT }), {
        status: 400,
        errcode: 400,
        field: 'password',
        msg: 'errors.auth.passwordHasMobile',
      });
    }
    expectOk(await t.call('accountRegist4', { mobile, code, password: PASSWORD, birthDate: ADULT }));
  });

  it('reset (forgetPassword) and first password (initPassword) follow it too', async () => {
    const code = await sendCode(t, t.demo.mobile, AuthMode.forget);
    const hashBefore = (await demoUser(t)).passwordHash;
    for (const [password, msg] of [
      ['demo-2026-x', 'errors.auth.passwordHasAccount'],
      ['09170000001x', 'errors.auth.passwordHasMobile'],
      ['football', 'errors.auth.passwordBreached'],
      ['short', 'errors.fieldLength'],
    ] as const) {
      expectError(await t.call('forgetPassword', { mobile: t.demo.mobile, code, password }), { status: 400, errcode: 400, field: 'password', msg });
    }
    expect((await demoUser(t)).passwordHash).toBe(hashBefore);
    expectOk(await t.call('forgetPassword', { mobile: t.demo.mobile, code, password: 'Bagong-Pasword-26' }));

    const { token } = await registerBySms(t, mobileNo(78));
    await stepUpBySms(t, token, mobileNo(78)); // a first password needs the step-up grant
    expectError(await t.call('initPassword', { password: `x${mobileNo(78)}` }, { token }), { status: 400, errcode: 400, field: 'password', msg: 'errors.auth.passwordHasMobile' });
    expectError(await t.call('initPassword', { password: 'sunshine' }, { token }), { status: 400, errcode: 400, field: 'password', msg: 'errors.auth.passwordBreached' });
    expectOk(await t.call('initPassword', { password: PASSWORD }, { token }));
  });

  it('a player whose older password has 6 or 7 characters still signs in', async () => {
    for (const [account, password] of [
      ['oldsix', 'ab12cd'],
      ['oldseven', 'ab12cde'],
    ]) {
      const passwordHash = await hashPassword(password!);
      await t.deps.db.transaction((tx) =>
        createPlayer(tx, { account: account!, accountType: LoginType.account, mobile: null, passwordHash, nickname: account!, birthDate: ADULT, pid: null, ip: '', welcomeCoin: 0 }),
      );
      expectOk(await t.call('accountLogin', { type: 2, account, password }));
    }
  });
});
