import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../../contract/live.ts';
import type { ConsoleChatRow } from '../../../../contract/ops/chat.ts';
import { consoleCall } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { formatManilaDateTime } from '../../format.ts';
import { onOpsLive, onOpsResync } from '../../live.ts';
import { sessionOperatorName } from './operator.ts';
import { Alert, Button } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import styles from './chat.module.css';

/** The desk's reply limit: contract/calls/chat.ts CHAT_MAX_LENGTH (the console imports no zod values). */
const MAX_LENGTH = 1000;
const newClientId = () => crypto.randomUUID().replaceAll('-', '');

/**
 * One conversation: the thread (oldest first; new messages arrive live and are read since the last id,
 * which also marks them read), who holds it (take / release), and the reply box. A reply to a
 * conversation nobody holds takes it; one another operator holds is refused, and the page says who.
 */
export function ConversationView({ id, onChanged }: { id: number; onChanged: () => void }) {
  const { t } = useTranslation('console');
  const [conversation, setConversation] = useState<ConsoleChatRow | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const last = useRef(0);
  const reading = useRef(false);

  const read = useCallback(async () => {
    if (reading.current) return;
    reading.current = true;
    try {
      for (;;) {
        const answer = await consoleCall('consoleChatView', { id, afterId: last.current });
        setConversation(answer.conversation);
        if (answer.messages.length > 0) {
          last.current = answer.messages.at(-1)!.id;
          setMessages((held) => {
            const known = new Set(held.map((m) => m.id));
            return [...held, ...answer.messages.filter((m) => !known.has(m.id))].sort((a, b) => a.id - b.id);
          });
        }
        if (!answer.hasMore) break;
      }
      setError(null);
    } catch (failure) {
      setError(consoleErrorMessage(failure));
    } finally {
      reading.current = false;
    }
  }, [id]);

  useEffect(() => {
    void read();
    const offs = [
      onOpsLive('chat', (event) => {
        if (event.message.conversationId === id && event.message.id > last.current) void read();
      }),
      onOpsLive('chatAssigned', (event) => {
        if (event.conversationId === id) void read();
      }),
      onOpsResync(() => void read()),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [id, read]);

  const log = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    if (log.current && messages.length > 0) log.current.scrollTop = log.current.scrollHeight;
  }, [messages.length]);

  const assign = async (action: 'take' | 'release') => {
    try {
      setConversation((await consoleCall('consoleChatAssign', { id, action })).conversation);
      setError(null);
      onChanged();
    } catch (failure) {
      setError(consoleErrorMessage(failure));
    }
  };

  if (!conversation) return error ? <Alert message={error} /> : <p className={page.muted}>{t('states.loading')}</p>;
  const mine = conversation.assignedTo === sessionOperatorName();
  return (
    <section className={styles.conversation} aria-label={t('chat.conversationLabel', { account: conversation.account })}>
      <div className={page.head}>
        <h2 className={page.subtitle}>
          {t('chat.conversationTitle', { account: conversation.account, nickname: conversation.nickname })}
          {conversation.vip ? <span className={`${page.flag} ${styles.vip}`}>{t('chat.vip')}</span> : null}
        </h2>
        <span className={page.muted} data-testid="chat-holder">
          {conversation.assignedTo ? t('chat.heldBy', { operator: conversation.assignedTo }) : t('chat.notHeld')}
        </span>
        {mine ? (
          <Button size="sm" variant="secondary" onClick={() => void assign('release')}>
            {t('chat.release')}
          </Button>
        ) : conversation.assignedTo ? null : (
          <Button size="sm" onClick={() => void assign('take')}>
            {t('chat.take')}
          </Button>
        )}
      </div>
      {error ? <Alert message={error} /> : null}
      <ol ref={log} className={styles.thread} data-testid="console-chat-thread">
        {messages.map((message) => (
          <li key={message.id} className={`${styles.message} ${message.from === 'player' ? '' : styles.fromDesk}`}>
            <span className={styles.author}>{message.from === 'player' ? conversation.account : message.author || t('chat.system')}</span>
            <span className={styles.text}>{message.text}</span>
            <span className={page.muted}>{formatManilaDateTime(message.at)}</span>
          </li>
        ))}
      </ol>
      <ReplyBox
        id={id}
        disabled={Boolean(conversation.assignedTo) && !mine}
        onSent={(message, row) => {
          setConversation(row);
          setMessages((held) => (held.some((m) => m.id === message.id) ? held : [...held, message]));
          last.current = Math.max(last.current, message.id);
          onChanged();
        }}
      />
    </section>
  );
}

function ReplyBox({ id, disabled, onSent }: { id: number; disabled: boolean; onSent: (message: ChatMessage, row: ConsoleChatRow) => void }) {
  const { t } = useTranslation('console');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One id per reply being written: a retry after a lost answer is the same reply, not a second one.
  const clientId = useRef(newClientId());
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reply = text.trim();
    if (!reply || busy) return;
    setBusy(true);
    try {
      const answer = await consoleCall('consoleChatReply', { id, clientId: clientId.current, text: reply });
      clientId.current = newClientId();
      setText('');
      setError(null);
      onSent(answer.message, answer.conversation);
    } catch (failure) {
      setError(consoleErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.reply} onSubmit={(event) => void submit(event)}>
      {error ? <Alert message={error} /> : null}
      <label className={styles.replyLabel}>
        {t('chat.replyLabel')}
        <textarea className={styles.replyInput} value={text} maxLength={MAX_LENGTH} rows={3} disabled={disabled} onChange={(event) => setText(event.target.value)} />
      </label>
      <Button type="submit" busy={busy} disabled={disabled || !text.trim()}>
        {t('chat.send')}
      </Button>
    </form>
  );
}
