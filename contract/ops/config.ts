import { z } from 'zod';
import { ok } from '../common.ts';
import {
  appConfigSchema,
  bankruptGiftSchema,
  betRebateSchema,
  firstDepositOfferSchema,
  monthlyBonusSchema,
  pointsExchangeSchema,
  rechargeItemSchema,
  rechargeTypeSchema,
  serviceQueueSchema,
  signInCalendarSchema,
  vipRewardsSchema,
  withdrawConfigSchema,
} from '../calls/config.ts';
import { tasksConfigSchema } from '../calls/tasks.ts';
import { agentProgrammeSchema } from '../calls/agents.ts';
import { hundredths } from '../common.ts';
import { defineConsoleCall } from './define.ts';
import { consolePendingChangeSchema } from './pending.ts';

/**
 * Configuration an admin edits from the console (docs/console.md "Configuration"). Each value is
 * validated by the same schema as the seed files (contract/calls/config.ts appConfigSchema), stored in
 * the database and taken by every server process within seconds: no restart. Each change is audited
 * with its before, after and reason.
 */
export const consoleEditableConfigKeys = [
  'maintenance',
  'rechargeTypeMap',
  'rechargeItemMap',
  'minRechargeStatus',
  'withdrawConfig',
  'kycAmount',
  'signupBonusWagering',
  'couponMaxBonus',
  'couponWagering',
  'bonusQualifyingDeposit',
  'vipRewards',
  'betRebate',
  'isNewUserForcePopKyc',
  'kycBeforeFirstDeposit',
  // The customer-service queue (docs/chat.md): the live chat's item and the other channels players see.
  'customerServiceQueue',
  // The activities' rules (issue 20; docs/console.md "Activity rules").
  'signInCalendar',
  'monthlyBonus',
  'firstDepositOffer',
  'pointsExchange',
  'bankruptGift',
  'tasks',
  'agentProgramme',
  // The console's own (never sent to players): withdrawals above it need two operators.
  'secondApprovalAmount',
] as const;
export type ConsoleEditableConfigKey = (typeof consoleEditableConfigKeys)[number];

/**
 * Money settings (docs/console.md "Two admins"): what players may take out and on what terms (the
 * withdrawal limits, fee and new-card hold, the KYC amount, the second-approval amount) and every
 * bonus's terms and prizes. A change to one takes effect only when a second admin approves it; the
 * other keys (maintenance, deposit channels and amounts, the KYC popup) are saved at once.
 */
export const moneyConfigKeys: readonly ConsoleEditableConfigKey[] = [
  'withdrawConfig',
  'kycAmount',
  'secondApprovalAmount',
  'signupBonusWagering',
  'couponMaxBonus',
  'couponWagering',
  'bonusQualifyingDeposit',
  'vipRewards',
  'betRebate',
  'signInCalendar',
  'monthlyBonus',
  'firstDepositOffer',
  'pointsExchange',
  'bankruptGift',
  'tasks',
  'agentProgramme',
];

/**
 * Withdrawals above this amount (hundredths) need a second, different finance or admin operator's
 * approval (docs/money.md "Two operators"). Not in the players' app config: a console key stored with
 * the others, absent meaning this default (₱20,000).
 */
export const SECOND_APPROVAL_AMOUNT_DEFAULT = 2_000_000;
export const secondApprovalAmountSchema = hundredths;

export const consoleActivitySchema = z.object({
  type: z.int(),
  sort: z.int(),
  status: z.boolean(),
});

