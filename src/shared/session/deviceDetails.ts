// Sent with getAfterLoginInfoWeb at every sign-in, so it rides in the lobby's first load: kept apart from
// shared/platform (the download page's detection), which the lobby does not need. The bridge's type is
// declared there (SwerteAndroidBridge, a global).
/**
 * What getAfterLoginInfoWeb records about this device (spec §3: phoneInfo, deviceModel, messagingToken):
 * the wrapper's answers when it has them, else what the browser says of itself. Read at sign-in only.
 */
export function deviceDetails(win: Pick<Window, 'SwerteAndroid'> | undefined = typeof window === 'undefined' ? undefined : window, userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent) {
  const bridge = win?.SwerteAndroid;
  // An older or broken wrapper may lack a method or throw from it: the browser's own answer stands then.
  const ask = (read: (() => string) | undefined, max: number) => {
    try {
      return read?.call(bridge).trim().slice(0, max) || undefined;
    } catch {
      return undefined;
    }
  };
  // "Linux; Android 14; Pixel 7 Build/…" → "Pixel 7" (Chrome on Android names the model there).
  const model = ask(bridge?.getDeviceModel, 128) ?? /Android [\d.]+; (?:[a-z]{2}[-_][A-Za-z]{2}; )?([^;)]+?)(?: Build\/|\))/.exec(userAgent)?.[1];
  const token = ask(bridge?.getMessagingToken, 512);
  return { phoneInfo: userAgent.slice(0, 256), ...(model ? { deviceModel: model.slice(0, 128) } : {}), ...(token ? { messagingToken: token } : {}) };
}
