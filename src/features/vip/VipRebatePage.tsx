import '../../shared/rewards/i18n.ts';
import { useTranslation } from 'react-i18next';
import { RebatePanel } from '../../shared/rewards/RebatePanel.tsx';
import styles from '../../shared/rewards/rewards.module.css';
import { Card } from '../../shared/ui/Card.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';

/** /vip/rebate: each game type's rebate, claim one or all. */
export function VipRebatePage() {
  const { t } = useTranslation('rewards');
  return (
    <div className={styles.page}>
      <PageHeader title={t('rebate.title')} fallback="/vip" />
      <Card>
        <RebatePanel />
      </Card>
    </div>
  );
}
