import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';
import { bytea } from '../kyc/index.ts';

// The player's profile beyond the users row (docs/profile.md).

/**
 * "Other user data" the player gives (appUserOther / updateAppUserOther): a contact email support may
 * write to when a reply needs more than the app (shown beside their feedback in the console).
 * `users.has_user_other` says a row with something in it exists.
 */
export const userOthers = pgTable('user_others', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  email: text('email').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Uploaded avatars: re-encoded by the KYC pipeline to a 256-pixel square JPEG, addressed by the
 * SHA-256 of those bytes (`users.avatar_other` is `/avatars/<sha256>.jpg`, docs/profile.md).
 */
export const avatarFiles = pgTable(
  'avatar_files',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('avatar_files_sha_idx').on(t.sha256), index('avatar_files_user_idx').on(t.userId, t.createdAt)],
);
