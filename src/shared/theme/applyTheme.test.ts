import { describe, expect, it } from 'vitest';
import { safeThemeEntries, themeViewIdFrom } from './applyTheme.ts';

describe('theme variables', () => {
  it('keeps plain custom properties', () => {
    expect(safeThemeEntries({ '--color-bg': '#0f1020', '--color-primary': 'rgb(245 183 0)' })).toEqual([
      ['--color-bg', '#0f1020'],
      ['--color-primary', 'rgb(245 183 0)'],
    ]);
  });

  it('drops anything that could inject CSS or is not a custom property', () => {
    expect(
      safeThemeEntries({
        color: 'red',
        '--x': 'red; background: url(https://evil.example)',
        '--y': '} body { display: none',
        '--z': 42,
        '--ok-1': 'blue',
      }),
    ).toEqual([['--ok-1', 'blue']]);
  });
});

describe('theme preview id', () => {
  it('reads a positive themeViewId from the address', () => {
    expect(themeViewIdFrom('?themeViewId=2')).toBe(2);
    expect(themeViewIdFrom('?a=1&themeViewId=15')).toBe(15);
  });

  it('ignores a missing, zero or malformed id', () => {
    expect(themeViewIdFrom('')).toBeNull();
    expect(themeViewIdFrom('?themeViewId=0')).toBeNull();
    expect(themeViewIdFrom('?themeViewId=2x')).toBeNull();
    expect(themeViewIdFrom('?themeViewId=-1')).toBeNull();
  });
});
