import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { KYC_MAX_FILE_BYTES } from '../../contract/index.ts';
import * as schema from '../../server/tables.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { expectError, expectOk } from './helpers.ts';
import { b64, cameraJpeg, smallImage, submitKyc, submission, uploadBoth } from './kyc-helpers.ts';
import { newPlayer } from './console-play.ts';

const upload = (t: ReturnType<typeof useTestServer>, token: string, image: Buffer | string, kind = 'id') =>
  t.call('uploadKyc', { kind, image: typeof image === 'string' ? image : b64(image) }, { token });

async function files(t: ReturnType<typeof useTestServer>) {
  return t.deps.db.select().from(schema.kycFiles);
}

describe(`KYC uploads (${databaseKind})`, () => {
  const t = useTestServer();

  it('takes JPEG, PNG and WebP and stores a fresh JPEG: no EXIF, at most 1600 px, upright', async () => {
    const { token } = await newPlayer(t, 'kycphotos');
    const id = expectOk(await upload(t, token, await cameraJpeg())).fileId;
    expectOk(await upload(t, token, await smallImage('png'), 'selfie'));
    expectOk(await upload(t, token, await smallImage('webp'), 'selfie'));
    const stored = await files(t);
    expect(stored).toHaveLength(3);
    const first = stored.find((f) => f.id === id)!;
    expect(first).toMatchObject({ mime: 'image/jpeg', width: 1600, height: 800, kind: 'id', submissionId: null });
    const meta = await sharp(first.bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(first.bytes.includes(Buffer.from('SecretPhone'))).toBe(false);
    expect(first.bytes.includes(Buffer.from('14.5995'))).toBe(false);
    for (const f of stored) expect((await sharp(f.bytes).metadata()).format).toBe('jpeg');
  });

  it('refuses other types and disguised files with 7001, storing nothing', async () => {
    const { token } = await newPlayer(t, 'kycfakes');
    const png = await smallImage('png');
    const disguised: [string, Buffer][] = [
      ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>')],
      ['html renamed .jpg', Buffer.from('<!doctype html><script>alert(1)</script>')],
      ['PNG header then garbage', Buffer.concat([png.subarray(0, 16), Buffer.from('garbage'.repeat(50))])],
      ['zip', Buffer.from('504b0304140000000800', 'hex')],
      ['gif', await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } }).gif().toBuffer()],
      ['tiff', await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } }).tiff().toBuffer()],
      ['HEIC box', Buffer.concat([Buffer.from('00000018667479706865696300000000', 'hex'), Buffer.alloc(64)])],
      ['JPEG magic then text', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg'.repeat(20))])],
      ['PDF', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n')],
    ];
    for (const [name, bytes] of disguised) {
      const res = await upload(t, token, bytes);
      expect(res.body.errcode, name).toBe(7001);
      expectError(res, { status: 400, errcode: 7001, field: 'image', msg: 'errors.kyc.fileType' });
    }
    expect(await files(t)).toHaveLength(0);
  });

  it('keeps the picture of a polyglot and drops what was appended to it', async () => {
    const { token } = await newPlayer(t, 'kycpoly');
    const payload = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from('<script>alert(1)</script>')]);
    const polyglot = Buffer.concat([await smallImage('jpeg', 64), payload]);
    const res = await upload(t, token, polyglot);
    // libvips may warn about bytes after the end marker: either the file is refused or it is re-encoded clean.
    if (res.body.errcode === 0) {
      const [stored] = await files(t);
      expect(stored!.bytes.includes(Buffer.from('<script>'))).toBe(false);
      expect(stored!.bytes.includes(Buffer.from('PK\u0003\u0004'))).toBe(false);
    } else {
      expectError(res, { status: 400, errcode: 7001 });
      expect(await files(t)).toHaveLength(0);
    }
  });

  it('refuses a file over 2 MiB with 7002 and a far larger body with 413, storing nothing', async () => {
    const { token } = await newPlayer(t, 'kycbig');
    const big = Buffer.concat([await smallImage('jpeg'), Buffer.alloc(KYC_MAX_FILE_BYTES)]);
    expectError(await upload(t, token, big), { status: 400, errcode: 7002, field: 'image', params: { maxMb: 2 } });
    const huge = 'A'.repeat(KYC_MAX_FILE_BYTES * 3);
    const res = await upload(t, token, huge);
    expect(res.status).toBe(413);
    // Every other call keeps the 64 KiB limit.
    expect((await t.call('kyc', { pad: 'x'.repeat(70 * 1024) }, { token })).status).toBe(413);
    expect(await files(t)).toHaveLength(0);
  });

  it('refuses a body that is not base64 or a kind that is not id or selfie (400), and a visitor (401)', async () => {
    const { token } = await newPlayer(t, 'kycbad');
    expectError(await upload(t, token, 'not base64!'), { status: 400, errcode: 400, field: 'image' });
    expectError(await upload(t, token, await smallImage('png'), 'passport'), { status: 400, errcode: 400, field: 'kind' });
    expectError(await t.call('uploadKyc', { kind: 'id', image: b64(await smallImage('png')) }), { status: 401, errcode: 401 });
  });

  it('caps a player at 20 uploads an hour, also in parallel', async () => {
    const { token, userId } = await newPlayer(t, 'kycflood');
    const image = b64(await smallImage('png', 8));
    const results = await Promise.all(Array.from({ length: 25 }, () => t.call('uploadKyc', { kind: 'id', image }, { token })));
    expect(results.filter((r) => r.body.errcode === 0)).toHaveLength(20);
    expect(results.filter((r) => r.body.errcode === 7007)).toHaveLength(5);
    const [row] = await t.deps.db.select({ n: count() }).from(schema.kycFiles).where(eq(schema.kycFiles.userId, userId));
    expect(row!.n).toBe(20);
    t.advance(3_600_001);
    expectOk(await t.call('uploadKyc', { kind: 'id', image }, { token }));
  });
});

