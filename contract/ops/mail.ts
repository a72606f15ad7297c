import { z } from 'zod';
import { ok } from '../common.ts';
import { defineConsoleCall } from './define.ts';

/**
 * Mail from the console (docs/mail.md "Sending"): support writes to one player, a list of player ids or
 * a segment; an attachment worth more than the approval amount waits for an admin (never the sender);
 * every send and decision is audited. A send is a job processed in batches in the background, so a
 * segment of 50,000 players holds no request open; the page shows its progress.
 */
const SENDERS = ['support', 'admin'] as const;

/** Most player ids one send may list (a larger audience is a segment). */
export const MAIL_MAX_PLAYER_IDS = 10_000;
/** The approval amount's bounds and default (hundredths of coin per player): ₱0–₱100,000, ₱1,000. */
export const MAIL_APPROVAL_AMOUNT = { min: 0, max: 10_000_000, default: 100_000 } as const;
/** Days an attachment may be claimed after it arrives. */
export const MAIL_EXPIRES_DAYS = { min: 1, max: 90, default: 7 } as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const playerId = z.int().min(1).max(2_147_483_647);

export const mailAudienceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('players'), ids: z.array(playerId).min(1).max(MAIL_MAX_PLAYER_IDS) }),
  z.strictObject({
    kind: z.literal('segment'),
    vipMin: z.int().min(0).max(100).optional(),
    vipMax: z.int().min(0).max(100).optional(),
    /** Manila calendar days, inclusive. */
    registeredFrom: day.optional(),
    registeredTo: day.optional(),
    /** true: has deposited; false: never deposited; absent: either. */
    deposited: z.boolean().optional(),
  }),
]);
export type MailAudience = z.infer<typeof mailAudienceSchema>;

/**
 * The audience as one body field: any fault inside it is a 400 naming `audience` (every console call
 * names the top-level field it refuses), never a path within it.
 */
const audienceField = z.unknown().transform((value, ctx): MailAudience => {
  const parsed = mailAudienceSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', message: 'audience', input: value });
  return z.NEVER;
});

/** An attachment item: spec §3 prop ids (coin 2001 in hundredths, points, diamonds, coupons, tickets). */
export const mailItemSchema = z.strictObject({ propId: z.int().min(1).max(999_999), count: z.int().min(1).max(100_000_000) });

export const mailJobSchema = z.object({
  id: z.int(),
  status: z.enum(['awaiting_approval', 'rejected', 'queued', 'running', 'done']),
  audience: mailAudienceSchema,
  title: z.string(),
  body: z.string(),
  items: z.array(z.object({ propId: z.int(), count: z.int() })),
  promo: z.boolean(),
  wagering: z.int(),
  expiresDays: z.int(),
  /** Coin per player (hundredths). */
  value: z.int(),
  operator: z.string(),
  reason: z.string(),
  approvedBy: z.string().nullable(),
  decisionReason: z.string().nullable(),
  total: z.int(),
  sent: z.int(),
  skipped: z.int(),
  createdAt: z.int(),
  finishedAt: z.int().nullable(),
});
export type MailJobView = z.infer<typeof mailJobSchema>;

export const consoleMailCalls = {
  /** The latest sends, newest first, with their progress, and the approval amount in force. */
  consoleMailJobs: defineConsoleCall({
    auth: 'operator',
    roles: SENDERS,
    body: z.strictObject({ before: z.int().min(1).optional() }),
    response: ok({ jobs: z.array(mailJobSchema), approvalAmount: z.int(), hasMore: z.boolean() }),
  }),
  /**
   * A send: queued at once, or awaiting an admin when the coin attached per player is above the approval
   * amount. 8013 an empty audience, 8014 player ids that are not players; audited with the reason.
   */
  consoleMailSend: defineConsoleCall({
    auth: 'operator',
    roles: SENDERS,
    body: z.strictObject({
      audience: audienceField,
      title: z.string().trim().min(1).max(120),
      body: z.string().trim().min(1).max(4000),
      items: z.array(mailItemSchema).max(5),
      promo: z.boolean(),
      wagering: z.int().min(0).max(10),
      expiresDays: z.int().min(MAIL_EXPIRES_DAYS.min).max(MAIL_EXPIRES_DAYS.max),
      reason: z.string().trim().min(1).max(500),
    }),
    response: ok({ job: mailJobSchema }),
  }),
  /** An admin approves or rejects a send awaiting approval: 8012 their own, 8011 decided already. */
  consoleMailDecide: defineConsoleCall({
    auth: 'operator',
    roles: ['admin'],
    body: z.strictObject({ id: z.int().min(1).max(2_147_483_647), approve: z.boolean(), reason: z.string().trim().min(1).max(500) }),
    response: ok({ job: mailJobSchema }),
  }),
  /** The approval amount (admin; bounded by MAIL_APPROVAL_AMOUNT), audited. */
  consoleMailApprovalAmountSet: defineConsoleCall({
    auth: 'operator',
    roles: ['admin'],
    body: z.strictObject({ amount: z.int().min(MAIL_APPROVAL_AMOUNT.min).max(MAIL_APPROVAL_AMOUNT.max), reason: z.string().trim().min(1).max(500) }),
    response: ok({ approvalAmount: z.int() }),
  }),
};
