import { describe, expect, it } from 'vitest';
import { parseTrustProxy, readHttpEnv } from './http.ts';

describe('TRUST_PROXY', () => {
  it('unset, empty or 0 trusts nobody', () => {
    for (const value of [undefined, '', '  ', '0']) expect(parseTrustProxy(value)).toBe(false);
  });

  it('takes IP addresses and CIDR ranges, v4 and v6', () => {
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(parseTrustProxy('::1,fd00::/8,192.168.1.1/32')).toEqual(['::1', 'fd00::/8', '192.168.1.1/32']);
  });

  it('refuses a hop count, saying to list the proxies instead', () => {
    for (const value of ['1', '2', '10']) expect(() => parseTrustProxy(value)).toThrow(/hop count.*list the proxies/);
  });

  it('refuses anything that is not an address or range, naming it', () => {
    for (const value of ['true', 'loopback', 'proxy.internal', '10.0.0.0/255.0.0.0', '10.0.0.0/33', '::1/129', '10.0.0.1/8/1', '300.1.1.1', '10.0.0.1,', '-1', '1.5']) {
      expect(() => parseTrustProxy(value), value).toThrow(/TRUST_PROXY/);
    }
    expect(() => parseTrustProxy('127.0.0.1,loopback')).toThrow(/"loopback"/);
  });
});

describe('PUBLIC_URL and ALLOWED_ORIGINS', () => {
  it('are read as origins', () => {
    const env = readHttpEnv({ PUBLIC_URL: 'https://Swerte.ph/app/', ALLOWED_ORIGINS: 'https://m.swerte.ph/, capacitor://localhost' });
    expect(env).toEqual({ trustProxy: false, publicOrigin: 'https://swerte.ph', allowedOrigins: ['https://m.swerte.ph', 'capacitor://localhost'] });
    expect(readHttpEnv({})).toEqual({ trustProxy: false, publicOrigin: undefined, allowedOrigins: [] });
  });

  it('refuse what is not a URL, or not http(s) for PUBLIC_URL', () => {
    expect(() => readHttpEnv({ PUBLIC_URL: 'swerte.ph' })).toThrow(/PUBLIC_URL/);
    expect(() => readHttpEnv({ PUBLIC_URL: 'ftp://swerte.ph' })).toThrow(/PUBLIC_URL/);
    expect(() => readHttpEnv({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
  });
});
