import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Operators' TOTP secrets at rest: AES-256-GCM (node:crypto) under a key from outside the database,
 * SWERTE_TOTP_KEY (docs/production.md; development generates one in DATA_DIR), so a copy of the
 * database (a backup, a read-only leak) does not give away every operator's second factor. A sealed
 * value is `v1.<iv>.<ciphertext>.<tag>` (base64url; a fresh 96-bit IV each time), bound to its
 * operator's id (additional data), so a sealed secret copied into another operator's row does not open.
 */
export interface TotpSealer {
  seal(operatorId: number, secret: string): string;
  /** The base32 secret; throws when the value was sealed under another key, for another row, or altered. */
  open(operatorId: number, sealed: string): string;
}

const VERSION = 'v1';
const b64 = (bytes: Buffer) => bytes.toString('base64url');
const aad = (operatorId: number) => Buffer.from(`operators.totp_secret:${operatorId}`);

/** A value as sealed by this file (anything else in the column is a plaintext secret from before). */
export const isSealed = (value: string): boolean => value.startsWith(`${VERSION}.`);

/** The AES key from the setting (any secret of 32+ characters, e.g. `openssl rand -hex 32`): HKDF-SHA-256. */
export function totpKeyFrom(setting: string): Buffer {
  return Buffer.from(hkdfSync('sha256', setting, 'swerte', 'console totp secrets v1', 32));
}

export function totpSealer(key: Buffer): TotpSealer {
  if (key.length !== 32) throw new Error('a TOTP sealing key is 32 bytes');
  return {
    seal(operatorId, secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad(operatorId));
      const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [VERSION, b64(iv), b64(data), b64(cipher.getAuthTag())].join('.');
    },
    open(operatorId, sealed) {
      const [version, iv, data, tag, ...rest] = sealed.split('.');
      if (version !== VERSION || !iv || data === undefined || !tag || rest.length) throw new Error('not a sealed TOTP secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(aad(operatorId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** Where no key was given (an app built without one: API tests that never sign in): every use throws. */
export const noTotpKey: TotpSealer = {
  seal() {
    throw new Error('no SWERTE_TOTP_KEY: this app was built without a TOTP sealing key');
  },
  open() {
    throw new Error('no SWERTE_TOTP_KEY: this app was built without a TOTP sealing key');
  },
};
