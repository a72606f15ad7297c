import { describe, expect, it } from 'vitest';
import { AuthMode } from '../../contract/index.ts';
import { rules } from '../../server/config/rules.ts';
import * as schema from '../../server/tables.ts';
import { useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, latestCodeRow, mobileNo, norm, sendCode } from './helpers.ts';

// Issue 16, "SMS as a weapon": a stranger must not be able to block a player's SMS sign-in and
// reset, nor burn the code the player just received; the caps hold under parallel bursts; IPv6
// addresses count by their /64. The numbers are rules.sms (docs/api.md, "SMS abuse", explains them).

const SEC = 1000;
const HOUR = 3600 * SEC;
const VICTIM_IP = '203.0.113.10';
const STRANGER_IP = '198.51.100.66';
const wrong = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
const smsSend = (t: TestServer, mobile: string, type: number, ip: string) => t.call('smsSend', { mobile, type }, { ip });
const codeRows = async (t: TestServer) => (await t.deps.db.select().from(schema.smsCodes)).length;

describe('sending codes: a stranger cannot block a number', () => {
  const t = useTestServer();

  it('ten smsSend calls from one stranger: three reach the number, the player still gets a code and signs in', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await smsSend(t, t.demo.mobile, i % 2 ? AuthMode.forget : AuthMode.loginAndRegister, STRANGER_IP);
      answers.push(res.body.errcode === 0 ? 'sent' : res.body.msg);
      t.advance(61 * SEC);
    }
    expect(answers.filter((a) => a === 'sent')).toHaveLength(rules.sms.perMobilePerAddressPerHour);
    expect(new Set(answers.filter((a) => a !== 'sent'))).toEqual(new Set(['errors.sms.numberLimit']));
    const code = await sendCode(t, t.demo.mobile, AuthMode.loginAndRegister, { ip: VICTIM_IP });
    expectOk(await t.call('accountLoginSms', { mobile: t.demo.mobile, code }, { ip: VICTIM_IP }));
    const reset = await sendCode(t, t.demo.mobile, AuthMode.forget, { ip: VICTIM_IP });
    expectOk(await t.call('forgetPassword', { mobile: t.demo.mobile, code: reset, password: 'BrandNew99' }, { ip: VICTIM_IP }));
  });

  it('one stranger reaches a number at most 6 times in 24 hours; the number itself stays reachable', async () => {
    const mobile = mobileNo(1);
    let sent = 0;
    for (let hour = 0; hour < 4; hour++) {
      for (let i = 0; i < 3; i++) {
        const res = await smsSend(t, mobile, [AuthMode.register, AuthMode.bind, AuthMode.loginAndRegister][i]!, STRANGER_IP);
        if (res.body.errcode === 0) sent++;
        else expectError(res, { status: 429, errcode: 429, msg: 'errors.sms.dailyLimit' });
      }
      t.advance(HOUR);
    }
    expect(sent).toBe(rules.sms.perMobilePerAddressPerDay);
    await sendCode(t, mobile, AuthMode.register, { ip: VICTIM_IP });
    t.advance(24 * HOUR);
    await sendCode(t, mobile, AuthMode.loginAndRegister, { ip: STRANGER_IP });
  });

  it('a number takes 30 codes a day from every requester together, then → errors.sms.dailyLimit until the day has passed', async () => {
    const mobile = mobileNo(2);
    const purposes = [AuthMode.register, AuthMode.bind, AuthMode.loginAndRegister];
    for (let i = 0; i < rules.sms.perMobilePerDay; i++) {
      await sendCode(t, mobile, purposes[i % 3]!, { ip: `10.20.0.${i}` });
      t.advance(i % 10 === 9 ? HOUR : 61 * SEC);
    }
    expectError(await smsSend(t, mobile, AuthMode.register, '10.20.1.1'), { status: 429, errcode: 429, msg: 'errors.sms.dailyLimit' });
    t.advance(24 * HOUR);
    await sendCode(t, mobile, AuthMode.register, { ip: '10.20.1.1' });
  });

  it('every address of one IPv6 /64 is one requester, for one number and for all numbers', async () => {
    const mobile = mobileNo(3);
    for (let i = 1; i <= 3; i++) {
      await sendCode(t, mobile, [AuthMode.register, AuthMode.bind, AuthMode.loginAndRegister][i - 1]!, { ip: `2001:db8:1:2::${i}` });
    }
    t.advance(61 * SEC);
    expectError(await smsSend(t, mobile, AuthMode.register, '2001:db8:1:2:ffff::9'), { status: 429, errcode: 429, msg: 'errors.sms.numberLimit' });
    await sendCode(t, mobile, AuthMode.register, { ip: '2001:db8:1:3::1' });

    for (let i = 0; i < rules.sms.perAddressPerHour - 3; i++) await sendCode(t, mobileNo(100 + i), AuthMode.register, { ip: `2001:db8:1:2::${i.toString(16)}:1` });
    expectError(await smsSend(t, mobileNo(200), AuthMode.register, '2001:db8:1:2:abcd:ef01:2345:6789'), { status: 429, errcode: 429, msg: 'errors.sms.addressLimit' });
    await sendCode(t, mobileNo(200), AuthMode.register, { ip: '2001:db8:1:4::1' });
  });
});

