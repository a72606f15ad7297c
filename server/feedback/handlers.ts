import type { HandlerGroup } from '../api/context.ts';
import { addFeedback, feedbackDetail, listFeedback } from './service.ts';
import { uploadFeedbackImage } from './uploads.ts';

/** The player's feedback calls (contract/calls/feedback.ts). */
export const feedbackHandlers: HandlerGroup<'uploadFeedbackImage' | 'addFeedback' | 'feedbackList' | 'feedbackDetail'> = {
  uploadFeedbackImage: async ({ body, deps, session }) => ({ fileId: await uploadFeedbackImage(deps.db, session.user.id, body.image, deps.now()) }),

  addFeedback: async ({ body, deps, session }) => {
    // Read on every call: the operator may change the limit in the console at any time.
    const { config } = await deps.config.get();
    return { feedback: await addFeedback(deps.db, session.user.id, body, config.feedbackConfig.imagesLimit, deps.now()) };
  },

  feedbackList: async ({ body, deps, session }) => listFeedback(deps.db, session.user.id, body.pageNum),

  feedbackDetail: async ({ body, deps, session }) => feedbackDetail(deps.db, session.user.id, body.id),
};
