import { useTranslation } from 'react-i18next';
import type { RewardItemView } from '../../../contract/calls/rewards.ts';
import { rewardDisplay } from '../../shared/ui/rewardDisplay.ts';
import styles from './mail.module.css';

/** An attachment's reward items in the reward popup's words (popups:reward.props.*): "Coins × 50". */
export function AttachmentItems({ items }: { items: readonly RewardItemView[] }) {
  const { t } = useTranslation('popups');
  return (
    <ul className={styles.items} data-testid="mail-items">
      {items.map((item) => {
        const shown = rewardDisplay(item.propId, item.count);
        return (
          <li key={item.propId} className={styles.item}>
            <span>{t(`reward.props.${shown.nameKey}`, { percent: shown.percent })}</span>
            {shown.amount ? <span className={styles.amount}>× {shown.amount}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
