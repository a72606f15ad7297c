import sharp from 'sharp';
import type { TestServer } from './harness.ts';
import { expectOk } from './helpers.ts';

/** A photo as a phone would take it: a JPEG with EXIF (a camera name, a description standing in for GPS). */
export const cameraJpeg = (width = 2400, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'SecretPhone', ImageDescription: 'lat 14.5995 lon 120.9842' } })
    .jpeg({ quality: 80 })
    .toBuffer();

export const smallImage = (format: 'png' | 'webp' | 'jpeg', size = 40) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: 10, g: 90, b: 200 } } })
    .toFormat(format)
    .toBuffer();

export const b64 = (bytes: Buffer) => bytes.toString('base64');

/** Uploads the ID and the selfie; answers both file ids. */
export async function uploadBoth(t: TestServer, token: string) {
  const idFileId = expectOk(await t.call('uploadKyc', { kind: 'id', image: b64(await smallImage('jpeg', 200)) }, { token })).fileId as number;
  const selfieFileId = expectOk(await t.call('uploadKyc', { kind: 'selfie', image: b64(await smallImage('png', 120)) }, { token })).fileId as number;
  return { idFileId, selfieFileId };
}

export const submission = (files: { idFileId: number; selfieFileId: number }, extra: Record<string, unknown> = {}) => ({
  idType: 'philsys',
  idNumber: '1234-5678-9012-3456',
  fullName: 'Juan Dela Cruz',
  ...files,
  ...extra,
});

/** Uploads both photos and submits: answers the submission's state. */
export async function submitKyc(t: TestServer, token: string, extra: Record<string, unknown> = {}) {
  return expectOk(await t.call('addKyc', submission(await uploadBoth(t, token), extra), { token })).kyc as Record<string, unknown>;
}
