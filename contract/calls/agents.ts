import { z } from 'zod';
import { body, hundredths, int32Id, ok } from '../common.ts';
import { defineCall } from '../define.ts';
import { rewardItemSchema } from './rewards.ts';
import { claimResultSchema } from './vip.ts';

/**
 * Invites and the agent programme (issue 31, `/agent`, `/agent/rule`, `/agent/v2`, `/share`;
 * docs/agents.md). A player's referees are the players who registered with their invite code (or
 * added it later with `agentFill`). The agent earns a commission on the valid bets of their referees
 * (level 1) and an override on their sub-agents' referees (level 2) — never anything for a sign-up or
 * a deposit alone (RA 7394 Art. 53 bans schemes that pay mainly for recruiting) — per Manila ISO week,
 * claimable after a hold. A referee becomes a *valid invite* once verified (KYC) and really playing;
 * each valid invite pays a bonus once. Suspected farms are frozen for review, never the player's own money.
 */

/** One commission tier: reached when the team's valid bets of the week are at least `minTeamValidBet`. */
export const agentTierSchema = z.object({
  /** Hundredths; the first tier's is 0. */
  minTeamValidBet: z.int().min(0).max(Number.MAX_SAFE_INTEGER),
  /** Basis points of valid bets (100 = 1%). At most 2%. */
  rateBp: z.int().min(1).max(200),
});
export type AgentTier = z.infer<typeof agentTierSchema>;

/** The programme's rules (app config key `agentProgramme`, edited by admins in the console). */
export const agentProgrammeSchema = z.object({
  /** In ascending order of `minTeamValidBet`, rates not falling; the first at ₱0. */
  tiers: z.array(agentTierSchema).min(1).max(10),
  /** Days after a week ends before its commission may be claimed (refunds and reviews land first). */
  holdDays: z.int().min(0).max(60),
  /** A week's commission may be claimed for this many weeks after its hold; then it lapses. */
  claimWeeks: z.int().min(1).max(52),
  /** Days after registering during which a player without an inviter may add one (agentFill). */
  fillWindowDays: z.int().min(0).max(30),
  /** What makes a referee a valid invite: KYC approved, and valid bets since joining or a number of paid deposits… */
  validInvite: z.object({
    minValidBet: z.int().min(100).max(Number.MAX_SAFE_INTEGER),
    orDeposits: z.int().min(2).max(20),
    /** …held this many days after the referee joined. */
    holdDays: z.int().min(0).max(60),
    /** The bonus per valid invite (hundredths, whole pesos), claimed per week it became valid in. */
    coin: hundredths,
    /** Turnover multiple locking the valid-invite bonus (a free bonus). Commission is earned: none. */
    wagering: z.number().min(0).max(100),
  }),
});
export type AgentProgramme = z.infer<typeof agentProgrammeSchema>;

/**
 * What each valid invite also earns (app config key `inviteRewards`; absent: nothing): invite spins,
 * each drawn through the fairness module over the `invite_spin` table (its entries are the prizes,
 * their weights the odds), and invite points, exchanged for the listed prizes. Both are free bonuses:
 * coin under `wagering`, and the inviter's first top-up needed (spec §5).
 */
export const inviteExchangeOptionSchema = z.object({
  id: z.int().min(1).max(1_000_000),
  points: z.int().min(1).max(1_000_000),
  items: z.array(rewardItemSchema).min(1).max(3),
});
export type InviteExchangeOption = z.infer<typeof inviteExchangeOptionSchema>;

export const inviteRewardsSchema = z.object({
  spinsPerValid: z.int().min(0).max(10),
  pointsPerValid: z.int().min(0).max(1_000_000),
  exchange: z.array(inviteExchangeOptionSchema).max(10),
  wagering: z.number().min(0).max(100),
});
export type InviteRewards = z.infer<typeof inviteRewardsSchema>;

/** One prize of the invite spin: an entry of the `invite_spin` fair table in force, with its weight. */
export const inviteSpinPrizeSchema = z.object({ id: z.int(), items: z.array(rewardItemSchema), weight: z.int().min(0) });

