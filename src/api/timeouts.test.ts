import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMEOUT_MS, requestTimeoutMs } from './timeouts.ts';

const onNetwork = (connection: object | undefined) => vi.stubGlobal('navigator', { userAgent: 'test', connection });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requestTimeoutMs', () => {
  it('waits 20 s on 2g and slow-2g, 30 s on 3g', () => {
    onNetwork({ effectiveType: '2g' });
    expect(requestTimeoutMs()).toBe(20_000);
    onNetwork({ effectiveType: 'slow-2g' });
    expect(requestTimeoutMs()).toBe(20_000);
    onNetwork({ effectiveType: '3g' });
    expect(requestTimeoutMs()).toBe(30_000);
  });

  it('waits 10 s on 4g, on an unknown type and where the Network Information API is missing', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(10_000);
    onNetwork({ effectiveType: '4g' });
    expect(requestTimeoutMs()).toBe(10_000);
    onNetwork({ effectiveType: '5g-ish' });
    expect(requestTimeoutMs()).toBe(10_000);
    onNetwork(undefined);
    expect(requestTimeoutMs()).toBe(10_000);
    vi.stubGlobal('navigator', undefined);
    expect(requestTimeoutMs()).toBe(10_000);
  });
});
