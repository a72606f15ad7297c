import { z } from 'zod';
import { body, hundredths, int32Id, ok } from '../common.ts';
import { defineCall } from '../define.ts';
import { rewardItemSchema } from './rewards.ts';

/**
 * The player's inbox (spec §2 /email, §7 getMail3, getMailDetail, receiveMail, delMail; docs/mail.md).
 *
 * A mail is either written by an event (a withdrawal paid, a KYC decision, a VIP level-up, a limit or
 * exclusion taking effect): then it carries a `template` key and its `params`, and the client renders
 * it from its locale (so it reads in the player's language); or written by an operator in the console,
 * then `title` and `body` are the operator's words as written. Either may carry an attachment: reward
 * items (spec §3 prop ids; coin in hundredths) claimed once through the rewards engine before it expires.
 */

/** The system mail the server writes; the client's `mail:templates.<key>` render them. */
export const mailTemplates = ['withdrawalPaid', 'withdrawalRejected', 'kycApproved', 'kycRejected', 'vipLevelUp', 'limitInForce', 'exclusionStarted', 'feedbackReplied', 'diamondOrderShipped', 'diamondOrderDelivered', 'diamondOrderCancelled'] as const;
export type MailTemplate = (typeof mailTemplates)[number];

/** Where the attachment stands: none, claimable now, claimed (once), or expired unclaimed. */
export const mailAttachmentStateSchema = z.enum(['none', 'claimable', 'claimed', 'expired']);
export type MailAttachmentState = z.infer<typeof mailAttachmentStateSchema>;

/** One mail as the inbox lists it. */
export const mailSummarySchema = z.object({
  id: z.int(),
  /** 'system': written by an event (render `template`); 'operator': written in the console (`title` as written). */
  kind: z.enum(['system', 'operator']),
  /** A key of `mailTemplates` for system mail; null for an operator's. */
  template: z.string().nullable(),
  /** The template's values: amounts (`amount`) in hundredths, times (`until`) in epoch ms, a reason as written. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The operator's subject; empty for system mail. */
  title: z.string(),
  read: z.boolean(),
  attachment: mailAttachmentStateSchema,
  /** Epoch ms. */
  createdAt: z.int(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

export const mailDetailSchema = mailSummarySchema.extend({
  /** The operator's text as written; empty for system mail. */
  body: z.string(),
  /** The attachment's reward items (empty: none). */
  items: z.array(rewardItemSchema),
  /** When the attachment can no longer be claimed (epoch ms); null: no attachment or no expiry. */
  expiresAt: z.int().nullable(),
});
export type MailDetail = z.infer<typeof mailDetailSchema>;

export const MAIL_PAGE_SIZE = 20;

export const mailCalls = {
  /** The inbox, newest first: a page before `beforeId`, with the unread count (the red dots follow it). */
  getMail3: defineCall({
    auth: 'user',
    body: body({ beforeId: int32Id(1).optional(), pageSize: z.int().min(1).max(50).optional() }),
    response: ok({ list: z.array(mailSummarySchema), nextBeforeId: z.int().nullable(), unread: z.int().min(0) }),
  }),
  /** One mail, marked read. A mail id that is not the player's is 8001, the same as an unknown one. */
  getMailDetail: defineCall({
    auth: 'user',
    body: body({ id: int32Id(1) }),
    response: ok({ mail: mailDetailSchema, unread: z.int().min(0) }),
  }),
  /**
   * Claims the mail's attachment through the rewards engine, once: 8002 no attachment, 8003 claimed
   * already (a second tap, a second tab), 8004 expired, 5004 withheld from a protected player, 5003 a
   * promotional attachment before the first top-up.
   */
  receiveMail: defineCall({
    auth: 'user',
    body: body({ id: int32Id(1) }),
    response: ok({ items: z.array(rewardItemSchema), coin: hundredths, locked: hundredths, unread: z.int().min(0) }),
  }),
  /**
   * Deletes a mail. One with an attachment still claimable is refused with 8005 unless
   * `discardAttachment` is true (the client asks the player first): the attachment goes with it.
   */
  delMail: defineCall({
    auth: 'user',
    body: body({ id: int32Id(1), discardAttachment: z.boolean().optional() }),
    response: ok({ unread: z.int().min(0) }),
  }),
};
