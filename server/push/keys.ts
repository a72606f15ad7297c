import webpush from 'web-push';

/**
 * The VAPID keys this server signs its pushes with (RFC 8292): the public one is what browsers
 * subscribe with, so it must not change while subscriptions live. Production gives them from the
 * environment (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY(_FILE), VAPID_SUBJECT: server/config/env.ts refuses to
 * start without them); development keeps a pair in DATA_DIR/vapid.json (server/start.ts). A process
 * never configured (the server tests) makes one pair for itself on first use.
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push services may reach the operator at. */
  subject: string;
}

let keys: VapidKeys | undefined;

export function configurePush(given: VapidKeys): void {
  keys = given;
}

export function vapidKeys(): VapidKeys {
  keys ??= { ...webpush.generateVAPIDKeys(), subject: 'mailto:push@swerte.invalid' };
  return keys;
}

/** A new pair (development's first start). */
export const newVapidKeys = (): Omit<VapidKeys, 'subject'> => webpush.generateVAPIDKeys();
