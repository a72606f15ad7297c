import { Errcode } from '../../contract/index.ts';
import { ConsoleMessageKey } from '../../contract/ops/index.ts';
import { ApiError } from '../api/errors.ts';
import { chatRepo, chatRules, heldByOther, messageView, operatorsOnline, replyAsOperator, type ConversationRow } from '../chat/index.ts';
import type { Executor } from '../db/client.ts';
import { publishOps } from '../live/index.ts';
import { recordConsoleAudit } from './audit.ts';
import type { ConsoleHandlers } from './context.ts';

const notFound = () => new ApiError(Errcode.notFound, { msg: ConsoleMessageKey.chatNotFound });

async function conversationOr404(db: Executor, id: number, lock = false): Promise<ConversationRow> {
  const row = await chatRepo(db).conversation(id, lock);
  if (!row) throw notFound();
  return row;
}

/** The desk's row of one conversation (after a change, read in the same transaction). */
async function rowOf(db: Executor, id: number) {
  const [row] = await chatRepo(db).deskRows([id], 1);
  if (!row) throw notFound();
  return row;
}

/**
 * The live chat's desk (contract/ops/chat.ts, docs/chat.md "The console"). Every reply and every
 * assignment writes its console_audit row in the transaction of the change; opening a conversation
 * marks it read. The operator's heartbeat keeps them online for the players' widget.
 */
export const chatConsoleHandlers: Pick<ConsoleHandlers, 'consoleChatList' | 'consoleChatView' | 'consoleChatReply' | 'consoleChatAssign' | 'consoleChatPresence'> = {
  consoleChatList: async ({ deps }) => ({
    conversations: await chatRepo(deps.db).deskRows(undefined, chatRules.deskRows),
    operatorsOnline: await operatorsOnline(deps.db, deps.now()),
  }),

  consoleChatView: async ({ deps, body }) => {
    const conversation = await conversationOr404(deps.db, body.id);
    const repo = chatRepo(deps.db);
    const { rows, hasMore } = await repo.thread(conversation.id, body.afterId, 200);
    const last = rows.at(-1);
    if (last) await repo.markRead(conversation.id, last.id);
    return { conversation: await rowOf(deps.db, conversation.id), messages: rows.map(messageView), hasMore };
  },

  consoleChatReply: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    return deps.db.transaction(async (tx) => {
      const conversation = await conversationOr404(tx, body.id, true);
      const { message, replayed, took } = await replyAsOperator(tx, conversation, { id: op.id, name: op.name }, body, now);
      if (!replayed) {
        await recordConsoleAudit(
          tx,
          {
            operatorId: op.id,
            operator: op.name,
            call: 'consoleChatReply',
            target: `chat:${conversation.id}`,
            before: took ? { assignedTo: null } : null,
            after: { messageId: message.id, userId: conversation.userId, length: [...message.text].length, ...(took ? { assignedTo: op.name } : {}) },
          },
          new Date(now),
        );
      }
      return { message, conversation: await rowOf(tx, conversation.id) };
    });
  },

  consoleChatAssign: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    return deps.db.transaction(async (tx) => {
      const conversation = await conversationOr404(tx, body.id, true);
      const before = conversation.assignedOperator;
      if (body.action === 'take') {
        if (heldByOther(conversation, op)) throw new ApiError(Errcode.conflict, { msg: ConsoleMessageKey.chatHeldByOther, params: { operator: before ?? '' } });
      } else if (conversation.assignedOperatorId !== op.id) {
        throw new ApiError(Errcode.conflict, { msg: ConsoleMessageKey.chatNotHeld });
      }
      const after = body.action === 'take' ? op.name : null;
      // Taking one's own conversation again changes nothing and writes nothing (a double click, a second tab).
      if (before !== after) {
        await chatRepo(tx).assign(conversation.id, body.action === 'take' ? { id: op.id, name: op.name } : null, new Date(now));
        await recordConsoleAudit(
          tx,
          { operatorId: op.id, operator: op.name, call: 'consoleChatAssign', target: `chat:${conversation.id}`, before: { assignedTo: before }, after: { assignedTo: after } },
          new Date(now),
        );
        await publishOps(tx, { type: 'chatAssigned', conversationId: conversation.id, operator: after ?? '' }, { roles: [...chatRules.deskRoles] });
      }
      return { conversation: await rowOf(tx, conversation.id) };
    });
  },

  consoleChatPresence: async ({ deps, session }) => {
    const now = deps.now();
    await chatRepo(deps.db).seen({ id: session.operator.id, name: session.operator.name }, new Date(now));
    return { operatorsOnline: await operatorsOnline(deps.db, now) };
  },
};
