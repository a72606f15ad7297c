import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { ChatPanel } from './chat/ChatPanel.tsx';
import { HostedChat } from './chat/HostedChat.tsx';
import { ChannelList } from './ChannelList.tsx';
import styles from './service.module.css';
import { ONLINE_CHAT, useServiceQueue } from './useServiceQueue.ts';
import './i18n.ts';

/**
 * The queue in sort order: the online-chat item opens the live chat (the built-in one, or the hosted
 * provider its license names), the rest are links. At /service/vip a VIP player's messages mark the
 * conversation VIP, so the desk answers it first.
 */
export function ServiceDesk({ vip = false }: { vip?: boolean }) {
  // Each retry is a fresh attempt: the desk remounts and asks again.
  const [attempt, setAttempt] = useState(0);
  return <DeskAttempt key={attempt} vip={vip} onRetry={() => setAttempt((n) => n + 1)} />;
}

function DeskAttempt({ vip, onRetry }: { vip: boolean; onRetry: () => void }) {
  const { t } = useTranslation('service');
  const { queue, failed } = useServiceQueue();
  if (failed) {
    return (
      <div className={styles.failed} role="alert">
        <p>{t('none')}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('chat.retry')}
        </Button>
      </div>
    );
  }
  if (!queue) {
    return (
      <p className={styles.status} role="status">
        <Spinner /> {t('loading', { ns: 'common' })}
      </p>
    );
  }
  const chat = queue.items.find((item) => item.itemType === ONLINE_CHAT);
  const others = queue.items.filter((item) => item.itemType !== ONLINE_CHAT);
  if (!chat && others.length === 0) return <p className={styles.muted}>{t('none')}</p>;
  return (
    <>
      {chat ? (
        <section className={styles.chat} aria-labelledby="service-chat">
          <h2 id="service-chat" className={styles.heading}>
            {chat.name || t('chat.heading')}
          </h2>
          {queue.provider === 'chatwoot' ? <HostedChat /> : <ChatPanel vip={vip} />}
        </section>
      ) : null}
      <ChannelList items={others} />
    </>
  );
}
