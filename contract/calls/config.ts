import { z } from 'zod';
import { body, ok, hundredths, int32Id } from '../common.ts';
import { defineCall } from '../define.ts';
import { PropId } from '../enums.ts';
import { jackpotAwardSchema } from './jackpot.ts';
import { rewardItemSchema } from './rewards.ts';
import { tasksConfigSchema } from './tasks.ts';
import { agentProgrammeSchema, inviteRewardsSchema } from './agents.ts';

const range = z.object({ min: z.int().min(0), max: z.int().min(1) });

export const lengthsSchema = z.object({
  account: range,
  username: range,
  nickname: range,
  password: range,
  smsCode: range,
  withdrawAccount: range,
  safeboxPassword: range,
});

/** The digits of an SMS code: the configured `smsCode.max`, within the 4 to 8 the code fields take (server/auth/sms-codes.ts). */
export const smsCodeDigits = (lengths: Pick<z.infer<typeof lengthsSchema>, 'smsCode'>) => Math.min(8, Math.max(4, lengths.smsCode.max));

export const rechargeTypeSchema = z.object({
  id: z.int(),
  name: z.string(),
  sort: z.int(),
  status: z.int(),
  minAmount: hundredths,
  minAmount2: hundredths,
});
export const rechargeItemSchema = z.object({
  id: z.int(),
  typeId: z.int(),
  price: hundredths,
  isDefault: z.boolean(),
  sort: z.int(),
});
export const rechargeBankSchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.string(),
  sort: z.int(),
  status: z.int(),
});
export const vipLevelSchema = z.object({
  level: z.int().min(0),
  experience: z.int().min(0),
  betLimit: hundredths,
  /** JSON list of { id, count } (spec §3 keeps it as a JSON string). */
  dailyAward: z.string(),
  showType: z.int(),
});
/** A VIP task of the Manila week (docs/rewards.md "VIP"): bet or deposit `target` this week, then claim `items` once. */
export const vipTaskConfigSchema = z.object({
  id: z.int().min(1).max(2_147_483_647),
  kind: z.enum(['validBet', 'deposit']),
  /** The lowest VIP level it is offered to. */
  minVip: z.int().min(0),
  target: z.int().min(1),
  items: z.array(rewardItemSchema).min(1),
});
/**
 * The VIP prizes beside vipMap's daily award (docs/rewards.md "VIP"): by level (the key), the
 * level-up bonus paid once when the level is reached and the VIP sign-in award of a Manila day; the
 * weekly tasks; the turnover multiple of their coin (every VIP prize is a free bonus).
 */
export const vipRewardsSchema = z.object({
  levelUpBonus: z.record(z.string(), z.array(rewardItemSchema)),
  signInAward: z.record(z.string(), z.array(rewardItemSchema)),
  tasks: z.array(vipTaskConfigSchema),
  wagering: z.number().min(0).max(100),
});
export type VipRewardsConfig = z.infer<typeof vipRewardsSchema>;
/**
 * Bet rebates (docs/rewards.md "Bet rebates"): basis points of valid bets, by VIP level then game
 * type id; never above capBps (regulators cap rebates). `wagering`: the turnover multiple of rebate
 * coin (absent: 1×).
 */
export const betRebateSchema = z.object({
  capBps: z.int().min(0).max(10_000),
  rates: z.record(z.string(), z.record(z.string(), z.int().min(0).max(10_000))),
  wagering: z.number().min(0).max(100).optional(),
});
export type BetRebateConfig = z.infer<typeof betRebateSchema>;
/**
 * The bankruptcy gift (docs/bankrupt.md): a coin balance below `threshold` after play today counts as
 * bankrupt; the claim window of each bankruptcy lasts `claimMinutes` (never past Manila midnight);
 * `awards` in the order they are claimed, each one prop unlocked by today's valid bets (`validBet`,
 * hundredths); at most `maxPerDay` claims a Manila day; `wagering` the turnover multiple of their coin.
 */
