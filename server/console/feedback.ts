import { contactEmail } from '../account/index.ts';
import { assignFeedback, closeFeedback, feedbackQueue, feedbackView, replyFeedback } from '../feedback/index.ts';
import { publishLive, publishOps } from '../live/index.ts';
import { sendSystemMail } from '../mail/index.ts';
import { recordConsoleAudit } from './audit.ts';
import type { ConsoleHandler } from './context.ts';

type FeedbackCalls = 'consoleFeedbackQueue' | 'consoleFeedbackView' | 'consoleFeedbackAssign' | 'consoleFeedbackReply' | 'consoleFeedbackClose';

/**
 * Support's feedback desk (support, admin; docs/feedback.md). The service is feedback/'s; every change
 * writes its audit row in its own transaction, and so does every read of a feedback's pictures.
 */
export const consoleFeedbackHandlers: { [P in FeedbackCalls]: ConsoleHandler<P> } = {
  consoleFeedbackQueue: async ({ deps, body }) => ({ feedbacks: await feedbackQueue(deps.db, body.closed ?? false) }),

  /** Seeing the pictures (and the contact email) is audited: who looked at whose feedback, and when. */
  consoleFeedbackView: async ({ deps, session, body }) => {
    const view = await feedbackView(deps.db, body.id);
    const op = session.operator;
    await recordConsoleAudit(
      deps.db,
      { operatorId: op.id, operator: op.name, call: 'consoleFeedbackView', target: `feedback:${body.id}`, after: { userId: view.feedback.userId, viewed: 'images', images: view.images.length } },
      new Date(deps.now()),
    );
    return { ...view, email: await contactEmail(deps.db, view.feedback.userId) };
  },

  consoleFeedbackAssign: async ({ deps, session, body }) => {
    const op = session.operator;
    const feedback = await assignFeedback(deps.db, body.id, op.name, body.release ?? false, (tx, before, after) =>
      recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleFeedbackAssign', target: `feedback:${body.id}`, before: { assignedTo: before.assignedTo }, after: { assignedTo: after.assignedTo, userId: after.userId } }, new Date(deps.now())),
    );
    return { feedback };
  },

  /** The reply, its audit row (with the words), the player's live event and system mail commit together. */
  consoleFeedbackReply: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const feedback = await replyFeedback(deps.db, body.id, op.name, body.reply, now, async (tx, before, after) => {
      await recordConsoleAudit(
        tx,
        { operatorId: op.id, operator: op.name, call: 'consoleFeedbackReply', target: `feedback:${body.id}`, before: { status: before.status, reply: before.reply }, after: { status: after.status, reply: after.reply, userId: after.userId } },
        new Date(now),
      );
      // The player's record page refreshes at once; the mail says so when the app is closed.
      await publishLive(tx, after.userId, { type: 'feedback', id: after.id });
      await sendSystemMail(tx, after.userId, 'feedbackReplied', { feedbackId: after.id }, now);
      await publishOps(tx, { type: 'queue', queue: 'feedback' }, { roles: ['support', 'admin'] });
    });
    return { feedback };
  },

  consoleFeedbackClose: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const feedback = await closeFeedback(deps.db, body.id, now, (tx, before, after) =>
      recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleFeedbackClose', target: `feedback:${body.id}`, before: { status: before.status }, after: { status: after.status, userId: after.userId } }, new Date(now)),
    );
    return { feedback };
  },
};
