import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RewardItemView } from '../../contract/index.ts';
import { users } from '../db/schema.ts';
import { fairDraws } from '../fairness/schema.ts';

const money = (name: string) => bigint(name, { mode: 'number' });

/** A fraud signal on a referral (docs/agents.md "Fraud controls"): what was shared, and with whom. */
export interface ReferralSignal {
  kind: 'device' | 'identity' | 'payout' | 'address' | 'farm';
  /** The other accounts that share it (the inviter, or the inviter's other referees for `farm`). */
  with: number[];
}

/**
 * A referee's standing in the programme. The tree itself is `users.pid` (set at registration with an
 * invite code, or by agentFill); this row holds what the programme adds: when the binding counts from,
 * when the referee became a valid invite, and the review. Made the first time the inviter's programme
 * is read, so a registration (auth, a lower layer) needs no hook. `review`: clear → frozen (signals
 * found) → released | void (an operator's audited decision); a released referral is not frozen again.
 */
export const agentReferrals = pgTable(
  'agent_referrals',
  {
    refereeId: integer('referee_id')
      .primaryKey()
      .references(() => users.id),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id),
    /** Registration (the code at sign-up) or the agentFill. Bets before it never count. */
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull(),
    via: text('via').notNull(),
    validAt: timestamp('valid_at', { withTimezone: true }),
    review: text('review').notNull().default('clear'),
    signals: jsonb('signals').$type<ReferralSignal[]>().notNull().default([]),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('agent_referrals_inviter_idx').on(t.inviterId), index('agent_referrals_valid_idx').on(t.inviterId, t.validAt)],
);

/**
 * Visits through an invite link: one per inviter, Manila day and visitor id (the app's random id),
 * at most a few per network address (a script inventing visitor ids counts no more). Both are kept
 * only as hashes: no address is stored.
 */
export const agentClicks = pgTable(
  'agent_clicks',
  {
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id),
    day: text('day').notNull(),
    visitor: text('visitor').notNull(),
    address: text('address').notNull(),
  },
  (t) => [primaryKey({ columns: [t.inviterId, t.day, t.visitor] }), index('agent_clicks_address_idx').on(t.inviterId, t.day, t.address)],
);

/** What the programme paid (the rewards engine's grant beside it): the agent's log. One per week and kind. */
export const agentPayouts = pgTable(
  'agent_payouts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    period: text('period').notNull(),
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    /** Valid invites paid (the valid-invite bonus). */
    count: integer('count').notNull().default(0),
    grantId: integer('grant_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('agent_payouts_user_period_kind').on(t.userId, t.period, t.kind), index('agent_payouts_user_idx').on(t.userId, t.id)],
);

/** Invite spins, each drawn through the fairness module (`fair_draw_id`) and paid through the rewards engine (`grant_id`); one per request id. */
export const agentInviteSpins = pgTable(
  'agent_invite_spins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    requestId: text('request_id').notNull(),
    prizeId: integer('prize_id').notNull(),
    items: jsonb('items').$type<RewardItemView[]>().notNull(),
    fairDrawId: integer('fair_draw_id')
      .notNull()
      .references(() => fairDraws.id),
    grantId: integer('grant_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('agent_invite_spins_user_request').on(t.userId, t.requestId)],
);

/** Invite points exchanged for a prize: the points spent and what they paid; one per request id. */
export const agentInviteExchanges = pgTable(
  'agent_invite_exchanges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    requestId: text('request_id').notNull(),
    optionId: integer('option_id').notNull(),
    points: integer('points').notNull(),
    items: jsonb('items').$type<RewardItemView[]>().notNull(),
    grantId: integer('grant_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('agent_invite_exchanges_user_request').on(t.userId, t.requestId)],
);
