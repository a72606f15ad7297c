import type { CommonFields } from '../../contract/common.ts';
// A named JSON import keeps only `version` in the bundle, not the whole package.json.
import { version } from '../../package.json';

export type Platform = 'web' | 'pwa' | 'android';

/** The native Android wrapper runs the app in a WebView: its user agent says `; wv)`. */
export function detectPlatform(): Platform {
  const nav = globalThis.navigator as (Navigator & { standalone?: boolean }) | undefined;
  if (!nav) return 'web';
  if (/; wv\)|SwerteAndroid/i.test(nav.userAgent)) return 'android';
  const standalone = typeof globalThis.matchMedia === 'function' && globalThis.matchMedia('(display-mode: standalone)').matches;
  return standalone || nav.standalone === true ? 'pwa' : 'web';
}

/** Fields every /app/v1 body carries (spec §7); the server refuses a body without them. */
export function commonFields(): CommonFields {
  const referrer = typeof document === 'undefined' ? '' : document.referrer;
  return {
    appId: 'swerte',
    channel: 'WEB',
    clientReferrer: referrer.slice(0, 512),
    platform: detectPlatform(),
    appVersion: version,
    appWebName: 'swerte',
  };
}
