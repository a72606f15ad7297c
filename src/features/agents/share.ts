import type { SwerteAndroidBridge } from '../../shared/platform/platform.ts';

/**
 * How the invite link leaves the phone, best first: the Android wrapper's native share sheet
 * (`SwerteAndroid.share`, src/shared/platform/README.md), the Web Share API, else nothing here (the
 * page's copy button and QR code remain). Answers how it went: 'cancelled' when the player closed
 * the share sheet (not a failure), 'unavailable' when no share exists.
 */
export type ShareOutcome = 'shared' | 'cancelled' | 'unavailable';

export interface ShareTargets {
  bridge?: Pick<SwerteAndroidBridge, 'share'>;
  share?: (data: ShareData) => Promise<void>;
}

export function browserTargets(): ShareTargets {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    bridge: typeof window === 'undefined' ? undefined : window.SwerteAndroid,
    share: nav && typeof nav.share === 'function' ? (data) => nav.share(data) : undefined,
  };
}

export const canShare = (targets: ShareTargets = browserTargets()): boolean => Boolean(targets.bridge?.share || targets.share);

export async function shareLink(title: string, text: string, url: string, targets: ShareTargets = browserTargets()): Promise<ShareOutcome> {
  if (targets.bridge?.share) {
    targets.bridge.share(title, text, url);
    return 'shared';
  }
  if (!targets.share) return 'unavailable';
  try {
    await targets.share({ title, text, url });
    return 'shared';
  } catch (error) {
    // AbortError: the player closed the sheet. Anything else (NotAllowedError…) also leaves copy and QR.
    return error instanceof Error && error.name === 'AbortError' ? 'cancelled' : 'unavailable';
  }
}
