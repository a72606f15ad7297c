import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../../shared/ui/Modal.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { ChannelList } from '../ChannelList.tsx';
import { ONLINE_CHAT, useServiceQueue } from '../useServiceQueue.ts';
import { ChatPanel } from './ChatPanel.tsx';
import { HostedChat } from './HostedChat.tsx';
import styles from './chat.module.css';

/**
 * The chat opened from the floating bubble: the conversation, and when nobody is online (or the queue
 * has no chat) the other channels the operator configured, so the player is never left waiting blind.
 */
export default function ChatSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('chat');
  const { queue, failed } = useServiceQueue();
  const others = queue?.items.filter((item) => item.itemType !== ONLINE_CHAT) ?? [];
  const hasChat = queue?.items.some((item) => item.itemType === ONLINE_CHAT) ?? false;
  return (
    <Modal title={t('heading')} onClose={onClose}>
      <div className={styles.sheet}>
        {!queue && !failed ? (
          <p className={styles.status} role="status">
            <Spinner /> {t('loading')}
          </p>
        ) : null}
        {queue && hasChat ? queue.provider === 'chatwoot' ? <HostedChat /> : <ChatPanel /> : null}
        {failed || (queue && (!hasChat || !queue.operatorsOnline) && others.length > 0) ? <ChannelList items={others} /> : null}
        <Link to="/service" className={styles.moreLink} onClick={onClose}>
          {t('more')}
        </Link>
      </div>
    </Modal>
  );
}
