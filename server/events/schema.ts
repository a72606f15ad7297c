import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

// What the app reports about itself: client events, presence and devices (the events area's tables).
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const clientEvents = pgTable(
  'client_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    deviceId: text('device_id').notNull().default(''),
    name: text('name').notNull(),
    clientTime: bigint('client_time', { mode: 'number' }).notNull(),
    page: text('page').notNull().default(''),
    params: jsonb('params'),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('client_events_created_idx').on(t.createdAt)],
);

export const presence = pgTable('presence', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  gameId: integer('game_id').notNull().default(0),
  ip: text('ip').notNull().default(''),
  lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
});

export const devices = pgTable(
  'devices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    deviceId: text('device_id').notNull(),
    deviceModel: text('device_model').notNull().default(''),
    phoneInfo: text('phone_info').notNull().default(''),
    messagingToken: text('messaging_token').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // By device too: which accounts one phone has used (one bonus per person, docs/rewards.md).
  (t) => [primaryKey({ columns: [t.userId, t.deviceId] }), index('devices_device_idx').on(t.deviceId)],
);
