import '../../shared/rewards/i18n.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockedSummary } from '../../shared/rewards/LockedSummary.tsx';
import { OwnedProps } from '../../shared/rewards/OwnedProps.tsx';
import { RewardRecordList } from '../../shared/rewards/RewardRecordList.tsx';
import styles from '../../shared/rewards/rewards.module.css';
import { Card } from '../../shared/ui/Card.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Tabs } from '../../shared/ui/Tabs.tsx';

type Tab = 'grants' | 'coupons';

/** /reward/record: every reward granted (activityAwardGetLog), and the coupons and tickets the player owns. */
export function RewardRecordPage() {
  const { t } = useTranslation('rewards');
  const [tab, setTab] = useState<Tab>('grants');
  return (
    <div className={styles.page}>
      <PageHeader title={t('record.title')} fallback="/member" />
      <Tabs<Tab>
        label={t('record.tabs')}
        items={[
          { key: 'grants', label: t('record.grants') },
          { key: 'coupons', label: t('record.coupons') },
        ]}
        active={tab}
        onChange={setTab}
      >
        <Card>
          {tab === 'grants' ? (
            <>
              <LockedSummary />
              <RewardRecordList />
            </>
          ) : (
            <OwnedProps />
          )}
        </Card>
      </Tabs>
    </div>
  );
}
