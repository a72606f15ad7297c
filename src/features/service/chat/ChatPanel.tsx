import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLive } from '../../live/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { useAppStore } from '../../../store/index.ts';
import styles from './chat.module.css';
import { CHAT_MAX_LENGTH } from './limits.ts';
import { mergeMessages, readThread, sendLine, subscribeThread, threadState, type ChatLine } from './thread.ts';
import './i18n.ts';

/** A slow re-read while the panel is open and visible: a safety net under the live stream. */
const CATCH_UP_MS = 30_000;

/**
 * The built-in live chat (docs/chat.md): the player's thread with support, kept on the server. A
 * signed-out tab is asked to sign in; when no operator is online the panel says so (the message is
 * still taken and answered later). New messages arrive over the live channel; the thread is read again
 * since its last id on a return to the tab, when the network comes back, and every 30 s as a net.
 */
export function ChatPanel({ vip = false }: { vip?: boolean }) {
  const { t } = useTranslation('chat');
  const token = useAppStore((s) => s.token);
  const thread = useSyncExternalStore(subscribeThread, threadState);

  useLive('chat', (event) => mergeMessages([event.message]));
  useEffect(() => {
    if (!token) return;
    void readThread();
    const again = () => {
      if (document.visibilityState === 'visible') void readThread();
    };
    const timer = setInterval(again, CATCH_UP_MS);
    window.addEventListener('online', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [token]);

  if (!token) {
    return (
      <div className={styles.panel}>
        <p className={styles.note}>{t('signIn')}</p>
        <Button size="sm" onClick={() => useAppStore.getState().openAuthModal({ kind: 'login' })}>
          {t('signInButton')}
        </Button>
      </div>
    );
  }
  if (thread.load === 'failed') {
    return (
      <div className={styles.panel} role="alert">
        <p className={styles.note}>{t('loadFailed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void readThread()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (thread.load !== 'ready') {
    return (
      <p className={styles.status} role="status">
        <Spinner /> {t('loading')}
      </p>
    );
  }
  return (
    <div className={styles.panel}>
      <p className={`${styles.note} ${styles.presence}`} data-testid="chat-presence">
        <span className={`${styles.dot} ${thread.operatorsOnline ? styles.dotOn : ''}`} aria-hidden="true" />
        {thread.operatorsOnline ? t('online') : t('offline')}
      </p>
      <ThreadLog lines={thread.lines} />
      <Composer vip={vip} />
    </div>
  );
}

function ThreadLog({ lines }: { lines: ChatLine[] }) {
  const { t } = useTranslation('chat');
  const log = useRef<HTMLOListElement>(null);
  // The newest message in view, as a messenger does.
  useLayoutEffect(() => {
    const node = log.current;
    if (node && lines.length > 0) node.scrollTop = node.scrollHeight;
  }, [lines.length]);
  return (
    <ol ref={log} className={styles.log} aria-live="polite" aria-label={t('heading')} data-testid="chat-log">
      {lines.length === 0 ? <li className={styles.note}>{t('empty')}</li> : null}
      {lines.map((line) => {
        const mine = !line.message || line.message.from === 'player';
        return (
          <li key={line.key} className={`${styles.message} ${mine ? styles.mine : ''}`} data-status={line.status}>
            <span className={styles.author}>{mine ? t('you') : line.message?.author || t('agent')}</span>
            <span>{line.text}</span>
            {mine ? <LineStatus line={line} /> : null}
          </li>
        );
      })}
    </ol>
  );
}

function LineStatus({ line }: { line: ChatLine }) {
  const { t } = useTranslation('chat');
  if (line.status === 'sent') return <span className={styles.meta}>{t('sent')}</span>;
  if (line.status === 'sending') return <span className={styles.meta}>{t('sending')}</span>;
  return (
    <span className={styles.error} role="alert">
      {t('failed')} {line.error}{' '}
      <Button variant="link" size="sm" onClick={() => void sendLine(line.key, line.text, line.vip ?? false)}>
        {t('resend')}
      </Button>
    </span>
  );
}

function Composer({ vip }: { vip: boolean }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const length = [...text.trim()].length;
  const over = length > CHAT_MAX_LENGTH;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const message = text.trim();
    if (!message || over) return;
    setText('');
    void sendLine(null, message, vip);
  };
  // Enter sends, Shift+Enter breaks the line (as a messenger does).
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <div className={styles.field}>
        <textarea
          className={styles.input}
          rows={1}
          value={text}
          placeholder={t('placeholder')}
          aria-label={t('label')}
          aria-invalid={over || undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {length > CHAT_MAX_LENGTH * 0.8 ? <span className={`${styles.count} ${over ? styles.countOver : ''}`}>{t('count', { count: length, max: CHAT_MAX_LENGTH })}</span> : null}
      </div>
      <Button type="submit" size="sm" disabled={!length || over}>
        {t('send')}
      </Button>
    </form>
  );
}
