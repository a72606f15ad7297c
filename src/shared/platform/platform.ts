/**
 * Where the app runs (spec §6): inside the native Android wrapper, as an installed PWA, on iOS, or
 * in a plain browser tab. The wrapper's side of the contract is in README.md beside this file.
 */

/** The bridge the Android wrapper may inject. Every method is optional: older wrappers lack some. */
export interface SwerteAndroidBridge {
  getDeviceId?: () => string;
  openExternal?: (url: string) => void;
  getAppVersion?: () => string;
  /** The wrapper's own push token (Firebase Cloud Messaging), sent as `messagingToken` (docs/push.md). */
  getMessagingToken?: () => string;
  /** The phone's make and model, e.g. "samsung SM-A546E", sent as `deviceModel`. */
  getDeviceModel?: () => string;
  /** Opens Android's share sheet with the invite link (features/agents/share.ts; README.md). */
  share?: (title: string, text: string, url: string) => void;
}

declare global {
  interface Window {
    SwerteAndroid?: SwerteAndroidBridge;
  }
  interface Navigator {
    /** iOS Safari's own flag for a page opened from the home screen. */
    standalone?: boolean;
  }
}

export const WRAPPER_UA_TOKEN = 'SwerteApp/';

/** What detection reads; tests pass their own. */
export interface PlatformProbe {
  userAgent: string;
  maxTouchPoints: number;
  platform: string;
  standalone: boolean;
  displayModeStandalone: boolean;
  hasBridge: boolean;
}

export function browserProbe(): PlatformProbe {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const win = typeof window === 'undefined' ? undefined : window;
  return {
    userAgent: nav?.userAgent ?? '',
    maxTouchPoints: nav?.maxTouchPoints ?? 0,
    platform: nav?.platform ?? '',
    standalone: nav?.standalone === true,
    displayModeStandalone: Boolean(win?.matchMedia?.('(display-mode: standalone)').matches),
    hasBridge: Boolean(win?.SwerteAndroid),
  };
}

export function isNativeWrapper(probe: PlatformProbe = browserProbe()): boolean {
  return probe.hasBridge || probe.userAgent.includes(WRAPPER_UA_TOKEN);
}

export function isInstalledPwa(probe: PlatformProbe = browserProbe()): boolean {
  return probe.displayModeStandalone || probe.standalone;
}

export function isIos(probe: PlatformProbe = browserProbe()): boolean {
  if (/iPhone|iPad|iPod/.test(probe.userAgent)) return true;
  // iPadOS 13+ reports itself as a Mac; touch points give it away.
  return probe.platform === 'MacIntel' && probe.maxTouchPoints > 1;
}

export function isAndroid(probe: PlatformProbe = browserProbe()): boolean {
  return /Android/i.test(probe.userAgent);
}

/** The download page and popup are for browser tabs only: the app is already installed otherwise. */
export function canOfferDownload(probe: PlatformProbe = browserProbe()): boolean {
  return !isNativeWrapper(probe) && !isInstalledPwa(probe);
}

