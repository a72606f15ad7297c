import { describe, expect, it } from 'vitest';
import { LOCALE, localeFromCookie } from './locale.ts';

describe('localeFromCookie', () => {
  it('reads the locale cookie among others', () => {
    expect(localeFromCookie('a=1; locale=en-PH; b=2')).toBe('en-PH');
  });

  it('ignores a missing cookie or a locale the app does not speak', () => {
    expect(localeFromCookie('')).toBeNull();
    expect(localeFromCookie('locale=xx-YY')).toBeNull();
    expect(localeFromCookie('mylocale=en-PH')).toBeNull();
    expect(LOCALE).toBe('en-PH');
  });
});
