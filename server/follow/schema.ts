import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

/** The brand's official channels (docs/follow.md), the console's one list in `sort` order. */
export const followChannels = pgTable('follow_channels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  icon: text('icon').notNull(),
  sort: integer('sort').notNull(),
});

/**
 * Codes an operator publishes on a channel (docs/follow.md): `code` normalised (upper case, no spaces
 * or dashes) and unique, valid in [starts_at, ends_at) unless withdrawn, paying `reward_coin`
 * hundredths once per player through the rewards engine.
 */
export const followCodes = pgTable(
  'follow_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    channelId: integer('channel_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    rewardCoin: bigint('reward_coin', { mode: 'number' }).notNull(),
    wagering: integer('wagering').notNull().default(0),
    withdrawn: boolean('withdrawn').notNull().default(false),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('follow_codes_code').on(t.code), check('follow_codes_window', sql`${t.endsAt} > ${t.startsAt}`), check('follow_codes_reward', sql`${t.rewardCoin} > 0`)],
);

/** One player's claim of one code (the primary key makes it once), with the grant that paid it. */
export const followClaims = pgTable(
  'follow_claims',
  {
    codeId: integer('code_id')
      .notNull()
      .references(() => followCodes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    grantId: integer('grant_id').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.userId] }), index('follow_claims_user_idx').on(t.userId, t.claimedAt)],
);

/**
 * Wrong codes a player entered (docs/follow.md "Guessing"): counted over a sliding window before each
 * claim, so guessing stops after a few misses whichever process answers. Pruned as they age.
 */
export const followMisses = pgTable(
  'follow_misses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('follow_misses_user_idx').on(t.userId, t.at)],
);
