// The live chat's public face (docs/chat.md): the player's calls, the desk's operations the console's
// handlers run in their audited transactions, and the queue check the console's config edit uses.
export { chatHandlers } from './handlers.ts';
export { chatRepo, messageView, type ConversationRow } from './repo.ts';
export { heldByOther, operatorsOnline, replyAsOperator, type DeskOperator } from './service.ts';
export { checkServiceQueue, SAFE_LINK } from './queue.ts';
export { chatRules } from './rules.ts';
