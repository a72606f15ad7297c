import { useTranslation } from 'react-i18next';
import { PropId } from '../../../contract/enums.ts';
import { CoinIcon } from '../ui/CoinIcon.tsx';
import { Icon, type IconName } from '../ui/Icon.tsx';
import { itemText } from './format.ts';
import styles from './rewards.module.css';

/** Each kind of item's icon (coin has its own coin; points and anything else a star). */
const ICONS: Partial<Record<ReturnType<typeof itemText>['key'], IconName>> = { diamond: 'diamond', liveness: 'bolt', coupon: 'gift', diamondCoupon: 'gift', ticket: 'gift' };

/** A prize's items on one line, each with its icon: "₱50", "30 points", "20% coupon". */
export function RewardItems({ items }: { items: readonly { propId: number; count: number }[] }) {
  const { t } = useTranslation('rewards');
  if (items.length === 0) return <span className={styles.muted}>{t('vip.perks.none')}</span>;
  return (
    <span className={styles.items}>
      {items.map((item, index) => {
        const text = itemText(item.propId, item.count);
        return (
          <span key={`${item.propId}-${index}`} className={styles.item}>
            {item.propId === PropId.coin ? <CoinIcon size={16} /> : <Icon name={ICONS[text.key] ?? 'star'} size={14} />}
            <span>{t((text.key === 'coupon' || text.key === 'diamondCoupon') && text.amount ? `items.${text.key}Many` : `items.${text.key}`, { amount: text.amount, percent: text.percent, count: item.count })}</span>
          </span>
        );
      })}
    </span>
  );
}
