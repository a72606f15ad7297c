import '../../shared/rewards/i18n.ts';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import styles from '../../shared/rewards/rewards.module.css';
import { VipPerks } from '../../shared/rewards/VipPerks.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { useVipInfo } from './useVipInfo.ts';

/** /vip/level: every VIP level's perks, the player's own marked. */
export function VipLevelPage() {
  const { t } = useTranslation('rewards');
  const { data, failure, reload } = useVipInfo();
  return (
    <div className={styles.page}>
      <PageHeader title={t('vip.levels')} fallback="/vip" />
      {data ? <VipPerks levels={data.levels} current={data.vip} /> : <LoadState failure={failure} onRetry={reload} />}
    </div>
  );
}