export const consoleConfigSchema = z.object({
  maintenance: appConfigSchema.shape.maintenance,
  rechargeTypeMap: z.record(z.string(), rechargeTypeSchema),
  rechargeItemMap: z.record(z.string(), rechargeItemSchema),
  minRechargeStatus: z.boolean(),
  withdrawConfig: withdrawConfigSchema,
  kycAmount: appConfigSchema.shape.kycAmount,
  /** The bonus settings (rewards, docs/rewards.md); a database seeded before them answers bonusConfigDefaults. */
  signupBonusWagering: z.number().min(0).max(100),
  couponMaxBonus: hundredths,
  couponWagering: z.number().min(0).max(100),
  bonusQualifyingDeposit: hundredths,
  /** VIP prizes and tasks, and bet rebate rates (docs/rewards.md); absent in a database seeded before them. */
  vipRewards: vipRewardsSchema.optional(),
  betRebate: betRebateSchema.optional(),
  /**
   * The activities' rules. The sign-in calendar and the points exchange are absent in a database
   * seeded before them (the activity then pays nothing); the others answer their defaults
   * (`offersConfigDefaults`, `bankruptGiftDefaults`, `tasksConfigAbsent`: no tasks), which is what the
   * server applies.
   */
  signInCalendar: signInCalendarSchema.optional(),
  monthlyBonus: monthlyBonusSchema,
  firstDepositOffer: firstDepositOfferSchema,
  pointsExchange: pointsExchangeSchema.optional(),
  bankruptGift: bankruptGiftSchema,
  tasks: tasksConfigSchema,
  /** The agent programme's rules (docs/agents.md); absent in a database seeded before them: the programme does not run. */
  agentProgramme: agentProgrammeSchema.optional(),
  /** The forced KYC start popup for players who have not submitted (docs/kyc.md); absent reads as off. */
  isNewUserForcePopKyc: z.boolean().default(false),
  kycBeforeFirstDeposit: z.boolean().default(false),
  /** The customer-service queue (docs/chat.md): item 1 the live chat (license, group), the others links. */
  customerServiceQueue: z.array(serviceQueueSchema).default([]),
  /** Withdrawals above it need two operators; absent: SECOND_APPROVAL_AMOUNT_DEFAULT. */
  secondApprovalAmount: secondApprovalAmountSchema,
  /** Money settings' changes waiting for a second admin, oldest first. */
  pendingChanges: z.array(consolePendingChangeSchema),
  /** Every activity the product has, by sort. */
  activities: z.array(consoleActivitySchema),
  /**
   * Read only, for the VIP and rebate forms: the VIP levels of vipMap (ascending) and the game types
   * (id, name) a rate is given for. Not edited here.
   */
  vipLevels: z.array(z.int()),
  gameTypes: z.array(z.object({ id: z.int(), name: z.string() })),
});
export type ConsoleConfig = z.infer<typeof consoleConfigSchema>;

const reason = z.string().trim().min(1).max(500);

export const consoleConfigCalls = {
  consoleConfigGet: defineConsoleCall({
    auth: 'operator',
    roles: ['admin'],
    body: z.strictObject({}),
    response: ok({ config: consoleConfigSchema }),
  }),
  /**
   * Replaces one editable key's value. The value is parsed with that key's seed schema: a bad one is
   * a 400 naming the field (`value.<path>`) and changes nothing. A money setting's value is proposed
   * instead (a second admin approves it, consolePendingChangeDecide); 409 errors.console.changePending
   * while another change of that key waits.
   */
  consoleConfigSet: defineConsoleCall({
    auth: 'operator',
    roles: ['admin'],
    body: z.strictObject({ key: z.enum(consoleEditableConfigKeys), value: z.unknown(), reason }),
    /** A money setting is not changed yet: `pendingChange` waits for a second admin (null for the others). */
    response: ok({ config: consoleConfigSchema, pendingChange: consolePendingChangeSchema.nullable() }),
  }),
  /** Turns an activity on or off and/or moves it; 404 errors.console.activityNotFound for an unknown type. */
  consoleActivityUpdate: defineConsoleCall({
    auth: 'operator',
    roles: ['admin'],
    body: z.strictObject({ type: z.int().min(1).max(10_000), status: z.boolean().optional(), sort: z.int().min(0).max(10_000).optional(), reason }),
    response: ok({ config: consoleConfigSchema }),
  }),
};
