import { describe, expect, it } from 'vitest';
import { maskAddress, maskMobile, readsMasked } from './masking.ts';

describe('what support reads of a player', () => {
  it('masks a stored mobile as 0917•••4567, and only for support', () => {
    expect(maskMobile('639171234567')).toBe('0917•••4567');
    expect(maskMobile('')).toBe('');
    expect(maskMobile('12345')).toBe('•••');
    expect(readsMasked('support')).toBe(true);
    expect(['finance', 'compliance', 'admin'].some(readsMasked)).toBe(false);
  });

  it('keeps the network of an address, not the host', () => {
    expect(maskAddress('203.177.12.34')).toBe('203.177.•••.•••');
    expect(maskAddress('::ffff:10.0.0.7')).toBe('10.0.•••.•••');
    expect(maskAddress('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:•••');
    expect(maskAddress('')).toBe('');
  });
});
