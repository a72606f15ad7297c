import { isSealedValue, sealer, sealKeyFrom } from '../config/seal.ts';

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

const aad = (operatorId: number) => `operators.totp_secret:${operatorId}`;

/** A value as sealed by this file (anything else in the column is a plaintext secret from before). */
export const isSealed = isSealedValue;

/** The AES key from the setting (any secret of 32+ characters, e.g. `openssl rand -hex 32`): HKDF-SHA-256. */
export const totpKeyFrom = (setting: string): Buffer => sealKeyFrom(setting, 'console totp secrets v1');

/** The kernel's AES-256-GCM sealer (config/seal.ts), bound to the operator's id. */
export function totpSealer(key: Buffer): TotpSealer {
  if (key.length !== 32) throw new Error('a TOTP sealing key is 32 bytes');
  const inner = sealer(key);
  return {
    seal: (operatorId, secret) => inner.seal(aad(operatorId), secret),
    open(operatorId, sealed) {
      if (!isSealedValue(sealed)) throw new Error('not a sealed TOTP secret');
      return inner.open(aad(operatorId), sealed);
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