describe(`KYC submissions (${databaseKind})`, () => {
  const t = useTestServer();

  it('starts at none, submits once (a second submit and 10 parallel ones are refused), and reads pending', async () => {
    const { token, userId } = await newPlayer(t, 'kycsubmit');
    expect(expectOk(await t.call('kyc', {}, { token })).kyc).toMatchObject({ status: 'none', isAddKyc: true, hasKyc: false, kycAmount: 500000, isNewUserForcePopKyc: false, rejectReason: '' });
    const filesA = await uploadBoth(t, token);
    const filesB = await uploadBoth(t, token);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => t.call('addKyc', submission(i % 2 ? filesA : filesB), { token })));
    expect(results.filter((r) => r.body.errcode === 0)).toHaveLength(1);
    for (const r of results.filter((x) => x.body.errcode !== 0)) expect([7003, 7005]).toContain(r.body.errcode);
    expectError(await t.call('addKyc', submission(filesA), { token }), { status: 409, errcode: 7003 });
    const subs = await t.deps.db.select().from(schema.kycSubmissions).where(eq(schema.kycSubmissions.userId, userId));
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ status: 'pending', idNumber: '1234-5678-9012-3456', fullName: 'Juan Dela Cruz' });
    expect(expectOk(await t.call('kyc', {}, { token })).kyc).toMatchObject({ status: 'pending', isAddKyc: false });
    expect(expectOk(await t.call('queryKycResult', {}, { token }))).toMatchObject({ status: 'pending', rejectReason: '', decidedAt: null });
  });

  it("refuses another player's file, a selfie given as the ID, and an unknown id (7005 naming the field)", async () => {
    const a = await newPlayer(t, 'kycowner', '10.1.0.1');
    const b = await newPlayer(t, 'kycthief', '10.1.0.2');
    const mine = await uploadBoth(t, a.token);
    const theirs = await uploadBoth(t, b.token);
    expectError(await t.call('addKyc', submission({ ...mine, idFileId: theirs.idFileId }), { token: a.token }), { status: 400, errcode: 7005, field: 'idFileId' });
    expectError(await t.call('addKyc', submission({ idFileId: mine.selfieFileId, selfieFileId: mine.idFileId }), { token: a.token }), { status: 400, errcode: 7005, field: 'idFileId' });
    expectError(await t.call('addKyc', submission({ ...mine, selfieFileId: 999_999 }), { token: a.token }), { status: 400, errcode: 7005, field: 'selfieFileId' });
    expectError(await t.call('addKyc', submission(mine, { idNumber: '<script>' }), { token: a.token }), { status: 400, errcode: 400, field: 'idNumber' });
    expectError(await t.call('addKyc', submission(mine, { idType: 'library-card' }), { token: a.token }), { status: 400, errcode: 400, field: 'idType' });
    expect(await t.deps.db.select().from(schema.kycSubmissions)).toHaveLength(0);
    expectOk(await t.call('addKyc', submission(mine), { token: a.token }));
  });

  it('shows the forced popup flag from config', async () => {
    const { token } = await newPlayer(t, 'kycpopup');
    await t.deps.db.insert(schema.appConfig).values({ key: 'isNewUserForcePopKyc', value: true }).onConflictDoUpdate({ target: schema.appConfig.key, set: { value: true } });
    t.deps.config.invalidate();
    expect(expectOk(await t.call('kyc', {}, { token })).kyc).toMatchObject({ isNewUserForcePopKyc: true });
    await submitKyc(t, token);
  });
});
