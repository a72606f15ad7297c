import { useTranslation } from 'react-i18next';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { ChatPanel } from './chat/ChatPanel.tsx';
import { ChannelList } from './ChannelList.tsx';
import styles from './service.module.css';
import { ONLINE_CHAT, useServiceQueue } from './useServiceQueue.ts';

/** The queue in sort order: the first online-chat item opens the widget, the rest are links. */
export function ServiceDesk({ vip = false }: { vip?: boolean }) {
  const { t } = useTranslation('service');
  const { items, failed } = useServiceQueue();
  if (failed) return <p className={styles.muted}>{t('none')}</p>;
  if (!items) {
    return (
      <p className={styles.status} role="status">
        <Spinner /> {t('loading', { ns: 'common' })}
      </p>
    );
  }
  const chat = items.find((item) => item.itemType === ONLINE_CHAT);
  const others = items.filter((item) => item.itemType !== ONLINE_CHAT);
  if (!chat && others.length === 0) return <p className={styles.muted}>{t('none')}</p>;
  return (
    <>
      {/* VIP players join the same license's dedicated VIP group. */}
      {chat ? <ChatPanel license={chat.param1} group={vip ? `${chat.param2}-vip` : chat.param2} /> : null}
      <ChannelList items={others} />
    </>
  );
}