export const bankruptAwardConfigSchema = z.object({
  id: z.int().min(1).max(1000),
  validBet: hundredths,
  propId: z.int(),
  count: z.int().min(1),
});
export const bankruptGiftSchema = z.object({
  threshold: z.int().min(1).max(100_000_000),
  claimMinutes: z.int().min(1).max(1440),
  awards: z.array(bankruptAwardConfigSchema).max(20),
  wagering: z.number().min(0).max(100),
  maxPerDay: z.int().min(0).max(20),
});
export type BankruptGiftConfig = z.infer<typeof bankruptGiftSchema>;
/** What a database seeded before the key answers (the seed has the same): ₱1, 30 minutes, ₱10 / ₱20 / ₱50. */
export const bankruptGiftDefaults: BankruptGiftConfig = {
  threshold: 100,
  claimMinutes: 30,
  awards: [
    { id: 1, validBet: 10_000, propId: 2001, count: 1_000 },
    { id: 2, validBet: 50_000, propId: 2001, count: 2_000 },
    { id: 3, validBet: 200_000, propId: 2001, count: 5_000 },
  ],
  wagering: 1,
  maxPerDay: 3,
};
/** What a sign-in day may pay: value items (coin, points, diamonds), each prop once (the engine refuses a prop twice). */
const SIGN_IN_PROPS: readonly number[] = [PropId.coin, PropId.points, PropId.diamond];
const signInItemsSchema = z
  .array(rewardItemSchema)
  .min(1)
  .max(3)
  .refine((items) => items.every((item) => SIGN_IN_PROPS.includes(item.propId)), { message: 'coin, points or diamonds only' })
  .refine((items) => new Set(items.map((item) => item.propId)).size === items.length, { message: 'each prop once' });
/**
 * The daily sign-in calendar (FreeSign 36, docs/checkin.md): the cycle's days in order (day 1
 * first), each paying its items once per Manila day in sequence; a missed day starts again at day 1.
 * `wagering`: the turnover multiple of the prizes' coin (every sign-in prize is a free bonus).
 */
export const signInCalendarSchema = z.object({
  days: z.array(z.object({ items: signInItemsSchema })).min(1).max(31),
  wagering: z.number().min(0).max(100),
});
export type SignInCalendarConfig = z.infer<typeof signInCalendarSchema>;
/**
 * Spending points (docs/points-rank.md): `pointsPerPeso` points buy ₱1 of bonus coin; an exchange is a
 * whole multiple of it (so the coin is whole pesos) and at least `minPoints`; `dailyMaxPoints` caps a
 * player's exchanges of one Manila day (null or absent: no cap); the coin is locked until `wagering` ×
 * its amount has been bet. Absent key: the exchange is not offered (5006).
 */
export const pointsExchangeSchema = z.object({
  pointsPerPeso: z.int().min(1).max(1_000_000),
  minPoints: z.int().min(1).max(2_147_483_647),
  wagering: z.number().min(0).max(100),
  dailyMaxPoints: z.int().min(1).max(2_147_483_647).nullable().optional(),
});
export type PointsExchangeConfig = z.infer<typeof pointsExchangeSchema>;
/**
 * The monthly bonus (docs/offers.md): once per Manila calendar month a player claims the prize of the
 * highest tier whose `minValidBet` last month's valid bets reached. Coin in whole pesos; `wagering`
 * the turnover multiple of its coin.
 */
export const monthlyBonusTierSchema = z.object({
  /** Valid bets of last month needed (hundredths, at least ₱1). */
  minValidBet: z.int().min(100).max(Number.MAX_SAFE_INTEGER),
  items: z.array(rewardItemSchema).min(1).max(5),
});
export const monthlyBonusSchema = z.object({
  tiers: z.array(monthlyBonusTierSchema).max(20),
  wagering: z.number().min(0).max(100),
});
export type MonthlyBonusConfig = z.infer<typeof monthlyBonusSchema>;
/**
 * The first-deposit offer (docs/offers.md): `percent` of the player's first deposit, at most
 * `maxBonus`, for a deposit of at least `minDeposit` (hundredths), locked by `wagering` × the bonus.
 */
