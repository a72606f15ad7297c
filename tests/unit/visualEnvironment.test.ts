import { describe, expect, it } from 'vitest';
import { environmentProblems, type VisualEnvironment } from '../../tests/visual/environment.ts';

const made: VisualEnvironment = {
  chromium: '156.0.8078.79',
  fonts: [{ file: 'assets/fonts/noto-sans-latin.woff2', sha256: 'a'.repeat(64) }],
  fontRendering: 'antialias=True hinting=True hintstyle=1',
};

describe('the visual baselines\' environment check', () => {
  it('accepts the same Chromium major (a patch release does not move pixels) and the same fonts', () => {
    expect(environmentProblems(made, { ...made, chromium: '156.0.8080.1' })).toEqual([]);
    // A machine without fc-match cannot say how it renders: no false alarm.
    expect(environmentProblems(made, { ...made, fontRendering: 'unknown (no fc-match: install fontconfig)' })).toEqual([]);
  });

  it('names a new Chromium, a changed font file and other render settings, each with the fix', () => {
    const problems = environmentProblems(made, {
      chromium: '157.0.1.2',
      fonts: [{ file: 'assets/fonts/noto-sans-latin.woff2', sha256: 'b'.repeat(64) }],
      fontRendering: 'antialias=True hinting=True hintstyle=3',
    });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^the baselines were made with Chromium 156\.0\.8078\.79 and this is Chromium 157\.0\.1\.2: .*npm run test:visual:update/);
    expect(problems[1]).toMatch(/fontconfig on this machine renders text with "antialias=True hinting=True hintstyle=3"/);
    expect(problems[2]).toMatch(/^font file assets\/fonts\/noto-sans-latin\.woff2 changed since the baselines \(sha256 aaaaaaaaaaaa… → bbbbbbbbbbbb…\)/);
  });

  it('says when nothing was recorded, or a font came or went', () => {
    expect(environmentProblems(undefined, made)[0]).toMatch(/environment\.json is missing.*npm run test:visual:update/);
    const other = { file: 'assets/fonts/other.woff2', sha256: 'c'.repeat(64) };
    expect(environmentProblems(made, { ...made, fonts: [other] })).toEqual([
      expect.stringMatching(/^font file assets\/fonts\/other\.woff2 is new since the baselines/),
      expect.stringMatching(/^font file assets\/fonts\/noto-sans-latin\.woff2 was removed since the baselines/),
    ]);
  });
});
