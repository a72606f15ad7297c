import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a per-address limit counts against. An IPv4 address is itself; an IPv6 address is its
 * /64 network (`2001:db8:1:2::/64`), because one subscriber line or host is handed a whole /64 and
 * can pick any address inside it: keying on the exact address would give an attacker 2^64 fresh
 * counters. An IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, what a dual-stack socket reports) is
 * the IPv4 address. Anything else (an empty or odd value) is kept as given, so it still gets a
 * counter of its own.
 */
export function addressKey(ip: string): string {
  const bare = ip.trim().toLowerCase().replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return ip;
  const groups = expandIPv6(bare);
  if (groups.slice(0, 5).every((g) => g === '0000') && groups[5] === 'ffff') {
    const [hi, lo] = [parseInt(groups[6]!, 16), parseInt(groups[7]!, 16)];
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail becomes two groups). */
function expandIPv6(ip: string): string[] {
  let text = ip;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array.from({ length: missing }, () => '0'), ...right].map((g) => g.padStart(4, '0'));
}
