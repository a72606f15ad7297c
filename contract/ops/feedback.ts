import { z } from 'zod';
import { int32Id, ok } from '../common.ts';
import { FEEDBACK_REPLY_MAX, feedbackCategories, feedbackImageSchema, feedbackStatuses } from '../calls/feedback.ts';
import { defineConsoleCall } from './define.ts';

/** Support's feedback queue (docs/feedback.md): support and admin. Every picture read and every reply is audited. */
const SUPPORT = ['support', 'admin'] as const;

export const consoleFeedbackRowSchema = z.object({
  id: z.int(),
  userId: z.int(),
  account: z.string(),
  category: z.enum(feedbackCategories),
  text: z.string(),
  status: z.enum(feedbackStatuses),
  reply: z.string(),
  repliedBy: z.string().nullable(),
  /** The operator who took it; null while nobody has. */
  assignedTo: z.string().nullable(),
  imageCount: z.int().min(0),
  createdAt: z.int(),
  repliedAt: z.int().nullable(),
  closedAt: z.int().nullable(),
});
export type ConsoleFeedbackRow = z.infer<typeof consoleFeedbackRowSchema>;

export const consoleFeedbackCalls = {
  /** Open first (oldest first), then answered; closed ones only with `closed: true` (newest first, 100 at most). */
  consoleFeedbackQueue: defineConsoleCall({
    auth: 'operator',
    roles: SUPPORT,
    body: z.strictObject({ closed: z.boolean().optional() }),
    response: ok({ feedbacks: z.array(consoleFeedbackRowSchema) }),
  }),
  /** One feedback with its pictures and the player's contact email (audited: `feedback:<id>`). */
  consoleFeedbackView: defineConsoleCall({
    auth: 'operator',
    roles: SUPPORT,
    body: z.strictObject({ id: int32Id(1) }),
    response: ok({ feedback: consoleFeedbackRowSchema, email: z.string(), images: z.array(feedbackImageSchema) }),
  }),
  /** Takes a feedback (assigns it to the calling operator), or hands it back (`release`). */
  consoleFeedbackAssign: defineConsoleCall({
    auth: 'operator',
    roles: SUPPORT,
    body: z.strictObject({ id: int32Id(1), release: z.boolean().optional() }),
    response: ok({ feedback: consoleFeedbackRowSchema }),
  }),
  /** Answers (the player reads it in the record, at once over the live channel); a later reply replaces it. Not once closed. */
  consoleFeedbackReply: defineConsoleCall({
    auth: 'operator',
    roles: SUPPORT,
    body: z.strictObject({ id: int32Id(1), reply: z.string().trim().min(1).max(FEEDBACK_REPLY_MAX) }),
    response: ok({ feedback: consoleFeedbackRowSchema }),
  }),
  /** Closes a feedback (no further reply). */
  consoleFeedbackClose: defineConsoleCall({
    auth: 'operator',
    roles: SUPPORT,
    body: z.strictObject({ id: int32Id(1) }),
    response: ok({ feedback: consoleFeedbackRowSchema }),
  }),
};
