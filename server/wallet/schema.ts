import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

// The wallet's tables: cards, withdrawals, deposit orders and the payment providers' callbacks.
const money = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Where a player's withdrawals go (the wallet's "bank cards"): an e-wallet number or a bank account.
 * Deleting one keeps the row (withdrawals point at it) and frees its number for a new card.
 */
export const userBanks = pgTable(
  'user_banks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The withdrawal channel: 1 GCash, 2 Maya, 3 bank (`WithdrawChannel`, contract/enums.ts). */
    type: integer('type').notNull(),
    /** For bank accounts, the bank (config rechargeBankMap id); 0 for e-wallets. */
    bankId: integer('bank_id').notNull().default(0),
    accountName: text('account_name').notNull(),
    accountNo: text('account_no').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('user_banks_user_idx').on(t.userId),
    uniqueIndex('user_banks_user_account_live')
      .on(t.userId, t.type, t.bankId, t.accountNo)
      .where(sql`${t.deletedAt} IS NULL`),
    // Who else pays out to this account (one bonus per person, the withdrawal desk's shared-account flag).
    index('user_banks_account_idx').on(t.accountNo),
  ],
);

/** Withdrawal requests: the money is held (ledger) when the request is made; the operator pays or rejects. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    cardId: integer('card_id')
      .notNull()
      .references(() => userBanks.id),
    /** The client's id for this request: a retry or a double tap finds the first one. */
    requestId: text('request_id').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull().default(0),
    /** pending → paid | rejected. */
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The operator who paid or rejected it (the second approver when two were needed); null while pending. */
    decidedBy: text('decided_by'),
  },
  (t) => [
    uniqueIndex('withdrawals_user_request').on(t.userId, t.requestId),
    index('withdrawals_status_idx').on(t.status, t.id),
    index('withdrawals_user_idx').on(t.userId, t.id),
    // A day's requests and payouts (the console dashboard).
    index('withdrawals_created_idx').on(t.createdAt),
    index('withdrawals_decided_idx').on(t.decidedAt),
    check('withdrawals_amount_positive', sql`${t.amount} > 0 AND ${t.fee} >= 0 AND ${t.fee} < ${t.amount}`),
  ],
);

/**
 * Deposits: an order is made when the player picks an amount, the payment provider confirms it by a
 * signed callback, and the credit happens in the same transaction that marks the order paid.
 */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: serial('id').primaryKey(),
    /** Ours, random, shown to the provider and in the return address. */
    orderNo: text('order_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The client's id for this attempt: a double tap makes one order. */
    requestId: text('request_id').notNull(),
    provider: text('provider').notNull(),
    /** The deposit channel (config rechargeTypeMap id). */
    typeId: integer('type_id').notNull(),
    amount: money('amount').notNull(),
    /** pending → paid | failed | expired. */
    status: text('status').notNull().default('pending'),
    /** The provider's id of the payment that settled the order (PayMongo: `pay_…`). */
    providerOrderId: text('provider_order_id'),
    /** The provider's id of the checkout it made for the order (PayMongo: the checkout session, `cs_…`), for polling. */
    providerRef: text('provider_ref'),
    /** The provider's id its payment events name the order by (PayMongo: the session's payment intent, `pi_…`). */
    providerIntent: text('provider_intent'),
    /** The provider's checkout page for this order; null when the gateway derives it (the sandbox). */
    payUrl: text('pay_url'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The deposit coupon the order holds (rewards' reward_props id), or null. */
    couponId: integer('coupon_id'),
    /** The coupon's bonus promised when the order was made, and the turnover multiple that locks it (config at that time). */
    bonus: money('bonus').notNull().default(0),
    bonusWagering: doublePrecision('bonus_wagering').notNull().default(0),
    /**
     * The first-deposit offer's bonus promised when the order was made with it (offers area), and its
     * turnover multiple; 0 without. Set to what was paid when the order is credited (0 if it was not the
     * player's first paid deposit, or promotions were withheld).
     */
    firstDepositBonus: money('first_deposit_bonus').notNull().default(0),
    firstDepositWagering: doublePrecision('first_deposit_wagering').notNull().default(0),
    /**
     * How the provider says it was paid (PayMongo: the payment's `source.type`: card, gcash, paymaya, …);
     * null when it does not say (the sandbox). Card money clears before it may leave by another channel.
     */
    paymentMethod: text('payment_method'),
  },
  (t) => [
    uniqueIndex('deposit_orders_user_request').on(t.userId, t.requestId),
    uniqueIndex('deposit_orders_provider_order').on(t.provider, t.providerOrderId),
    uniqueIndex('deposit_orders_provider_intent').on(t.provider, t.providerIntent),
    // The reconciler's question: this provider's unsettled orders, oldest first.
    index('deposit_orders_unsettled_idx').on(t.provider, t.status, t.createdAt),
    index('deposit_orders_user_idx').on(t.userId, t.id),
    // A day's paid deposits (the console dashboard).
    index('deposit_orders_settled_idx').on(t.settledAt),
    check('deposit_orders_amount_positive', sql`${t.amount} > 0 AND ${t.bonus} >= 0`),
    check('deposit_orders_first_deposit_bonus', sql`${t.firstDepositBonus} >= 0`),
  ],
);

/** Every callback a provider sent, accepted or not: the audit trail of who tried what. */
export const paymentCallbacks = pgTable('payment_callbacks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  provider: text('provider').notNull(),
  orderNo: text('order_no'),
  /** accepted, duplicate, or why it was refused (bad-signature, stale, unknown-order, amount-mismatch, late, …). */
  outcome: text('outcome').notNull(),
  body: text('body').notNull(),
  ip: text('ip').notNull().default(''),
  createdAt: createdAt(),
});

