import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

/**
 * The bank promotion (docs/bankpromo.md). Its terms: one row (id 1), `terms` as contract/calls/bankpromo.ts's
 * `bankPromoTermsSchema`; absent until an admin first saves them, when the defaults apply.
 */
export const bankPromoConfig = pgTable(
  'bank_promo_config',
  {
    id: integer('id').primaryKey(),
    terms: jsonb('terms').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [check('bank_promo_config_one_row', sql`${t.id} = 1`)],
);

/**
 * One row a paid bank order that got the bonus: the order number is the key, so a settlement applied
 * twice (a retried callback, reconciliation beside a callback) pays once; written with the grant in the
 * credit's transaction.
 */
export const bankPromoBonuses = pgTable(
  'bank_promo_bonuses',
  {
    orderNo: text('order_no').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    typeId: integer('type_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    bonus: bigint('bonus', { mode: 'number' }).notNull(),
    wagering: integer('wagering').notNull(),
    grantId: integer('grant_id').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('bank_promo_bonuses_user_idx').on(t.userId, t.paidAt), check('bank_promo_bonuses_bonus', sql`${t.bonus} > 0`)],
);
