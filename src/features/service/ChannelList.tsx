import { useTranslation } from 'react-i18next';
import { isNativeWrapper } from '../../shared/platform/platform.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import controls from '../../shared/ui/controls.module.css';
import styles from './service.module.css';
import type { ServiceItem } from './useServiceQueue.ts';
import './i18n.ts';

/** Only links a browser can open safely; a queue entry with anything else is left out. */
const SAFE_LINK = /^(https?:|mailto:|tel:|viber:|sms:|tg:)/i;

/** The non-chat channels of the queue (param1 is the link, e.g. mailto:). */
export function ChannelList({ items }: { items: ServiceItem[] }) {
  const { t } = useTranslation('service');
  const links = items.filter((item) => SAFE_LINK.test(item.param1));
  const open = (event: React.MouseEvent, url: string) => {
    // A WebView cannot leave itself: the Android wrapper opens the link outside (platform/README.md).
    const bridge = window.SwerteAndroid;
    if (isNativeWrapper() && bridge?.openExternal) {
      event.preventDefault();
      bridge.openExternal(url);
    }
  };
  return (
    <section className={styles.channels} aria-labelledby="service-channels">
      <h2 id="service-channels" className={styles.heading}>
        {t('channels.heading')}
      </h2>
      {links.length === 0 ? <p className={styles.muted}>{t('channels.empty')}</p> : null}
      <ul className={styles.channelList}>
        {links.map((item) => (
          <li key={item.id}>
            <a className={styles.channel} href={item.param1} target="_blank" rel="noopener noreferrer" onClick={(event) => open(event, item.param1)}>
              <span className={`${controls.iconBadge} ${styles.channelIcon}`}>
                <Icon name="info" size={20} />
              </span>
              <span className={styles.channelText}>
                <span className={styles.channelName}>{item.name}</span>
                <span className={styles.channelLink}>{item.param1.replace(/^mailto:/i, '')}</span>
              </span>
              <Icon name="chevronRight" size={18} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
