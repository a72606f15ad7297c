import { boolean, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The operator's app config and themes (the app-config area's tables).

export const appConfig = pgTable('app_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const themes = pgTable('themes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  domain: text('domain').notNull().default(''),
  data: jsonb('data').notNull(),
  isActive: boolean('is_active').notNull().default(false),
});
