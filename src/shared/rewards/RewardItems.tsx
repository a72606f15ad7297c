import { useTranslation } from 'react-i18next';
import { PropId } from '../../../contract/enums.ts';
import { CoinIcon } from '../ui/CoinIcon.tsx';
import { Icon } from '../ui/Icon.tsx';
import { itemText } from './format.ts';
import styles from './rewards.module.css';

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
            {item.propId === PropId.coin ? <CoinIcon size={16} /> : <Icon name={text.key === 'coupon' || text.key === 'ticket' ? 'gift' : 'star'} size={14} />}
            <span>{t(text.key === 'coupon' && text.amount ? 'items.couponMany' : `items.${text.key}`, { amount: text.amount, percent: text.percent })}</span>
          </span>
        );
      })}
    </span>
  );
}