/** Where a referral stands: counting, counted and valid, frozen for review, voided by an operator. */
export const referralStatuses = ['pending', 'valid', 'frozen', 'void'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

/** One of my referees, as I see them (masked). */
export const referralViewSchema = z.object({
  /** The referee's nickname, masked (Ju***o). */
  name: z.string(),
  joinedAt: z.int(),
  status: z.enum(referralStatuses),
  kyc: z.boolean(),
  /** Valid bets since joining, and paid deposits (what validity needs). */
  validBet: hundredths,
  deposits: z.int().min(0),
  /** When the referee became a valid invite (epoch ms), or null. */
  validAt: z.int().nullable(),
});
export type ReferralView = z.infer<typeof referralViewSchema>;

/** A week's funnel: clicks → registrations → first deposits → active → valid turnover. */
export const agentFunnelSchema = z.object({
  clicks: z.int().min(0),
  registrations: z.int().min(0),
  firstDeposits: z.int().min(0),
  /** Referees with a valid bet that week. */
  active: z.int().min(0),
  /** Level 1's valid bets that week (hundredths). */
  validBet: hundredths,
});
export type AgentFunnel = z.infer<typeof agentFunnelSchema>;

export const weekStatuses = ['open', 'holding', 'claimable', 'paid', 'lapsed', 'empty'] as const;
export type WeekStatus = (typeof weekStatuses)[number];

/** A week's commission: the formula's parts, so the page can print how it adds up. */
export const agentWeekSchema = z.object({
  /** The Manila ISO week, e.g. 2026-W49. */
  period: z.string(),
  start: z.int(),
  end: z.int(),
  funnel: agentFunnelSchema,
  /** Level 1 + level 2 valid bets: what picks the tier. */
  teamValidBet: hundredths,
  rateBp: z.int().min(0),
  /** rate × level 1's valid bets. */
  base: hundredths,
  /** Σ (my rate − the sub-agent's rate) × the sub-agent's level 1 valid bets, each at least 0. */
  override: hundredths,
  /** base + override, floored to whole pesos. */
  commission: hundredths,
  /** Referees whose bets are held out for review this week. */
  frozen: z.int().min(0),
  status: z.enum(weekStatuses),
  /** When the week may be claimed (end + hold). */
  claimableAt: z.int(),
  /** Valid invites that became valid this week, and their bonus. */
  validInvites: z.int().min(0),
  validInviteCoin: hundredths,
  validInviteStatus: z.enum(weekStatuses),
});
export type AgentWeek = z.infer<typeof agentWeekSchema>;

/** One payment of the programme (commission or valid-invite bonus). */
export const agentLogEntrySchema = z.object({
  period: z.string(),
  kind: z.enum(['commission', 'validInvite']),
  amount: hundredths,
  time: z.int(),
});
export type AgentLogEntry = z.infer<typeof agentLogEntrySchema>;

const period = z.string().regex(/^\d{4}-W\d{2}$/, { message: 'period' });
const code = z.string().min(4).max(32);

export const agentCalls = {
  /**
   * Binds the signed-in player to an inviter by the inviter's invite code (`pid`), once, within
   * `fillWindowDays` of registering; never to themselves, a descendant (a loop) or another account
   * of the same person. 9601 the window closed or an inviter is set; 9602 not allowed.
   */
  agentFill: defineCall({
    auth: 'user',
    body: body({ pid: code }),
    response: ok({ inviter: z.string() }),
  }),
  /** A visit through an invite link (counted once per visitor and day). Public. */
  actInviteClickInvite: defineCall({
    auth: 'public',
    body: body({ code, visitor: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) }),
    response: ok({}),
  }),
  /** My invite: the code, the link's path, my inviter (masked) and whether I may still add one. */
  actInviteUser: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({
      inviteCode: z.string(),
      /** The path a share opens (registration with the code filled in). */
      path: z.string(),
      inviter: z.string().nullable(),
      /** Until when agentFill is open (epoch ms), or null when it is not. */
      fillUntil: z.int().nullable(),
    }),
  }),
  /** My referees, newest first, a page at a time. */
  actInviteRecord: defineCall({
    auth: 'user',
    body: body({ pageNum: int32Id(1).default(1), pageSize: z.int().min(1).max(50).default(20) }),
    response: ok({ list: z.array(referralViewSchema), total: z.int().min(0) }),
  }),
  /**
   * My referees counted by status, all time, and what the valid ones earned me: invite spins (left of
   * earned) with the spin's prizes and odds (the `invite_spin` fair table in force), invite points (left
   * of earned) and what they exchange for. `rewards` null: invite rewards are not offered.
   */
  actInviteStatus: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({
      pending: z.int().min(0),
      valid: z.int().min(0),
      frozen: z.int().min(0),
      void: z.int().min(0),
      clicks: z.int().min(0),
      rewards: z
        .object({
          spins: z.object({ earned: z.int().min(0), used: z.int().min(0), left: z.int().min(0) }),
          points: z.object({ earned: z.int().min(0), spent: z.int().min(0), balance: z.int() }),
          spinsPerValid: z.int().min(0),
          pointsPerValid: z.int().min(0),
          tableKey: z.string(),
          tableVersion: z.int().min(0),
          totalWeight: z.int().min(0),
          prizes: z.array(inviteSpinPrizeSchema),
          exchange: z.array(inviteExchangeOptionSchema),
          /** A free bonus: no spin or exchange before the first top-up (5003). */
          needsDeposit: z.boolean(),
        })
        .nullable(),
    }),
  }),
  /**
   * Spends one invite spin: drawn through the fairness module and paid before answering; `requestId`
   * makes a retry answer the first spin. 9605 no spin left, 5003 no top-up yet, 5004 protected, 5006 not offered.
   */
  actInviteSpin: defineCall({
    auth: 'user',
    body: body({ requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) }),
    response: ok({ ...claimResultSchema, spinId: z.int(), prizeId: z.int(), spinsLeft: z.int().min(0), fairDrawId: z.int() }),
  }),
  /** Exchanges invite points for one of the listed prizes (once per `requestId`). 9606 not enough points, 404 unknown option. */
  actInviteExchange: defineCall({
    auth: 'user',
    body: body({ optionId: int32Id(1), requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) }),
    response: ok({ ...claimResultSchema, pointsLeft: z.int() }),
  }),
  /**
   * The agent dashboard for a week (default this week) and the weeks still to claim. `running`
   * false: the programme is switched off (nothing accrues; what was earned stays claimable).
   */
  appAgent5User: defineCall({
    auth: 'user',
    body: body({ period: period.optional() }),
    response: ok({
      running: z.boolean(),
      week: agentWeekSchema,
      /** Earlier weeks with something to claim now. */
      claimable: z.array(agentWeekSchema),
      team: z.object({ level1: z.int().min(0), level2: z.int().min(0) }),
      rules: agentProgrammeSchema,
    }),
  }),
  /** What the programme paid me, newest first. */
  appAgent5Log: defineCall({
    auth: 'user',
    body: body({ pageNum: int32Id(1).default(1), pageSize: z.int().min(1).max(50).default(20) }),
    response: ok({ list: z.array(agentLogEntrySchema), total: z.int().min(0) }),
  }),
  /** Claims a week's commission (once; 9603 not claimable yet or lapsed, 5001 nothing, 5002 claimed). */
  appAgent5Receive: defineCall({
    auth: 'user',
    body: body({ period }),
    response: ok({ ...claimResultSchema, amount: hundredths }),
  }),
  /** Claims a week's valid-invite bonus (same rules). */
  appAgent5InviteValidReceive: defineCall({
    auth: 'user',
    body: body({ period }),
    response: ok({ ...claimResultSchema, amount: hundredths, count: z.int().min(0) }),
  }),
};