/**
 * The provider's webhook events we have taken, by the provider's own event id (PayMongo `evt_…`):
 * a redelivered or replayed event finds its id here and changes nothing. Written in the transaction
 * that applies the event, so an event is recorded exactly when its effect is committed.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    /** The provider's event type (checkout_session.payment.paid, payment.failed, …). */
    type: text('type').notNull(),
    orderNo: text('order_no'),
    /** What the event did the first time (accepted, duplicate, attempt-failed, ignored, late, …). */
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_events_provider_event').on(t.provider, t.eventId)],
);

/**
 * What came back out of a paid deposit (docs/payments.md "Refunds, chargebacks and card money"): a refund
 * the provider reports (`refund`, status `refunded`), or a chargeback (`dispute`: `open` → `won` | `lost`).
 * Its money left the player's coin when it was recorded (`taken`); what the coin could not cover is the
 * player's `debt` (owed until finance settles it, or cancelled when a dispute is won). While a player has
 * an open dispute or an unsettled debt, withdrawals are held (wallet/holds.ts). Once per provider reference.
 */
export const depositReversals = pgTable(
  'deposit_reversals',
  {
    id: serial('id').primaryKey(),
    /** refund | dispute. */
    kind: text('kind').notNull(),
    provider: text('provider').notNull(),
    /** The provider's reference: a refund's id (PayMongo `ref_…`), a dispute's case reference. */
    providerRef: text('provider_ref').notNull(),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: money('amount').notNull(),
    /** Taken from the player's coin: to the house (a refund) or frozen (a dispute). */
    taken: money('taken').notNull(),
    /** amount − taken: what the player's coin could not cover, owed by the player. */
    debt: money('debt').notNull(),
    /** refund: refunded; dispute: open, then won or lost. */
    status: text('status').notNull(),
    /** Finance's note, or the provider's reason. */
    note: text('note').notNull().default(''),
    /** `provider` (a webhook) or `operator:<name>`. */
    openedBy: text('opened_by').notNull(),
    createdAt: createdAt(),
    /** A dispute's outcome: when and by whom. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by'),
    /** The debt's end: settled by finance (collected from the coin, the rest written off) or cancelled by a dispute won. */
    debtSettledAt: timestamp('debt_settled_at', { withTimezone: true }),
    debtSettledBy: text('debt_settled_by'),
    debtCollected: money('debt_collected').notNull().default(0),
  },
  (t) => [
    uniqueIndex('deposit_reversals_provider_ref').on(t.provider, t.kind, t.providerRef),
    index('deposit_reversals_user_idx').on(t.userId, t.id),
    index('deposit_reversals_order_idx').on(t.orderNo),
    index('deposit_reversals_kind_idx').on(t.kind, t.status, t.id),
    check(
      'deposit_reversals_amounts',
      sql`${t.amount} > 0 AND ${t.taken} >= 0 AND ${t.debt} >= 0 AND ${t.taken} + ${t.debt} = ${t.amount} AND ${t.debtCollected} >= 0 AND ${t.debtCollected} <= ${t.debt}`,
    ),
  ],
);

/**
 * When each paid deposit's refunds were last asked of its provider (wallet/payments/refund-reconcile.ts,
 * docs/payments.md "Missed refund webhooks"): a deposit with no row was never asked. The next question
 * is due at `nextCheckAt` (sooner for a young deposit, sooner again after an error); `failures` counts
 * the errors in a row (0 after an answer), `lastError` says the latest.
 */
export const depositRefundChecks = pgTable(
  'deposit_refund_checks',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => depositOrders.id),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('deposit_refund_checks_next_idx').on(t.nextCheckAt)],
);

/**
 * Wrong safebox passwords in a row, per player (safeboxOut and exchange count them alike, docs/safebox.md):
 * a row survives a restart and is shared by every process, so the lock cannot be waited out by
 * reconnecting elsewhere. A right password, or a reset by SMS, clears it.
 */
export const safeboxAttempts = pgTable('safebox_attempts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** Wrong passwords in a row. */
  failures: integer('failures').notNull().default(0),
  /**
   * Passwords being compared right now (argon2 takes a while): failures + pending never passes the limit,
   * so a burst of parallel guesses cannot compare more than the guesses left. Forgotten after a minute
   * (`pendingAt`), should a process die mid-comparison.
   */
  pending: integer('pending').notNull().default(0),
  pendingAt: timestamp('pending_at', { withTimezone: true }),
  /** Until when every safebox password is refused; null when not locked. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
