import '../../shared/rewards/i18n.ts';
import { useTranslation } from 'react-i18next';
import { formatPeso } from '../../shared/format/amount.ts';
import { RewardPopup } from '../../shared/ui/RewardPopup.tsx';
import { useAppStore, type RewardShown } from '../../store/index.ts';

/** The reward popup after a claim (spec §2, "tap to continue"), saying what part of it is locked by wagering. */
export default function ClaimRewardPopup({ reward }: { reward: RewardShown }) {
  const { t } = useTranslation('rewards');
  const close = useAppStore((s) => s.closeReward);
  return <RewardPopup rewards={reward.items} onClose={close} note={reward.locked > 0 ? t('lockedNoteShort', { amount: formatPeso(reward.locked) }) : undefined} />;
}
