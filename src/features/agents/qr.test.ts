import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrPath, qrViewBox } from './qr.ts';

describe('QR matrix → SVG path', () => {
  it('draws each run of dark modules as one rectangle', () => {
    const matrix = [
      [true, true, false, true],
      [false, false, false, false],
      [false, true, true, true],
    ];
    expect(qrPath(matrix)).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
    expect(qrPath([[false, false]])).toBe('');
  });

  it('covers exactly the dark modules of a real code', () => {
    const { data, size } = encode('https://swerte.example/auth/register?code=ABCD2345', { ecc: 'M', border: 0 });
    const dark = data.flat().filter(Boolean).length;
    const drawn = [...qrPath(data).matchAll(/h(\d+)v1/g)].reduce((sum, match) => sum + Number(match[1]), 0);
    expect(drawn).toBe(dark);
    // The finder pattern's top-left corner is dark.
    expect(qrPath(data).startsWith('M0 0h7')).toBe(true);
    expect(qrViewBox(size)).toBe(`-4 -4 ${size + 8} ${size + 8}`);
  });
});
