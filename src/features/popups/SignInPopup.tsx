import '../../shared/checkin/i18n.ts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { ClaimError } from '../../shared/rewards/ClaimError.tsx';
import { RewardItems } from '../../shared/rewards/RewardItems.tsx';
import { useClaim } from '../../shared/rewards/useClaim.ts';
import { useLoad } from '../../shared/rewards/useLoad.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { PopupFrame } from './PopupFrame.tsx';
import styles from './popups.module.css';
import type { StartPopupProps } from './registry.ts';

/**
 * The daily sign-in's start popup (spec §4): shown when the server's `signIn` red dot says today's
 * day can be claimed (the host feeds the plan's claimable set from it). Today's prize, claimed here
 * (the reward popup follows) or on the calendar page. Lazy: its chunk and texts load only when it shows.
 */
export default function SignInPopup({ onClose }: StartPopupProps) {
  const { t } = useTranslation('checkin');
  const { data } = useLoad(() => api('loginBonus3User', {}));
  const claim = useClaim();
  const claimable = data?.running && data.todayStatus === 'claimable';

  // Claimed meanwhile in another tab, or switched off: nothing to offer, so the popup goes.
  useEffect(() => {
    if (data && !claimable) onClose();
  }, [data, claimable, onClose]);
  if (!data || !claimable) return null;

  const today = data.days[data.today - 1];
  const run = async () => {
    if (await claim.run('today', () => api('loginBonus3Receive', {}))) onClose();
  };
  return (
    <PopupFrame
      title={t('popup.title')}
      onClose={onClose}
      later={t('popup.later')}
      before={
        <Button block busy={claim.busy === 'today'} onClick={() => void run()}>
          {t('claim', { day: data.today })}
        </Button>
      }
      link={{ to: '/activity/sign-in', label: t('popup.open') }}
    >
      <p className={styles.body}>{t('popup.body', { day: data.today, count: data.cycleLength })}</p>
      {today ? <RewardItems items={today.items} /> : null}
      {data.streak > 0 ? <p className={styles.body}>{t('streak', { count: data.streak })}</p> : null}
      <ClaimError failure={claim.failure} />
    </PopupFrame>
  );
}