describe('sending codes: caps hold under a parallel burst', () => {
  const t = useTestServer();

  it('50 parallel sends from one address to 50 numbers: exactly 30 codes go out', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => smsSend(t, mobileNo(300 + i), AuthMode.register, '192.0.2.50')));
    expect(results.filter((r) => r.body.errcode === 0)).toHaveLength(rules.sms.perAddressPerHour);
    for (const r of results.filter((x) => x.body.errcode !== 0)) expectError(r, { status: 429, errcode: 429, msg: 'errors.sms.addressLimit' });
    expect(t.outbox.messages).toHaveLength(rules.sms.perAddressPerHour);
    expect(await codeRows(t)).toBe(rules.sms.perAddressPerHour);
  });

  it('50 parallel sends for one number and purpose from 50 addresses: one code', async () => {
    const mobile = mobileNo(400);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => smsSend(t, mobile, AuthMode.register, `192.0.2.${i + 1}`)));
    expect(results.filter((r) => r.body.errcode === 0)).toHaveLength(1);
    for (const r of results.filter((x) => x.body.errcode !== 0)) expectError(r, { status: 429, errcode: 429, msg: 'errors.sms.cooldown' });
    expect(t.outbox.messages).toHaveLength(1);
  });

  it('a number one code short of its hourly cap, then 50 parallel sends from 50 addresses: exactly one more', async () => {
    const mobile = mobileNo(401);
    const purposes = [AuthMode.register, AuthMode.bind, AuthMode.loginAndRegister];
    for (let i = 0; i < rules.sms.perMobilePerHour - 1; i++) {
      await sendCode(t, mobile, purposes[i % 3]!, { ip: `192.0.2.${100 + i}` });
      t.advance(61 * SEC);
    }
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => smsSend(t, mobile, purposes[i % 3]!, `198.18.0.${i + 1}`)));
    expect(results.filter((r) => r.body.errcode === 0)).toHaveLength(1);
    expect(t.outbox.messages.filter((m) => m.mobile === norm(mobile))).toHaveLength(rules.sms.perMobilePerHour);
  });
});

describe('checking codes: guesses count per (code, address)', () => {
  const t = useTestServer();

  it("a stranger's wrong guesses do not burn the code the player just received", async () => {
    const code = await sendCode(t, t.demo.mobile, AuthMode.loginAndRegister, { ip: VICTIM_IP });
    for (let i = 1; i <= rules.sms.attemptsPerAddress; i++) {
      expectError(await t.call('accountLoginSms', { mobile: t.demo.mobile, code: wrong(code, i) }, { ip: STRANGER_IP }), {
        status: 400,
        errcode: 400,
        msg: 'errors.sms.codeInvalid',
      });
    }
    // The stranger has no guesses left, even with the right code…
    expectError(await t.call('accountLoginSms', { mobile: t.demo.mobile, code }, { ip: STRANGER_IP }), { status: 429, errcode: 429, msg: 'errors.sms.tooManyAttempts' });
    // …and the player, who mistypes once, still signs in.
    expectError(await t.call('accountLoginSms', { mobile: t.demo.mobile, code: wrong(code) }, { ip: VICTIM_IP }), { status: 400, errcode: 400 });
    expectOk(await t.call('accountLoginSms', { mobile: t.demo.mobile, code }, { ip: VICTIM_IP }));
  });

  it('other addresses share 10 guesses per code; an IPv6 /64 is one address; the requester keeps its own 5', async () => {
    const code = await sendCode(t, t.demo.mobile, AuthMode.forget, { ip: VICTIM_IP });
    const guess = (ip: string, n: number) => t.call('forgetPassword', { mobile: t.demo.mobile, code: wrong(code, n), password: 'BrandNew99' }, { ip });
    // Six addresses of one /64: five guesses between them.
    const v6 = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => guess(`2001:db8:9:9::${i}`, i)));
    expect(v6.filter((r) => r.body.msg === 'errors.sms.codeInvalid')).toHaveLength(rules.sms.attemptsPerAddress);
    for (let i = 0; i < 5; i++) await guess('198.51.100.7', 10 + i);
    // The shared pool is used up: a fresh address gets no guess at all.
    expectError(await guess('198.51.100.8', 20), { status: 429, errcode: 429, msg: 'errors.sms.tooManyAttempts' });
    expect((await latestCodeRow(t, t.demo.mobile, AuthMode.forget))!.attempts).toBe(rules.sms.attemptsByOthersPerCode);
    expectOk(await t.call('forgetPassword', { mobile: t.demo.mobile, code, password: 'BrandNew99' }, { ip: VICTIM_IP }));
  });

  it('50 strangers guessing in parallel compare at most 10 codes; the player then signs in', async () => {
    const code = await sendCode(t, t.demo.mobile, AuthMode.loginAndRegister, { ip: VICTIM_IP });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.call('accountLoginSms', { mobile: t.demo.mobile, code: wrong(code, i + 1) }, { ip: `198.18.1.${i + 1}` })),
    );
    expect(results.filter((r) => r.body.msg === 'errors.sms.codeInvalid').length).toBeLessThanOrEqual(rules.sms.attemptsByOthersPerCode);
    for (const r of results) expect([400, 429]).toContain(r.body.errcode);
    expect((await latestCodeRow(t, t.demo.mobile, AuthMode.loginAndRegister))!.attempts).toBe(rules.sms.attemptsByOthersPerCode);
    expectOk(await t.call('accountLoginSms', { mobile: t.demo.mobile, code }, { ip: VICTIM_IP }));
  });
});
