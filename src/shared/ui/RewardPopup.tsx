import { useTranslation } from 'react-i18next';
import { PropId } from '../../../contract/enums.ts';
import { CoinIcon } from './CoinIcon.tsx';
import { Icon } from './Icon.tsx';
import { useModalDialog } from './useModalDialog.ts';
import './popupsTexts.ts';
import styles from './reward.module.css';
import { rewardDisplay } from './rewardDisplay.ts';

export interface Reward {
  propId: number;
  /** Hundredths for coins and jackpot prizes, a count otherwise (a coupon's percent is in its prop id). */
  count: number;
  /**
   * The prize in its feature's own words, shown instead of the generic name and "× amount" (the
   * jackpot says "Mini ₱87" and "₱5", as its board does).
   */
  label?: string;
}

/**
 * The reward popup any claim can open (spec §2): the prize, big, and "tap anywhere to continue".
 * The whole dialog is one button, so a tap, Enter, Space or Escape all continue.
 */
export function RewardPopup({ rewards, onClose, note }: { rewards: readonly Reward[]; onClose: () => void; /** A line under the prizes, e.g. the claim's locked part. */ note?: string }) {
  const { t } = useTranslation('popups');
  const ref = useModalDialog();

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-label={t('reward.title')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <button type="button" className={styles.surface} onClick={onClose}>
        <span className={styles.burst} aria-hidden="true" />
        {/* One opaque card: the page behind (the jackpot's winners line) never shows through the title (issue 14). */}
        <span className={styles.card} data-testid="reward-card">
          <span className={styles.title}>{t('reward.title')}</span>
          <span className={styles.prizes}>
            {rewards.map((reward, index) => {
              const shown = rewardDisplay(reward.propId, reward.count);
              return (
                <span key={`${reward.propId}-${index}`} className={styles.prize}>
                  <span className={styles.icon}>{reward.propId === PropId.coin ? <CoinIcon size={56} /> : <Icon name={shown.nameKey === 'coupon' || shown.nameKey === 'diamondCoupon' || shown.nameKey === 'ticket' ? 'gift' : 'star'} size={48} />}</span>
                  {reward.label ? (
                    <span className={styles.amount}>{reward.label}</span>
                  ) : (
                    <>
                      <span className={styles.name}>{t(`reward.props.${shown.nameKey}`, { percent: shown.percent })}</span>
                      {shown.amount ? <span className={styles.amount}>{t('reward.amount', { amount: shown.amount })}</span> : null}
                    </>
                  )}
                </span>
              );
            })}
          </span>
          {note ? <span className={styles.note}>{note}</span> : null}
          <span className={styles.hint}>{t('reward.continue')}</span>
        </span>
      </button>
    </dialog>
  );
}
