import { describe, expect, it } from 'vitest';
import { inAppBrowser, systemBrowserUrl } from './socialFlow.ts';

// User agents as those apps send them on Android and iOS.
const CHROME = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const MESSENGER = `${CHROME} [FB_IAB/Orca-Android;FBAV/441.0.0.30.113;]`.replace('Orca-Android', 'MESSENGER');
const FACEBOOK = `${CHROME} [FB_IAB/FB4A;FBAV/445.0.0.34.118;]`;
const INSTAGRAM = `${CHROME} Instagram 309.0.0.40.113 Android`;
const LINE_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.19.0';
const WRAPPER = `${CHROME} SwerteApp/1.4.0`;

describe('in-app browsers', () => {
  it('names the app whose embedded browser the page is in', () => {
    expect(inAppBrowser(MESSENGER)).toBe('Messenger');
    expect(inAppBrowser(FACEBOOK)).toBe('Facebook');
    expect(inAppBrowser(INSTAGRAM)).toBe('Instagram');
    expect(inAppBrowser(LINE_APP)).toBe('LINE');
  });

  it('leaves the system browser and our own wrapper alone', () => {
    expect(inAppBrowser(CHROME)).toBeNull();
    expect(inAppBrowser(WRAPPER)).toBeNull();
  });

  it('opens the same page in the system browser on Android through an intent, elsewhere the page itself', () => {
    expect(systemBrowserUrl('https://swerte.ph/auth/login?type=account', FACEBOOK)).toBe(
      'intent://swerte.ph/auth/login?type=account#Intent;scheme=https;action=android.intent.action.VIEW;end',
    );
    expect(systemBrowserUrl('https://swerte.ph/auth/login', LINE_APP)).toBe('https://swerte.ph/auth/login');
  });
});
