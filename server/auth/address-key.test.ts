import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.ts';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys every address of one IPv6 /64 the same, whatever its spelling', () => {
    const key = '2001:db8:1:2::/64';
    for (const ip of ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:a:b:c:d', '2001:db8:1:2::1%eth0']) {
      expect(addressKey(ip)).toBe(key);
    }
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1')).toBe('fe80:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('keeps anything that is not an address as given', () => {
    expect(addressKey('')).toBe('');
    expect(addressKey('unknown')).toBe('unknown');
  });
});
