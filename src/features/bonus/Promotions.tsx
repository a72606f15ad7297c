import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActivityStatus } from '../../../contract/index.ts';
import { loadActivityStatuses } from '../../shared/activities/activities.ts';
import { activityName } from '../../shared/rewards/activityName.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import styles from '../../shared/rewards/rewards.module.css';
import { useLoad } from '../../shared/rewards/useLoad.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { RedDot } from '../../shared/ui/RedDot.tsx';
import { hasDot } from '../../shared/ui/redDots.ts';
import { useAppStore } from '../../store/index.ts';
import { bannerDot, canOpen, pageOf } from './promotionTargets.ts';

/** A banner alias that is already an address (the operator's upload) shows as an image; others as a card. */
const bannerUrl = (alias: string) => (/^(\/|https:\/\/)[^\s]+\.(png|jpe?g|webp|svg)$/i.test(alias) ? alias : null);

/** Every running promotion the player can open (the enabled activities, in the operator's order), each with its banner and its page or popup. */
export function Promotions() {
  const { t } = useTranslation('rewards');
  const token = useAppStore((s) => s.token);
  const { data, failure, reload } = useLoad(() => loadActivityStatuses(token));
  if (!data) return <LoadState failure={failure} onRetry={reload} />;
  const running = data.filter((activity) => activity.status && canOpen(activity.type)).sort((a, b) => a.sort - b.sort);
  if (running.length === 0) return <p className={styles.muted}>{t('bonus.noPromotions')}</p>;
  return (
    <ul className={styles.rows} aria-label={t('bonus.promotions')}>
      {running.map((activity) => (
        <li key={activity.id}>
          <Banner activity={activity} />
        </li>
      ))}
    </ul>
  );
}

function Banner({ activity }: { activity: ActivityStatus }) {
  const { t } = useTranslation('rewards');
  const name = activityName(t, activity.type);
  const openPopup = useAppStore((s) => s.openActivityPopup);
  const image = bannerUrl(activity.imgUrl4);
  const flags = bannerDot[activity.type];
  const dotOn = useAppStore((s) => (flags ? hasDot(s.balances?.redDots, flags) : false));
  const dot = flags ? <RedDot on={dotOn} label={t('dot')} /> : null;
  const content = image ? (
    <img src={image} alt={name} className={styles.bannerImage} loading="lazy" />
  ) : (
    <>
      <Icon name="gift" size={24} />
      <span className={styles.bannerName}>
        {name} {dot}
      </span>
    </>
  );
  const to = pageOf[activity.type];
  return to ? (
    <Link to={to} className={styles.banner}>
      {content}
      {image ? dot : null}
      <Icon name="chevronRight" size={18} />
    </Link>
  ) : (
    <button type="button" className={`${styles.banner} ${styles.bannerButton}`} onClick={() => openPopup(activity.type)}>
      {content}
      <Icon name="chevronRight" size={18} />
    </button>
  );
}
