import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

// The push area's tables (docs/push.md): the browsers' subscriptions, the player's choices, and the
// outbox a background loop delivers from after the writing transaction has committed.
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A browser's Web Push subscription (PushSubscription.toJSON()), one per player and device. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    deviceId: text('device_id').notNull(),
    /** The push service's URL for this browser: unique, so a browser handed to another player moves with them. */
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The app's language when subscribing: the notification's texts (the service worker's) follow it. */
    lang: text('lang').notNull().default('en-PH'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint), uniqueIndex('push_subscriptions_device_unique').on(t.userId, t.deviceId)],
);

/** The player's choices: off until they turn it on from the profile. */
export const pushPreferences = pgTable('push_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  enabled: boolean('enabled').notNull().default(false),
  mail: boolean('mail').notNull().default(true),
  show: boolean('show').notNull().default(true),
  withdrawal: boolean('withdrawal').notNull().default(true),
  quietOn: boolean('quiet_on').notNull().default(false),
  /** "HH:MM", Manila time. */
  quietFrom: text('quiet_from').notNull().default('22:00'),
  quietTo: text('quiet_to').notNull().default('08:00'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One notification for one subscription, written in the transaction of what it tells (notify), sent
 * after the commit by the delivery loop (deliver.ts): retried with a growing wait, given up after
 * rules' attempts; deleted with its subscription.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** What the service worker shows: { kind, params, url, lang, tag }. */
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When it is next due (a retry's wait, quiet hours' end, or a claim's lease). */
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    /** Seconds the push service keeps it for an offline browser. */
    ttl: integer('ttl').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Given up: the push service refused it for good, or every retry failed. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('push_outbox_due_idx').on(t.nextAt).where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`), index('push_outbox_user_idx').on(t.userId, t.createdAt)],
);
