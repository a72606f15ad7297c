import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets at rest that the server must read back (operators' TOTP secrets, players' unrevealed fair
 * server seeds): AES-256-GCM under a key from outside the database, so a copy of the database (a
 * backup, a read-only leak) gives none of them away. A sealed value is `v1.<iv>.<ciphertext>.<tag>`
 * (base64url; a fresh 96-bit IV each time), bound by additional data to the row it belongs to, so a
 * sealed value copied into another row does not open.
 *
 * One setting can key several uses: `sealKeyFrom(setting, purpose)` derives an independent 32-byte key
 * per purpose (HKDF-SHA-256), so a key of one use opens nothing of another.
 */
export interface Sealer {
  seal(binding: string, secret: string): string;
  /** The secret; throws when the value was sealed under another key, for another binding, or altered. */
  open(binding: string, sealed: string): string;
}

const VERSION = 'v1';
const b64 = (bytes: Buffer) => bytes.toString('base64url');

/** A value sealed by this file (anything else is not). */
export const isSealedValue = (value: string): boolean => value.startsWith(`${VERSION}.`);

/** The AES key of one purpose from a setting (any secret of 32+ characters, e.g. `openssl rand -hex 32`). */
export function sealKeyFrom(setting: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', setting, 'swerte', purpose, 32));
}

export function sealer(key: Buffer): Sealer {
  if (key.length !== 32) throw new Error('a sealing key is 32 bytes');
  return {
    seal(binding, secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(binding));
      const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [VERSION, b64(iv), b64(data), b64(cipher.getAuthTag())].join('.');
    },
    open(binding, sealed) {
      const [version, iv, data, tag, ...rest] = sealed.split('.');
      if (version !== VERSION || !iv || data === undefined || !tag || rest.length) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(binding));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
