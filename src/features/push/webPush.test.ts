import { describe, expect, it } from 'vitest';
import { keyBytes } from './webPush.ts';

describe('keyBytes', () => {
  it('decodes the server key (base64url, no padding) to its 65 bytes', () => {
    const key = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
    const bytes = keyBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4); // an uncompressed P-256 point
    expect(Buffer.from(bytes).toString('base64url')).toBe(key);
  });
});