export const firstDepositOfferSchema = z.object({
  percent: z.int().min(1).max(200),
  maxBonus: hundredths,
  minDeposit: hundredths,
  wagering: z.number().min(0).max(100),
});
export type FirstDepositOfferConfig = z.infer<typeof firstDepositOfferSchema>;
export const levelConfigSchema = z.object({ level: z.int().min(0), betAmount: hundredths });
export const propConfigSchema = z.object({ id: z.int(), name: z.string(), num: z.int() });
export const serviceQueueSchema = z.object({
  id: z.int(),
  /** 1 = online chat; others are external channels (param1 is the URL). */
  itemType: z.int(),
  name: z.string(),
  param1: z.string(),
  param2: z.string(),
  sort: z.int(),
});
export const gameSchema = z.object({
  id: z.int(),
  name: z.string(),
  typeId: z.int(),
  brandId: z.int(),
  status: z.int(),
  sort: z.int(),
  image: z.string(),
  /** Shown in the lobby's Hot and New rows. */
  hot: z.boolean().default(false),
  isNew: z.boolean().default(false),
});
/** status of a game, type or brand (a brand is a provider): GameStatus. */
export const gameTypeSchema = z.object({ id: z.int(), name: z.string(), status: z.int(), sort: z.int() });
export const gameBrandSchema = gameTypeSchema;

/** Withdrawal limits (wallet): amounts in hundredths, the fee in basis points of the amount. */
export const withdrawConfigSchema = z.object({
  minAmount: hundredths,
  maxAmount: hundredths,
  /** Requests a player may make per day (Asia/Manila). */
  dailyCount: z.int().min(1),
  feeBps: z.int().min(0).max(5000),
  /** Cards (e-wallet numbers and bank accounts) a player may keep. */
  maxCards: z.int().min(1),
  /** Hours after a card is added or changed before payouts may go to it (issue 16); 0 turns it off. */
  newCardHoldHours: z.int().min(0).max(720).default(24),
  /**
   * Days a card deposit waits before it may leave by e-wallet or bank (a card payment can be charged back):
   * exchange refuses that part of the balance until then (2010); 0 turns it off. docs/payments.md.
   */
  cardClearingDays: z.int().min(0).max(60).default(7),
});
export type WithdrawConfig = z.infer<typeof withdrawConfigSchema>;

/**
 * The turnover multiples an operator may set (docs/rewards.md "Terms"). A bonus given for a deposit or
 * for nothing (the welcome coins, the first-deposit offer, deposit coupons) between 5× and 10×: below 5×
 * a farmer's new account is worth money; the UK Gambling Commission caps wagering at 10×. Any other
 * prize's coin (VIP, rebates, sign-in, tasks, points, monthly, bankruptcy) at most 10×.
 */
export const WAGERING_BOUNDS = { bonus: { min: 5, max: 10 }, prize: { min: 0, max: 10 } } as const;
/**
 * The deposits (hundredths) that qualify a bonus needing one (the welcome coins), and the smallest
 * first deposit the first-deposit offer may be set to pay for: between ₱100 (the channels' regular
 * minimum, minAmount2) and ₱1,000; seeded ₱100. A ₱1 top-up used to unlock the welcome coins.
 */
export const BONUS_QUALIFYING_DEPOSIT = { min: 10_000, max: 100_000 } as const;

/** What the optional bonus keys of the app config mean when a database was seeded before them. */
export const bonusConfigDefaults = { signupBonusWagering: 5, couponMaxBonus: 50_000, couponWagering: 8, bonusQualifyingDeposit: 10_000 } as const;

