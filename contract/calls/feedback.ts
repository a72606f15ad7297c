import { z } from 'zod';
import { body, int32Id, ok } from '../common.ts';
import { defineCall } from '../define.ts';
import { KYC_UPLOAD_BODY_LIMIT } from './kyc.ts';

/**
 * Feedback (spec routes /feedback, /feedback/record, /feedback/record/{id}; docs/feedback.md): the
 * player writes to support in a category, with text and up to `feedbackConfig.imagesLimit` pictures
 * uploaded first (`uploadFeedbackImage`, the KYC image rules), and reads support's reply in the record.
 */

/** The fixed list of categories (each translated in the feedback namespace). */
export const feedbackCategories = ['account', 'deposit', 'withdrawal', 'games', 'bonus', 'suggestion', 'other'] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number];

/** open (waiting for support) → answered (support replied) → closed (support closed it); answered may be closed. */
export const feedbackStatuses = ['open', 'answered', 'closed'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

/** The text's length in characters (a too-long text is refused by the contract, naming the limit). */
export const FEEDBACK_TEXT_MIN = 5;
export const FEEDBACK_TEXT_MAX = 1000;
/** A reply's length (the operator's words the player reads). */
export const FEEDBACK_REPLY_MAX = 2000;
/** The most pictures any configuration may ask for; `feedbackConfig.imagesLimit` says how many now. */
export const FEEDBACK_IMAGES_HARD_MAX = 9;

export const feedbackRowSchema = z.object({
  id: z.int(),
  category: z.enum(feedbackCategories),
  text: z.string(),
  status: z.enum(feedbackStatuses),
  /** Support's reply, '' until answered. */
  reply: z.string(),
  imageCount: z.int().min(0),
  createdAt: z.int(),
  repliedAt: z.int().nullable(),
  closedAt: z.int().nullable(),
});
export type FeedbackRow = z.infer<typeof feedbackRowSchema>;

export const feedbackImageSchema = z.object({ id: z.int(), mime: z.literal('image/jpeg'), width: z.int(), height: z.int(), base64: z.string() });
export type FeedbackImage = z.infer<typeof feedbackImageSchema>;

const base64 = z
  .string()
  .min(4)
  .max(KYC_UPLOAD_BODY_LIMIT)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/);

export const feedbackCalls = {
  /** One picture (JPEG, PNG or WebP, ≤ 2 MiB, as KYC): re-encoded and kept for this player's next feedback. Answers its file id. */
  uploadFeedbackImage: defineCall({
    auth: 'user',
    bodyLimit: KYC_UPLOAD_BODY_LIMIT,
    body: body({ image: base64 }),
    response: ok({ fileId: int32Id(1) }),
  }),
  /** Sends a feedback: category, text and the ids of the player's own unused uploads (at most `feedbackConfig.imagesLimit`). */
  addFeedback: defineCall({
    auth: 'user',
    body: body({
      category: z.enum(feedbackCategories),
      text: z.string().trim().min(FEEDBACK_TEXT_MIN).max(FEEDBACK_TEXT_MAX),
      imageIds: z.array(int32Id(1)).max(FEEDBACK_IMAGES_HARD_MAX).default([]),
    }),
    response: ok({ feedback: feedbackRowSchema }),
  }),
  /** The player's feedback, newest first, 20 a page (pageNum from 1). */
  feedbackList: defineCall({
    auth: 'user',
    body: body({ pageNum: z.int().min(1).max(10_000).default(1) }),
    response: ok({ list: z.array(feedbackRowSchema), hasMore: z.boolean() }),
  }),
  /** One of the player's feedbacks with its pictures; another player's id is answered as unknown. */
  feedbackDetail: defineCall({
    auth: 'user',
    body: body({ id: int32Id(1) }),
    response: ok({ feedback: feedbackRowSchema, images: z.array(feedbackImageSchema) }),
  }),
};
