import { describe, expect, it } from 'vitest';
import { canOfferDownload, isInstalledPwa, isIos, isNativeWrapper, type PlatformProbe } from './platform.ts';

const chromeAndroid = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const probe = (over: Partial<PlatformProbe> = {}): PlatformProbe => ({
  userAgent: chromeAndroid,
  maxTouchPoints: 5,
  platform: 'Linux armv8l',
  standalone: false,
  displayModeStandalone: false,
  hasBridge: false,
  ...over,
});

describe('platform detection', () => {
  it('a browser tab on Android may be offered the download', () => {
    expect(isNativeWrapper(probe())).toBe(false);
    expect(isInstalledPwa(probe())).toBe(false);
    expect(canOfferDownload(probe())).toBe(true);
  });

  it('the wrapper is known by its user-agent token or its bridge, and hides the download', () => {
    expect(isNativeWrapper(probe({ userAgent: `${chromeAndroid} SwerteApp/1.0` }))).toBe(true);
    expect(isNativeWrapper(probe({ hasBridge: true }))).toBe(true);
    expect(canOfferDownload(probe({ hasBridge: true }))).toBe(false);
  });

  it('an installed PWA (display-mode or iOS standalone) hides the download', () => {
    expect(canOfferDownload(probe({ displayModeStandalone: true }))).toBe(false);
    expect(canOfferDownload(probe({ standalone: true }))).toBe(false);
  });

  it('iOS: iPhone user agents and iPads that claim to be a Mac', () => {
    expect(isIos(probe({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' }))).toBe(true);
    expect(isIos(probe({ userAgent: 'Mozilla/5.0 (Macintosh)', platform: 'MacIntel', maxTouchPoints: 5 }))).toBe(true);
    expect(isIos(probe({ userAgent: 'Mozilla/5.0 (Macintosh)', platform: 'MacIntel', maxTouchPoints: 0 }))).toBe(false);
    expect(isIos(probe())).toBe(false);
  });
});
