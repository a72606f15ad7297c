import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The activities the operator runs (the activity area's table).

/** Activities the operator runs (spec §3 activityMap); `type` is the ActivityId. */
export const activities = pgTable('activities', {
  id: serial('id').primaryKey(),
  type: integer('type').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  status: boolean('status').notNull().default(true),
  unloginShowStatus: boolean('unlogin_show_status').notNull().default(false),
  homeFloatShowStatus: boolean('home_float_show_status').notNull().default(false),
  imgUrl4: text('img_url4').notNull().default(''),
  popup: boolean('popup').notNull().default(false),
  /** Operator text of the popup ({ title, body }), for activities whose popup shows it. */
  popupConfig: jsonb('popup_config'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
