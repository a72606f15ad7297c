import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AuthMode, KYC_MAX_FILE_BYTES } from '../../contract/index.ts';
import { appConfigRepo } from '../../server/app-config/repo.ts';
import * as schema from '../../server/tables.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { demoUser, expectError, expectOk, mobileNo, norm, snapshot } from './helpers.ts';
import { newPlayer } from './console-play.ts';
import { b64, cameraJpeg, smallImage } from './kyc-helpers.ts';

type T = ReturnType<typeof useTestServer>;

const setConfig = async (t: T, key: string, value: unknown) => {
  await appConfigRepo(t.deps.db).upsert(key, value);
  t.deps.config.invalidate();
};

describe(`profile (${databaseKind})`, () => {
  const t = useTestServer();

  it('an uploaded avatar becomes a 256-pixel square JPEG served at its content address; a shipped one replaces it', async () => {
    const token = await t.loginDemo();
    const info = expectOk(await t.call('uploadAvatar', { image: b64(await cameraJpeg(1200, 800)) }, { token })).userInfo;
    expect(info.avatarOther).toMatch(/^\/avatars\/[0-9a-f]{64}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: info.avatarOther });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    // Seen after a reload: the next sign-in's user info carries it.
    expect(expectOk(await t.call('getAfterLoginInfoWeb', {}, { token })).userInfo.avatarOther).toBe(info.avatarOther);
    for (const url of ['/avatars/' + '0'.repeat(64) + '.jpg', '/avatars/../kyc_files', '/avatars/x.jpg', '/avatars/' + 'A'.repeat(64) + '.jpg']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    const back = expectOk(await t.call('updateProfile', { avatar: '7' }, { token })).userInfo;
    expect(back).toMatchObject({ avatar: '7', avatarOther: '' });
  });

  it('refuses disguised, oversized and too many avatars with a translated message; nothing changes', async () => {
    const { token, userId } = await newPlayer(t, 'avatarfakes');
    const before = await snapshot(t);
    for (const bytes of [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), Buffer.from('%PDF-1.4\n'), await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } }).gif().toBuffer()]) {
      expectError(await t.call('uploadAvatar', { image: b64(bytes) }, { token }), { status: 400, errcode: 8201, field: 'image', msg: 'errors.profile.avatarFileType' });
    }
    const big = Buffer.concat([await smallImage('jpeg'), Buffer.alloc(KYC_MAX_FILE_BYTES)]);
    expectError(await t.call('uploadAvatar', { image: b64(big) }, { token }), { status: 400, errcode: 8202, msg: 'errors.profile.avatarTooLarge', params: { maxMb: 2 } });
    expect(await snapshot(t)).toEqual(before);
    for (let i = 0; i < 10; i += 1) expectOk(await t.call('uploadAvatar', { image: b64(await smallImage('png', 30 + i)) }, { token }));
    const tenth = (await t.deps.db.select().from(schema.users).where(eq(schema.users.id, userId)))[0]!.avatarOther;
    expectError(await t.call('uploadAvatar', { image: b64(await smallImage('png', 50)) }, { token }), { status: 429, errcode: 8203, params: { max: 10 } });
    expect((await t.deps.db.select().from(schema.users).where(eq(schema.users.id, userId)))[0]!.avatarOther).toBe(tenth);
  });

  it('the nickname follows lengths.nickname from config (trimmed, the limit named); success is seen after a reload', async () => {
    await setConfig(t, 'lengths', { ...(await t.deps.config.get()).config.lengths, nickname: { min: 2, max: 5 } });
    const token = await t.loginDemo();
    expectError(await t.call('updateProfile', { nickname: 'Sixsix' }, { token }), { status: 400, errcode: 400, field: 'nickname', msg: 'errors.profile.nicknameTooLong', params: { max: 5 } });
    expectError(await t.call('updateProfile', { nickname: '   ' }, { token }), { status: 400, errcode: 400, field: 'nickname', msg: 'errors.fieldLength', params: { min: 2, max: 5 } });
    expect(expectOk(await t.call('updateProfile', { nickname: ' Ana ' }, { token })).userInfo.nickname).toBe('Ana');
    expect(await demoUser(t)).toMatchObject({ nickname: 'Ana' });
  });

  it('appUserOther answers the other data; updateAppUserOther sets and removes the email (hasUserOther with it)', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const other = expectOk(await t.call('appUserOther', {}, { token })).other;
    expect(other).toEqual({ email: '', hasUserOther: false, inviteCode: demo.inviteCode, aid: 0, registerTime: demo.createdAt.getTime(), regPeriod: 0 });
    const before = await snapshot(t);
    for (const email of ['not-an-email', 'a@b', 'two words@x.ph', '@x.ph']) {
      expectError(await t.call('updateAppUserOther', { email }, { token }), { status: 400, errcode: 8205, field: 'email', msg: 'errors.profile.emailInvalid' });
    }
    expectError(await t.call('updateAppUserOther', { email: `${'a'.repeat(250)}@x.ph` }, { token }), { status: 400, errcode: 400, field: 'email', msg: 'errors.fieldTooLong' });
    expect(await snapshot(t)).toEqual(before);
    const set = expectOk(await t.call('updateAppUserOther', { email: ' juan@example.ph ' }, { token }));
    expect(set.other).toMatchObject({ email: 'juan@example.ph', hasUserOther: true });
    expect(set.userInfo.hasUserOther).toBe(true);
    expect(expectOk(await t.call('getAfterLoginInfoWeb', {}, { token })).userInfo.hasUserOther).toBe(true);
    const cleared = expectOk(await t.call('updateAppUserOther', { email: '' }, { token }));
    expect(cleared.other).toMatchObject({ email: '', hasUserOther: false });
  });

  it('preLogin2 answers the login types and SMS code length the config enables', async () => {
    expect(expectOk(await t.call('anonymous/preLogin2', {}))).toMatchObject({ loginTypes: [1, 2, 3], smsCodeLength: 6 });
    await setConfig(t, 'otpStatus', false);
    expect(expectOk(await t.call('anonymous/preLogin2', {})).loginTypes).toEqual([2, 3]);
    await setConfig(t, 'registerType', [2]);
    expect(expectOk(await t.call('anonymous/preLogin2', {})).loginTypes).toEqual([2]);
    await setConfig(t, 'otpStatus', true);
    await setConfig(t, 'registerType', [1, 2]);
    const { lengths } = (await t.deps.config.get()).config;
    await setConfig(t, 'lengths', { ...lengths, smsCode: { min: 4, max: 4 } });
    expect(expectOk(await t.call('anonymous/preLogin2', {})).smsCodeLength).toBe(4);
    // The code sent has that many digits, and a code of another length is refused by its length.
    const mobile = mobileNo(4242);
    expectOk(await t.call('smsSend', { mobile, type: AuthMode.register }));
    const code = t.outbox.lastCode(norm(mobile))!;
    expect(code).toMatch(/^\d{4}$/);
    expectError(await t.call('accountRegist4', { mobile, code: `${code}00`, password: 'Kalamansi-26', birthDate: '1990-01-01' }), { status: 400, errcode: 400, field: 'code', msg: 'errors.sms.codeInvalid' });
    expectOk(await t.call('accountRegist4', { mobile, code, password: 'Kalamansi-26', birthDate: '1990-01-01' }));
  });

  it('the sign-in identifier follows lengths.username, refused by length before any lookup', async () => {
    const { lengths } = (await t.deps.config.get()).config;
    await setConfig(t, 'lengths', { ...lengths, username: { min: 3, max: 12 } });
    expectError(await t.call('accountLogin', { type: 2, account: 'ab', password: 'whatever-1' }), { status: 400, errcode: 400, field: 'account', msg: 'errors.fieldLength', params: { min: 3, max: 12 } });
    expectError(await t.call('accountLogin', { type: 2, account: 'thirteenchars', password: 'whatever-1' }), { status: 400, errcode: 400, field: 'account', params: { min: 3, max: 12 } });
    expectOk(await t.call('accountLogin', { type: 2, account: 'demo', password: 'Swerte2026' }));
  });
});
