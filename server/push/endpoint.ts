import { isLoopbackHost } from '../config/env.ts';

/**
 * The push services a subscription's endpoint may name. The endpoint comes from the player's browser,
 * and the server POSTs to it: any other address would let a caller make the server send requests
 * inside its own network. These are the services of Chrome and Android (FCM), Firefox (Mozilla autopush),
 * Edge (WNS) and Safari (Apple); development and tests also accept this machine (the local fake).
 */
const SERVICES = [/^fcm\.googleapis\.com$/, /^([a-z0-9-]+\.)*push\.services\.mozilla\.com$/, /^([a-z0-9-]+\.)*notify\.windows\.com$/, /^([a-z0-9-]+\.)*push\.apple\.com$/];

export function endpointAllowed(endpoint: string, allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowLoopback && isLoopbackHost(url.hostname) && (url.protocol === 'http:' || url.protocol === 'https:')) return true;
  return url.protocol === 'https:' && (url.port === '' || url.port === '443') && SERVICES.some((host) => host.test(url.hostname));
}
