import { z } from 'zod';
import { body, ok } from '../common.ts';
import { defineCall } from '../define.ts';

/** An activity as the lobby sees it (spec §3 "activityMap" entries plus its popup settings). */
export const activityEntrySchema = z.object({
  id: z.int(),
  /** The activity id of `ActivityId` (contract/enums.ts). */
  type: z.int(),
  sort: z.int(),
  /** Visitors may see it (its page and its popup) without signing in. */
  unloginShowStatus: z.boolean(),
  /** A floating bubble for it shows on the home page. */
  homeFloatShowStatus: z.boolean(),
  /** Asset alias of its banner image. */
  imgUrl4: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** Operator text a popup shows (the Notice activity); other popups bring their texts from locales. */
export const activityPopupSchema = z.object({
  title: z.string(),
  body: z.string(),
});

export const activityStatusSchema = activityEntrySchema.extend({
  status: z.boolean(),
  /** Opens among the start popups (spec §4). */
  popup: z.boolean(),
  popupConfig: activityPopupSchema.nullable(),
});
export type ActivityStatus = z.infer<typeof activityStatusSchema>;

/**
 * Both calls work with or without a token: a visitor gets only the activities whose
 * unloginShowStatus allows (spec §6). Unlike `anonymous/` calls they stop during maintenance.
 */
export const activityCalls = {
  /** Enabled activity ids and their map (unloginShowStatus, homeFloatShowStatus, …), with or without a token. */
  getActivityIds: defineCall({
    auth: 'public',
    body: body({}),
    response: ok({
      activityIds: z.array(z.int()),
      /** Keyed by activity type. */
      activityMap: z.record(z.string(), activityEntrySchema),
    }),
  }),
  /** Enabled activities with their popup settings; a visitor gets only the visitor-visible ones. */
  activityGetStatusList: defineCall({
    auth: 'public',
    body: body({}),
    response: ok({ list: z.array(activityStatusSchema) }),
  }),
};
