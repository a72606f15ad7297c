/**
 * The one place that decides how long a call may take (spec §7/§9: 10 s, 20 s on 2g, 30 s on 3g).
 * The Network Information API exists in Chromium-based browsers only; elsewhere the default holds.
 */
export const DEFAULT_TIMEOUT_MS = 10_000;
const SLOW_NETWORK_TIMEOUT_MS: Record<string, number> = {
  'slow-2g': 20_000,
  '2g': 20_000,
  '3g': 30_000,
};

interface NetworkInformationLike {
  effectiveType?: string;
}

export function requestTimeoutMs(): number {
  const connection = (globalThis.navigator as (Navigator & { connection?: NetworkInformationLike }) | undefined)?.connection;
  const type = connection?.effectiveType;
  return (type && SLOW_NETWORK_TIMEOUT_MS[type]) || DEFAULT_TIMEOUT_MS;
}
