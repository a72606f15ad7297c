import { describe, expect, it } from 'vitest';
import { fitWithin, toBase64 } from './resize.ts';

describe('the on-device resize', () => {
  it('fits the longer side within 1600 px, keeping the shape, never enlarging', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(10000, 1)).toEqual({ width: 1600, height: 1 });
  });

  it('writes base64 the server reads back, also for a photo larger than one chunk', () => {
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 7) % 256);
    expect(Buffer.from(toBase64(bytes), 'base64').equals(Buffer.from(bytes))).toBe(true);
  });
});
