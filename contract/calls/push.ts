import { z } from 'zod';
import { body, ok } from '../common.ts';
import { defineCall } from '../define.ts';

/**
 * Push notifications (issue 27, docs/push.md): Web Push to the installed PWA or the browser, opted into
 * from the profile only after the player asks. A subscription is the browser's PushSubscription
 * (endpoint + keys), kept per device; the native wrapper's own token travels as `getAfterLoginInfoWeb`
 * `messagingToken`. What may be pushed is one of `pushKinds`, each switched on or off by the player;
 * nothing is pushed in the player's quiet hours (Manila time), and nothing promotional (a show starting)
 * to a protected player.
 */

/** mail: new mail in the inbox; show: a rain or live show starting (promotional); withdrawal: a withdrawal paid. */
export const pushKinds = ['mail', 'show', 'withdrawal'] as const;
export type PushKind = (typeof pushKinds)[number];

/** "HH:MM", Manila time. */
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'time' });

const kindsSchema = z.object({ mail: z.boolean(), show: z.boolean(), withdrawal: z.boolean() });
const quietSchema = z.object({
  on: z.boolean(),
  /** Start and end, Manila time; from 22:00 to 08:00 spans midnight. Equal times are refused. */
  from: clock,
  to: clock,
});

const settingsSchema = z.object({
  /** The server's VAPID public key (base64url), for PushManager.subscribe's applicationServerKey. */
  publicKey: z.string(),
  /** The player's own switch: nothing is pushed to any device while it is off. */
  enabled: z.boolean(),
  kinds: kindsSchema,
  quietHours: quietSchema,
  /** Devices (browsers) subscribed now. */
  devices: z.int().min(0),
});
export type PushSettings = z.infer<typeof settingsSchema>;

/** A push service's URL: https only (a local fake in development and tests is allowed by the server). */
const endpoint = z.string().min(10).max(1024);
/** base64url without padding, as PushSubscription.toJSON() gives it. */
const base64url = (max: number) => z.string().min(8).max(max).regex(/^[A-Za-z0-9_-]+=*$/, { message: 'key' });

export const pushCalls = {
  /** The player's push settings and the key a browser subscribes with. */
  pushSettings: defineCall({
    auth: 'user',
    body: body({}),
    response: ok(settingsSchema.shape),
  }),
  /** Keeps this browser's subscription (one per device id; a new one replaces the device's old). Turns push on. */
  pushSubscribe: defineCall({
    auth: 'user',
    body: body({
      deviceId: z.string().min(1).max(128),
      endpoint,
      keys: z.object({ p256dh: base64url(128), auth: base64url(64) }),
      /** The app's language when subscribing: the notifications' texts follow it. */
      lang: z.string().max(16).optional(),
    }),
    response: ok(settingsSchema.shape),
  }),
  /** Forgets a subscription of the player's (this browser's, when turning push off). */
  pushUnsubscribe: defineCall({
    auth: 'user',
    body: body({ endpoint }),
    response: ok(settingsSchema.shape),
  }),
  /** Saves the switch, the kinds and the quiet hours. */
  pushSaveSettings: defineCall({
    auth: 'user',
    body: body({ enabled: z.boolean(), kinds: kindsSchema, quietHours: quietSchema }),
    response: ok(settingsSchema.shape),
  }),
};
