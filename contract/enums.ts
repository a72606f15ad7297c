/** Enumerations named by the spec (§3). */
export const LoginType = { phone: 1, account: 2, phoneNoOtp: 3 } as const;
export type LoginTypeValue = (typeof LoginType)[keyof typeof LoginType];

export const AuthMode = { register: 0, bind: 1, forget: 2, loginAndRegister: 3 } as const;
/**
 * SMS code purposes beyond the spec's auth modes: a step-up code (issue 16), sent only to the
 * signed-in player's own number by `stepUpSms`, and a safebox password reset (issue 27, docs/safebox.md)
 * sent the same way by `safeboxResetSms`; never through the public smsSend.
 */
export const SmsPurpose = { ...AuthMode, stepUp: 4, safeboxReset: 5 } as const;
export type AuthModeValue = (typeof AuthMode)[keyof typeof AuthMode];

export const SocialType = { facebook: 3, line: 4, google: 5 } as const;

export const ActivityId = {
  Deposit: 0,
  Bind: 4,
  VIP: 8,
  Points: 9,
  SignUpBonus: 15,
  Fund: 16,
  Notice: 25,
  Download: 32,
  /** Daily and weekly tasks with liveness chests (our id: the spec shows none). */
  Tasks: 12,
  FreeSign: 36,
  FirstDeposit: 44,
  /** Monthly bonus (our id: the spec shows none). */
  MonthlyBonus: 45,
  /** Valid-bet leaderboards (our id: the spec shows none). */
  Rank: 46,
  LuckyJackpot: 47,
  Bankrupt: 56,
  RedPKBlue: 59,
  FirstDepositTips: 60,
  Kyc: 62,
  MoneyRain: 65,
  /** Inbox attachments (our id: the spec shows none; docs/mail.md). */
  Mail: 70,
  /** The diamond mall: its exchanges' and add-up awards' grants (our id: the spec shows none; docs/diamonds.md). */
  DiamondMall: 71,
  /** Scratch cards: a revealed card's prize (our id: the spec shows none; docs/scratch.md). */
  ScratchCard: 72,
  /** The spin wheel: its spins' prizes (our id: the spec shows none; docs/spin.md). */
  SpinWheel: 73,
  /** The coin pusher: its switch in the console (our id: the spec shows none; docs/pusher.md). */
  CoinPusher: 74,
  /** The agent programme: commission and valid-invite bonuses (our id: the spec shows none; docs/agents.md). */
  Agent: 75,
  /** The lottery, a digital number game: its draws' prizes and its switch (our id: the spec shows none; docs/lottery.md). */
  Lottery: 76,
  /** Live shows: the watch reward (our id: the spec shows none; docs/shows.md). */
  LiveShow: 77,
  /** Follow the brand's channels: codes published there (our id: the spec shows none; docs/follow.md). */
  Follow: 78,
  /** The slot tournament: its places' prizes and its switch (our id: the spec shows none; docs/tournament.md). */
  SlotTournament: 79,
  /** The bank promotion: a bonus on bank deposits (our id: the spec shows none; docs/bankpromo.md). */
  BankPromo: 80,
} as const;

export const PropId = {
  coin: 2001,
  points: 2002,
  liveness: 4001,
  diamond: 60001,
  jackpotMega: 50001,
  jackpotMajor: 50002,
  jackpotMinor: 50003,
  jackpotMini: 50004,
} as const;

/**
 * Coupon and ticket prop ids (spec §3). Coupons show as a percent (the deposit bonus they give):
 * general 1001–1099, fixed 1201–1299, give 1301–1399, each `propId − base` percent. Diamond coupons
 * 100001–100005 and lottery coupons 110001–110005 are tickets (no percent). Both are rows a player
 * owns, with expiry (rewards, docs/rewards.md), not ledger balances.
 */
export const CouponRange = {
  general: { from: 1001, to: 1099, base: 1000 },
  fixed: { from: 1201, to: 1299, base: 1200 },
  give: { from: 1301, to: 1399, base: 1300 },
} as const;
export const TicketRange = {
  diamondCoupon: { from: 100_001, to: 100_005 },
  lotteryCoupon: { from: 110_001, to: 110_005 },
} as const;

const within = (id: number, range: { from: number; to: number }) => Number.isInteger(id) && id >= range.from && id <= range.to;

/** A deposit coupon (1001–1099, 1201–1299, 1301–1399). */
export const isCoupon = (propId: number) => Object.values(CouponRange).some((range) => within(propId, range));
/** A diamond or lottery coupon (100001–100005, 110001–110005). */
export const isTicket = (propId: number) => Object.values(TicketRange).some((range) => within(propId, range));
/** Anything a player owns as a row with expiry rather than a balance: coupons and tickets. */
export const isOwnedProp = (propId: number) => isCoupon(propId) || isTicket(propId);

/** The deposit bonus percent of a coupon (1010 → 10, 1205 → 5, 1350 → 50); 0 for tickets and anything else. */
export function couponPercent(propId: number): number {
  const range = Object.values(CouponRange).find((r) => within(propId, r));
  return range ? propId - range.base : 0;
}

/** A deposit coupon's bonus in hundredths: `percent` of the amount, floored, at most `cap` (config couponMaxBonus). */
export const couponBonus = (amount: number, percent: number, cap: number) => Math.max(0, Math.min(Math.floor((amount * percent) / 100), cap));

/**
 * The first-deposit offer's bonus in hundredths (docs/offers.md): `percent` of the deposit, floored, at
 * most `maxBonus`; 0 below `minDeposit`. The server stores it on the order; the deposit form shows it.
 */
export const firstDepositBonus = (amount: number, terms: { percent: number; maxBonus: number; minDeposit: number }) =>
  amount < terms.minDeposit ? 0 : couponBonus(amount, terms.percent, terms.maxBonus);

/** Minimum age to register or play (spec §5). */
export const MIN_AGE = 21;
/** Default nickname length when config does not say (spec §9). */
export const DEFAULT_NICKNAME_MAX = 12;

/** Where a withdrawal goes (the wallet's "bank cards"): e-wallets take a PH mobile number, banks an account number. */
export const WithdrawChannel = { gcash: 1, maya: 2, bank: 3 } as const;
export type WithdrawChannelValue = (typeof WithdrawChannel)[keyof typeof WithdrawChannel];
export const WithdrawStatus = { pending: 'pending', paid: 'paid', rejected: 'rejected' } as const;
export type WithdrawStatusValue = (typeof WithdrawStatus)[keyof typeof WithdrawStatus];

/** A game's, type's or brand's status in the catalog: off is hidden, maintenance shows the game greyed with a notice. */
export const GameStatus = { off: 0, on: 1, maintenance: 2 } as const;
