import { z } from 'zod';
import { body, hundredths, int32Id, manilaDay, ok, wholePesos } from '../common.ts';
import { defineCall } from '../define.ts';

/**
 * The wallet (issue 4): deposits (an order, paid on the provider's page, credited by its callback),
 * cards (e-wallet numbers and bank accounts), what can be withdrawn, and withdrawal requests. The
 * spec names the withdrawal calls but not their fields, nor the deposit calls: both are named here.
 */
export const cardSchema = z.object({
  id: z.int(),
  /** WithdrawChannel: 1 GCash, 2 Maya, 3 bank. */
  type: z.int(),
  /** The bank (config rechargeBankMap) for bank accounts; 0 for e-wallets. */
  bankId: z.int(),
  accountName: z.string(),
  accountNo: z.string(),
  createdAt: z.int(),
  /** From when withdrawals may be paid to it: a card added or changed waits withdrawConfig.newCardHoldHours. */
  payoutFrom: z.int(),
});
export type Card = z.infer<typeof cardSchema>;

export const withdrawalSchema = z.object({
  id: z.int(),
  cardId: z.int(),
  amount: hundredths,
  fee: hundredths,
  /** pending, paid or rejected. */
  status: z.string(),
  /** Why an operator rejected it, in their words ('' otherwise): the player reads it beside the refund. */
  reason: z.string(),
  createdAt: z.int(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const depositOrderSchema = z.object({
  orderNo: z.string(),
  typeId: z.int(),
  amount: hundredths,
  /**
   * pending, paid, failed or expired; cancelled (player protection: an exclusion or a lower deposit limit
   * took effect first), refund_due (paid, but refused by player protection: held for a refund, never coin)
   * or refunded.
   */
  status: z.string(),
  /** Where the player pays (the provider's checkout page). */
  payUrl: z.string(),
  createdAt: z.int(),
  expiresAt: z.int(),
  /** The coupon (userPropList id) this order uses, or null. */
  couponId: z.int().nullable(),
  /** The coupon's bonus paid with the deposit (hundredths): floor(amount × percent / 100), capped by config couponMaxBonus; 0 without a coupon. */
  bonus: hundredths,
  /**
   * The first-deposit offer's bonus paid with it (docs/offers.md), its own grant beside the coupon's:
   * promised when the order was made with `firstDeposit`, 0 otherwise, and 0 once paid if the order
   * was not the player's first paid deposit or promotions were withheld.
   */
  firstDepositBonus: hundredths,
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

export const coinRecordSchema = z.object({
  /** The entry id: also the cursor for the next page. */
  id: z.int(),
  /** The transfer kind (deposit, withdraw_hold, withdraw_rejected, signup_bonus, …). */
  kind: z.string(),
  /** Hundredths, signed: positive came in, negative went out. */
  amount: z.int(),
  balanceAfter: hundredths,
  time: z.int(),
});
export type CoinRecord = z.infer<typeof coinRecordSchema>;
export const recordGroups = ['deposit', 'withdraw', 'bonus', 'game', 'safebox'] as const;

const cardFields = {
  type: z.int().min(1).max(3),
  bankId: int32Id().optional(),
  /** The owner's name as the e-wallet or bank has it. */
  accountName: z.string().min(1).max(64),
  accountNo: z.string().min(1).max(32),
};

export const walletCalls = {
  /** Starts a deposit: an order for one channel (config rechargeTypeMap) and amount, and where to pay it. */
  recharge: defineCall({
    auth: 'user',
    body: body({
      typeId: int32Id(1),
      amount: wholePesos,
      /** The client's id for this attempt: a double tap makes one order. */
      requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
      /**
       * A deposit coupon of the player's (userPropList id), active and unexpired, else 5005 with field
       * couponId. It is reserved for this order: paid, its bonus comes as its own transfer; failed or
       * expired, the coupon is free again.
       */
      couponId: int32Id(1).optional(),
      /**
       * Opts in to the first-deposit offer (docs/offers.md): while it applies (firstDepositOffer
       * `applies`), the order promises its bonus, paid with the deposit if this is the player's first
       * paid one. Refused when it does not apply: 5006 (not running), 5004 (promotions withheld), 5001
       * (a deposit was paid already), 400 on `amount` below the offer's minimum; nothing is made then.
       */
      firstDeposit: z.boolean().optional(),
    }),
    response: ok({ order: depositOrderSchema }),
  }),
  /** The player's coin movements, newest first: a page before `beforeId`, optionally one group and a date range (Asia/Manila). */
  appUserCoinDetail: defineCall({
    auth: 'user',
    body: body({
      group: z.enum(recordGroups).optional(),
      from: manilaDay.optional(),
      to: manilaDay.optional(),
      beforeId: z.int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
      pageSize: z.int().min(1).max(50).optional(),
    }),
    response: ok({ list: z.array(coinRecordSchema), nextBeforeId: z.int().nullable() }),
  }),
  /** Coins left in games, by provider; `retrieve: true` moves them back to the wallet first. */
  retrieveBalance: defineCall({
    auth: 'user',
    body: body({ retrieve: z.boolean().optional() }),
    response: ok({
      coin: hundredths,
      /** What was moved back by this call. */
      retrieved: hundredths,
      games: z.array(z.object({ name: z.string(), held: hundredths })),
    }),
  }),
  /** One of the player's deposit orders, e.g. on returning from the checkout page. */
  rechargeOrder: defineCall({
    auth: 'user',
    body: body({ orderNo: z.string().regex(/^[A-Za-z0-9]{8,64}$/) }),
    response: ok({ order: depositOrderSchema, coin: hundredths }),
  }),
  /**
   * The player's latest 20 deposit orders, newest first (the coin record's deposits): with the ones that
   * never became coin, cancelled by player protection or paid and held for a refund (docs/payments.md).
   */
  rechargeOrders: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({ list: z.array(depositOrderSchema) }),
  }),
  /** Adds a withdrawal account (an e-wallet number or a bank account). */
  addBankInfo: defineCall({
    auth: 'user',
    body: body(cardFields),
    response: ok({ card: cardSchema }),
  }),
  /** Changes one of the player's withdrawal accounts. */
  modifyBankInfo: defineCall({
    auth: 'user',
    body: body({ id: int32Id(1), ...cardFields }),
    response: ok({ card: cardSchema }),
  }),
  /** Removes one of the player's withdrawal accounts. */
  delUserBank: defineCall({
    auth: 'user',
    body: body({ id: int32Id(1) }),
    response: ok({}),
  }),
  /** What the player can withdraw: balance, limits, fee, their accounts and latest requests. */
  getExchange: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({
      /** The coin balance. */
      coin: hundredths,
      /**
       * The bonus balance (docs/rewards.md "Wagering"): the coin that open bonuses and their winnings make up,
       * cash being staked first. A withdrawal while it is above 0 forfeits it (exchange `forfeitBonus`).
       */
      locked: hundredths,
      /**
       * The part of `locked` a withdrawal now forfeits (exchange `forfeitBonus`): the bonuses in play. A bonus
       * still waiting for its qualifying deposit is not forfeited: it stays locked.
       */
      forfeitable: hundredths,
      /** The cash: what may be withdrawn now, coin − locked, never below 0. */
      withdrawable: hundredths,
      /** Valid bets still needed to unlock every locked bonus. */
      turnoverLeft: hundredths,
      /** Some locked bonus also waits for the player's first top-up (spec §5). */
      bonusNeedsDeposit: z.boolean(),
      /**
       * Card deposits of the last withdrawConfig.cardClearingDays (docs/payments.md): not withdrawable yet
       * (exchange 2010), and when (ms) the last of them clears (null when none). Always sent; optional for
       * clients built before it.
       */
      cardUncleared: hundredths.optional(),
      cardClearsAt: z.int().nullable().optional(),
      /** Withdrawals are held: a refund or chargeback of a deposit is open or left a debt (exchange 2011). */
      withdrawHold: z.boolean().optional(),
      minAmount: hundredths,
      maxAmount: hundredths,
      feeBps: z.int(),
      dailyCount: z.int(),
      /** Requests made today (Asia/Manila). */
      todayCount: z.int(),
      /** Above this amount a verified KYC is needed. */
      kycAmount: hundredths,
      hasKyc: z.boolean(),
      /** A withdrawal password (safebox password) is asked when the player has one. */
      hasSafeboxPassword: z.boolean(),
      maxCards: z.int(),
      cards: z.array(cardSchema),
      /** The latest requests, newest first. */
      recent: z.array(withdrawalSchema),
    }),
  }),
  /** Asks for a withdrawal; the amount is held at once. The same requestId never withdraws twice. */
  exchange: defineCall({
    auth: 'user',
    body: body({
      cardId: int32Id(1),
      amount: wholePesos,
      /** The client's id for this request (a retry or a double tap must not withdraw twice). */
      requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
      safeboxPassword: z.string().max(64).optional(),
      /**
       * The player confirmed that withdrawing now forfeits their bonuses in play (getExchange `forfeitable`):
       * they and their winnings leave the balance in the same step as the hold. Without it, a withdrawal
       * while one is held answers 2008 and changes nothing.
       */
      forfeitBonus: z.boolean().optional(),
    }),
    response: ok({ withdrawal: withdrawalSchema, coin: hundredths }),
  }),
};
