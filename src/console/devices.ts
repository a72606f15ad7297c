/**
 * This browser's trusted-device tokens, one per operator name (server/console/devices.ts): answered
 * by a successful sign-in and sent with the next one, so a stranger's failed sign-ins on the name (which
 * hold browsers the operator never used) do not keep the operator out of this one. In localStorage,
 * unlike the session token: it must outlive the tab. It proves nothing alone (the password and the
 * code are still asked); a forged or stale one is only ignored.
 */
const STORAGE_KEY = 'swerte.console.devices';

function read(): Record<string, string> {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function deviceToken(name: string): string | undefined {
  const token = read()[name];
  return typeof token === 'string' && token.length > 0 && token.length <= 128 ? token : undefined;
}

export function rememberDeviceToken(name: string, token: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...read(), [name]: token }));
  } catch {
    // Storage refused: this browser is simply not trusted next time.
  }
}