/** What the offers' keys mean when a database was seeded before them (the seeded values, docs/offers.md). */
export const offersConfigDefaults: { monthlyBonus: MonthlyBonusConfig; firstDepositOffer: FirstDepositOfferConfig } = {
  monthlyBonus: {
    tiers: [
      { minValidBet: 100_000, items: [{ propId: 2001, count: 1_000 }, { propId: 2002, count: 10 }] },
      { minValidBet: 1_000_000, items: [{ propId: 2001, count: 6_000 }, { propId: 2002, count: 60 }] },
      { minValidBet: 5_000_000, items: [{ propId: 2001, count: 30_000 }, { propId: 2002, count: 300 }] },
    ],
    wagering: 1,
  },
  firstDepositOffer: { percent: 100, maxBonus: 50_000, minDeposit: 10_000, wagering: 8 },
};

export const appConfigSchema = z.object({
  lengths: lengthsSchema,
  otpStatus: z.boolean(),
  registerType: z.array(z.int()),
  /**
   * The social sign-ins offered (SocialType: facebook 3, line 4, google 5; docs/social.md); only those
   * the server has settings for show. Absent: every configured one. Not a default: see signupBonusWagering.
   */
  socialTypes: z.array(z.union([z.literal(3), z.literal(4), z.literal(5)])).optional(),
  userRegisterCoin: hundredths,
  /**
   * The welcome coins' turnover multiple (rewards, DESIGN §7): they cannot be withdrawn until the
   * player has made a first top-up and bet this many times their amount. Absent (a database seeded
   * before it): 1× (server/rewards/signup.ts). Not a zod default: the public appConfig answers only
   * the keys asked for, and a default would add it to every partial answer.
   */
  signupBonusWagering: z.number().min(0).max(100).optional(),
  /**
   * A deposit coupon's bonus (rewards, docs/rewards.md): the coupon's percent of the deposit, at most
   * this (hundredths), locked until `couponWagering` × the bonus has been bet. Absent: the defaults
   * of `bonusConfigDefaults` (optional for the same reason as signupBonusWagering).
   */
  couponMaxBonus: hundredths.optional(),
  couponWagering: z.number().min(0).max(100).optional(),
  /**
   * The top-ups (hundredths) that unlock a bonus needing a deposit, counted from registration (the
   * welcome coins); fixed on each bonus when it is granted. Absent: `bonusConfigDefaults` (₱100).
   */
  bonusQualifyingDeposit: hundredths.optional(),
  minRechargeStatus: z.boolean(),
  rechargeTypeMap: z.record(z.string(), rechargeTypeSchema),
  rechargeItemMap: z.record(z.string(), rechargeItemSchema),
  rechargeBankMap: z.record(z.string(), rechargeBankSchema),
  vipMap: z.record(z.string(), vipLevelSchema),
  levelConfig: z.record(z.string(), levelConfigSchema),
  /** VIP prizes and tasks; absent (seeded before): none (server/vip/settings.ts). Optional, not a default: see signupBonusWagering. */
  vipRewards: vipRewardsSchema.optional(),
  /** Bet rebate rates; absent: no rebates. */
  betRebate: betRebateSchema.optional(),
  /** The bankruptcy gift; absent (seeded before): `bankruptGiftDefaults`. Optional, not a default: see signupBonusWagering. */
  bankruptGift: bankruptGiftSchema.optional(),
  /** The daily sign-in calendar; absent (seeded before it): the activity has nothing to pay (5006). */
  signInCalendar: signInCalendarSchema.optional(),
  /** The points exchange's rate and limits (docs/points-rank.md); absent: no exchange. Optional, not a default: see signupBonusWagering. */
  pointsExchange: pointsExchangeSchema.optional(),
  /** The monthly bonus's tiers (docs/offers.md); absent: `offersConfigDefaults.monthlyBonus`. Optional, not a default: see signupBonusWagering. */
  monthlyBonus: monthlyBonusSchema.optional(),
  /** The first-deposit offer's terms; absent: `offersConfigDefaults.firstDepositOffer`. */
  firstDepositOffer: firstDepositOfferSchema.optional(),
  /** Daily, weekly and one-time tasks and their liveness chests (docs/tasks.md); absent: none. */
  tasks: tasksConfigSchema.optional(),
  /** The agent programme's rules (docs/agents.md, printed on /agent/rule); absent: the programme does not run. */
  agentProgramme: agentProgrammeSchema.optional(),
  /** What each valid invite also earns: invite spins and points (docs/agents.md "Invite spins and points"); absent: nothing. */
  inviteRewards: inviteRewardsSchema.optional(),
  propConfig: z.record(z.string(), propConfigSchema),
  jackpotAwardConfig: z.array(jackpotAwardSchema),
  customerServiceQueue: z.array(serviceQueueSchema),
  maintenance: z.object({ status: z.boolean(), until: z.string().nullable() }),
  feedbackConfig: z.object({ imagesLimit: z.int().min(0) }),
  kycAmount: hundredths,
  /** New players see the KYC popup at start until they have submitted (optional for the same reason as signupBonusWagering: absent is off). */
  isNewUserForcePopKyc: z.boolean().optional(),
  /**
   * Identity verified (KYC approved) before a player's first deposit (docs/kyc.md "Before the first
   * deposit"). The seeder stores it on a production server's first start, off on a development one; absent: off.
   */
  kycBeforeFirstDeposit: z.boolean().optional(),
  withdrawConfig: withdrawConfigSchema,
  gameList: z.array(gameSchema),
  gameTypes: z.array(gameTypeSchema),
  gameBrands: z.array(gameBrandSchema),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
export type AppConfigKey = keyof AppConfig;
export const appConfigKeys = Object.keys(appConfigSchema.shape) as AppConfigKey[];
/** Keys that only travel when the client's gameListVersion is stale. */
export const gameListKeys: AppConfigKey[] = ['gameList', 'gameTypes', 'gameBrands'];

export const themeSchema = z.object({
  themeName: z.string(),
  /** The misspelling is the spec's field name. */
  themeDomian: z.string(),
  themeJsonData: z.record(z.string(), z.string()),
});
export type Theme = z.infer<typeof themeSchema>;

export const configCalls = {
  /**
   * Public app config (lengths, register types, welcome coins, maintenance, the games catalog), all
   * keys or those in configKeyList. Answers 401 for a stale token (the client signs out then).
   */
  'anonymous/appConfig': defineCall({
    auth: 'public',
    body: body({
      gameListVersion: z.string().max(64).optional(),
      configKeyList: z.array(z.enum(appConfigKeys as [AppConfigKey, ...AppConfigKey[]])).max(64).optional(),
    }),
    response: ok({
      config: appConfigSchema.partial(),
      gameListVersion: z.string(),
      /** False when the client's gameListVersion is current and the game lists were left out. */
      gameListChanged: z.boolean(),
      /**
       * The server's run mode (issue 16): development pays through the sandbox (no real money), and the
       * wallet shows a "sandbox" ribbon. Optional: a server that omits it is taken as production.
       */
      runMode: z.enum(['development', 'production']).optional(),
    }),
  }),
  /** What the sign-in and sign-up forms need: login and register types, lengths, SMS code length and cooldown, minimum age. */
  'anonymous/preLogin2': defineCall({
    auth: 'public',
    body: body({ deviceId: z.string().max(128).optional() }),
    response: ok({
      loginTypes: z.array(z.int()),
      registerType: z.array(z.int()),
      /** The social sign-ins to show (config socialTypes ∩ the providers the server is configured for). */
      socialTypes: z.array(z.int()).optional(),
      otpStatus: z.boolean(),
      lengths: lengthsSchema,
      smsCodeLength: z.int(),
      smsResendSeconds: z.int(),
      minAge: z.int(),
      userRegisterCoin: hundredths,
    }),
  }),
  /** The active theme: CSS variables to put on the document. */
  'anonymous/appTheme': defineCall({
    auth: 'public',
    body: body({}),
    response: ok(themeSchema.shape),
  }),
  /** A theme by id, to preview for one visit (`?themeViewId=2`) without making it the saved one. */
  'anonymous/appThemePreview': defineCall({
    auth: 'public',
    body: body({ themeViewId: int32Id(1) }),
    response: ok(themeSchema.shape),
  }),
};
