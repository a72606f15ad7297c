import { describe, expect, it } from 'vitest';
import { AuthMode, LoginType } from '../../contract/index.ts';
import * as schema from '../../server/tables.ts';
import { httpRestrictedPersons, parseRestrictedList } from '../../server/kyc/index.ts';
import { matches } from '../../server/kyc/ndrp/restricted.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { ADULT, expectError, expectOk, PASSWORD, registerPhone, sendCode, snapshot, userCount } from './helpers.ts';
import { submitKyc } from './kyc-helpers.ts';
import { fakeNdrpService } from './fakes/ndrp.ts';

const LISTED_MOBILE = '09171110000';
const REFUSED = { status: 403, errcode: 7006, msg: 'errors.kyc.restrictedPerson' };

describe(`restricted persons at registration and sign-in (${databaseKind})`, () => {
  const t = useTestServer();

  it('refuses every registration path of a listed number, creating nothing and spending no code', async () => {
    t.restricted.set(`# test list\n${LISTED_MOBILE}\n`);
    const before = await userCount(t);
    const code = await sendCode(t, LISTED_MOBILE);
    expectError(await t.call('accountRegist4', { mobile: LISTED_MOBILE, code, password: PASSWORD, birthDate: ADULT }), REFUSED);
    const smsCode = await sendCode(t, LISTED_MOBILE, AuthMode.loginAndRegister);
    expectError(await t.call('accountLoginSms2', { mobile: '+639171110000', code: smsCode, birthDate: ADULT }), REFUSED);
    expect(await userCount(t)).toBe(before);
    expect((await t.deps.db.select().from(schema.smsCodes)).every((c) => c.consumedAt === null)).toBe(true);
  });

  it('refuses the sign-in of a player listed after registering (password and SMS), and lets them in once delisted', async () => {
    const { userId } = await registerPhone(t, '09172220000');
    t.restricted.set('639172220000');
    const signIn = () => t.call('accountLogin', { type: LoginType.phoneNoOtp, account: '09172220000', password: PASSWORD });
    const snap = await snapshot(t);
    expectError(await signIn(), REFUSED);
    expectError(await signIn(), REFUSED);
    // Nothing written: no session, no failure counted, no sign-in event.
    expect(await snapshot(t)).toEqual(snap);
    const code = await sendCode(t, '09172220000', AuthMode.loginAndRegister);
    expectError(await t.call('accountLoginSms', { mobile: '09172220000', code }), REFUSED);
    t.restricted.set('');
    expect(expectOk(await signIn()).userId).toBe(userId);
    // The same code still works: the refusal did not spend it.
    expectOk(await t.call('accountLoginSms', { mobile: '09172220000', code }));
  });

  it('matches a KYC name with the birth date at submission and at the next sign-in (never the name alone)', async () => {
    const body = expectOk(await t.call('accountRegist', { account: 'pedro01', password: PASSWORD, birthDate: ADULT }));
    t.restricted.set(`Juan Dela Cruz | 1970-01-01\nPedro Penduko | ${ADULT}\n`);
    // A namesake with another birth date passes.
    await submitKyc(t, body.token as string, { fullName: 'Juan  dela Cruz' });
    const other = expectOk(await t.call('accountRegist', { account: 'pedro02', password: PASSWORD, birthDate: ADULT }, { ip: '10.9.0.2' }));
    const submissions = (await t.deps.db.select().from(schema.kycSubmissions)).length;
    await expect(submitKyc(t, other.token as string, { fullName: 'PEDRO PEÑDUKO' })).rejects.toThrow(/7006/);
    expect(await t.deps.db.select().from(schema.kycSubmissions)).toHaveLength(submissions);
    // Once a listed name is on file, the sign-in refuses it.
    t.restricted.set(`Juan Dela Cruz | ${ADULT}\n`);
    expectError(await t.call('accountLogin', { type: LoginType.account, account: 'pedro01', password: PASSWORD }), REFUSED);
    expectOk(await t.call('accountLogin', { type: LoginType.account, account: 'pedro02', password: PASSWORD }));
  });

  it('fails closed: a service that cannot answer refuses with 7008 and creates nothing', async () => {
    const failing = { isListed: async () => Promise.reject(new Error('down')) };
    Object.assign(t.deps, { restricted: failing });
    const before = await userCount(t);
    expectError(await t.call('accountRegist', { account: 'nocheck', password: PASSWORD, birthDate: ADULT }), { status: 409, errcode: 7008 });
    expect(await userCount(t)).toBe(before);
  });
});

describe('the restricted-persons list and adapters', () => {
  it('reads numbers in any PH form and "Name | date" lines; skips the rest', () => {
    const list = parseRestrictedList('# c\n0917 111 0000\n+639181110000\nJosé Rizal | 1861-06-19\nnot an entry\nName | 19-06-1861\n');
    expect(list.skipped).toBe(2);
    expect(matches(list, { mobile: '639171110000' })).toBe(true);
    expect(matches(list, { mobile: '09181110000' })).toBe(true);
    expect(matches(list, { fullName: 'jose  rizal', birthDate: '1861-06-19' })).toBe(true);
    expect(matches(list, { fullName: 'Jose Rizal', birthDate: '1861-06-20' })).toBe(false);
    expect(matches(list, { fullName: 'Jose Rizal' })).toBe(false);
  });

  // The list file and the console's uploads: tests/server/ndrp-list.test.ts (the lists live in the database).

  it('the HTTP adapter asks the documented interface with its key, and throws on anything else', async () => {
    const fake = await fakeNdrpService({ apiKey: 'ndrp-test-key-0123456789', mobiles: ['639171110000'] });
    try {
      const adapter = httpRestrictedPersons({ apiBase: fake.url, apiKey: 'ndrp-test-key-0123456789' });
      expect(await adapter.isListed({ mobile: '639171110000', birthDate: '1990-01-01' })).toBe(true);
      expect(await adapter.isListed({ mobile: '639181110000' })).toBe(false);
      expect(fake.requests.at(-1)).toEqual({ mobile: '639181110000', fullName: null, birthDate: null });
      await expect(httpRestrictedPersons({ apiBase: fake.url, apiKey: 'wrong-key-0123456789' }).isListed({ mobile: '639171110000' })).rejects.toThrow(/401/);
      fake.failNext();
      await expect(adapter.isListed({ mobile: '639171110000' })).rejects.toThrow();
    } finally {
      await fake.close();
    }
  });
});
