// The feedback area's public face (contract/calls/feedback.ts, docs/feedback.md): the player's calls,
// and support's desk the console runs (contract/ops/feedback.ts).
export { feedbackHandlers } from './handlers.ts';
export { assignFeedback, closeFeedback, feedbackQueue, feedbackView, replyFeedback, type AfterChange } from './desk.ts';
