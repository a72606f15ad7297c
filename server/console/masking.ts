import type { ConsoleRole } from '../../contract/ops/index.ts';

/**
 * What support reads of a player's contact details (docs/console.md "Players"): enough to tell a
 * caller's number and network apart, not to copy them. The other roles read them whole.
 */
const MASK = '•••';

/** Whether this role reads masked mobiles and addresses. */
export const readsMasked = (role: ConsoleRole | string) => role === 'support';

/** 639171234567 (as stored) → "0917•••4567"; another form keeps its first and last 4 characters; '' stays ''. */
export function maskMobile(mobile: string): string {
  if (!mobile) return '';
  const local = /^639\d{9}$/.test(mobile) ? `0${mobile.slice(2)}` : mobile;
  return local.length <= 8 ? MASK : `${local.slice(0, 4)}${MASK}${local.slice(-4)}`;
}

/** 203.177.12.34 → "203.177.•••.•••" (the network, not the host); IPv6 keeps its first two groups. */
export function maskAddress(address: string): string {
  if (!address) return '';
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/i.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${MASK}.${MASK}`;
  const groups = address.split(':').filter(Boolean);
  return groups.length >= 2 ? `${groups[0]}:${groups[1]}:${MASK}` : MASK;
}
