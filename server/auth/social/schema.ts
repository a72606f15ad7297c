import { bigserial, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema.ts';

// Sign in with Google, LINE and Facebook (docs/social.md): the linked accounts and the flows under way.

/**
 * A provider's account linked to a player. Linked by (provider, subject), the provider's own stable id
 * of the person, never by email: an email can change hands or be unverified at the provider. One
 * account a provider a player (unbinding first to link another).
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** SocialType: facebook 3, line 4, google 5. */
    provider: smallint('provider').notNull(),
    /** The provider's subject: Google `sub`, LINE `sub` (the user id), Facebook's app-scoped user id. */
    subject: text('subject').notNull(),
    /** The name the provider gave at the last sign-in (shown in the member area). */
    name: text('name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('social_accounts_subject').on(t.provider, t.subject), uniqueIndex('social_accounts_user_provider').on(t.userId, t.provider)],
);

/**
 * A sign-in under way, or a new social player waiting for their birth date. `kind` 'start': the state
 * (lookup key, hashed), the nonce (hashed: compared with the ID token's) and the PKCE challenge (the
 * S256 hash of the verifier the app holds) issued by socialStart; 'pending': a verified identity the
 * app answers with a birth date (the ticket, hashed). Each row is used once (deleted when used) and
 * expires (rules in social/rules.ts); nothing here is a secret in the clear.
 */
export const socialFlows = pgTable(
  'social_flows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    provider: smallint('provider').notNull(),
    /** sha256 of the state (start) or of the ticket (pending). */
    keyHash: text('key_hash').notNull(),
    /** sha256 of the nonce (start); '' for pending. */
    nonceHash: text('nonce_hash').notNull().default(''),
    /** base64url S256 of the PKCE verifier (start); '' for pending. */
    pkceChallenge: text('pkce_challenge').notNull().default(''),
    /** Where the provider returned the browser (the token exchange must name the same address). */
    redirectUri: text('redirect_uri').notNull().default(''),
    /** pending: the provider's subject and name. */
    subject: text('subject').notNull().default(''),
    name: text('name').notNull().default(''),
    /** A bind (signed-in player) rather than a sign-in: who started it. */
    userId: integer('user_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('social_flows_key').on(t.keyHash), index('social_flows_expires').on(t.expiresAt)],
);
