import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import styles from '../service.module.css';
import { chatAdapter, type ChatTexts, type ChatWidgetOptions } from './chatWidget.ts';

type ChatState = 'loading' | 'ready' | 'failed';

const cls = (name: string) => styles[name] ?? '';
const WIDGET_CLASSES: ChatWidgetOptions['classNames'] = {
  panel: cls('chatPanel'),
  log: cls('chatLog'),
  message: cls('chatMessage'),
  mine: cls('chatMine'),
  author: cls('chatAuthor'),
  form: cls('chatForm'),
  input: cls('chatInput'),
  send: cls('chatSend'),
  meta: cls('chatMeta'),
};

const TEXT_KEYS: (keyof ChatTexts)[] = ['greeting', 'label', 'placeholder', 'send', 'received', 'you', 'agent', 'group'];

interface ChatProps {
  license: string;
  group: string;
}

/** Loads the live-chat widget for one queue item; says so when it cannot, and lets the player retry. */
export function ChatPanel(props: ChatProps) {
  // Each retry is a fresh attempt: a new widget container and a new load.
  const [attempt, setAttempt] = useState(0);
  return <ChatAttempt key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />;
}

function ChatAttempt({ license, group, onRetry }: ChatProps & { onRetry: () => void }) {
  const { t } = useTranslation('service');
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ChatState>('loading');

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    let live = true;
    let destroy: (() => void) | undefined;
    const texts = Object.fromEntries(TEXT_KEYS.map((key) => [key, t(`chat.panel.${key}`, { group })])) as unknown as ChatTexts;
    chatAdapter
      .load({
        license,
        group,
        container: host,
        texts,
        classNames: WIDGET_CLASSES,
      })
      .then(
        (handle) => {
          if (!live) return handle.destroy();
          destroy = () => handle.destroy();
          setState('ready');
        },
        () => live && setState('failed'),
      );
    return () => {
      live = false;
      destroy?.();
    };
  }, [license, group, t]);

  return (
    <section className={styles.chat} aria-labelledby="service-chat">
      <h2 id="service-chat" className={styles.heading}>
        {t('chat.heading')}
      </h2>
      {state === 'loading' ? (
        <p className={styles.status} role="status">
          <Spinner /> {t('chat.loading')}
        </p>
      ) : null}
      {state === 'failed' ? (
        <div className={styles.failed} role="alert">
          <p className={styles.failedTitle}>{t('chat.failed.title')}</p>
          <p>{t('chat.failed.body')}</p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('chat.retry')}
          </Button>
        </div>
      ) : null}
      <div ref={container} hidden={state !== 'ready'} />
    </section>
  );
}
