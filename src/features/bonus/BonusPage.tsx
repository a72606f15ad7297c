import '../../shared/rewards/i18n.ts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { api } from '../../api/client.ts';
import { useTitleOverride } from '../../shared/pageTitle.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { RebatePanel } from '../../shared/rewards/RebatePanel.tsx';
import { RewardRecordList } from '../../shared/rewards/RewardRecordList.tsx';
import styles from '../../shared/rewards/rewards.module.css';
import { useClaim } from '../../shared/rewards/useClaim.ts';
import { useLoad } from '../../shared/rewards/useLoad.ts';
import { ClaimError } from '../../shared/rewards/ClaimError.tsx';
import { VipPerks } from '../../shared/rewards/VipPerks.tsx';
import { VipTasks } from '../../shared/rewards/VipTasks.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { RedDot } from '../../shared/ui/RedDot.tsx';
import { DOT_FLAGS, type DotEntry } from '../../shared/rewards/dots.ts';
import { hasDot } from '../../shared/ui/redDots.ts';
import { Tabs } from '../../shared/ui/Tabs.tsx';
import { useAppStore } from '../../store/index.ts';
import { Overview } from './Overview.tsx';
import { Promotions } from './Promotions.tsx';
import { TaskBoard } from './TaskBoard.tsx';
import { bonusPath, bonusTabOf, bonusTabs, type BonusTab } from './tabs.ts';

/** The document title of each tab (the route table has one entry for all children). */
const titleOf: Record<BonusTab, string> = {
  overview: 'common:titles.bonus',
  event: 'rewards:bonus.tab.event',
  rebate: 'rewards:rebate.title',
  record: 'common:titles.rewardRecord',
  tasks: 'rewards:bonus.tab.tasks',
  vip: 'rewards:bonus.vipSummary',
};

const dotOf: Partial<Record<BonusTab, DotEntry>> = { overview: 'bonus', event: 'event', rebate: 'rebate', tasks: 'tasks', vip: 'vipDesk' };

/** /bonus and /v2/bonus with their children: one page, a tab per child path. */
export function BonusPage() {
  const { t } = useTranslation('rewards');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dots = useAppStore((s) => s.balances?.redDots);
  const { base, tab } = bonusTabOf(pathname);
  useTitleOverride(titleOf[tab]);

  return (
    <div className={styles.page}>
      <PageHeader title={t('bonus.title')} fallback="/" />
      <Tabs<BonusTab>
        label={t('bonus.tabs')}
        items={bonusTabs(base).map((key) => {
          const entry = dotOf[key];
          return { key, label: t(`bonus.tab.${key}`), badge: <RedDot on={entry ? hasDot(dots, DOT_FLAGS[entry]) : false} label={t('dot')} /> };
        })}
        active={tab}
        onChange={(next) => void navigate(bonusPath(base, next), { replace: true })}
      >
        <Section tab={tab} />
      </Tabs>
    </div>
  );
}

function Section({ tab }: { tab: BonusTab }) {
  const { t } = useTranslation('rewards');
  switch (tab) {
    case 'overview':
      return <Overview />;
    case 'event':
      return (
        <Card aria-label={t('bonus.promotions')}>
          <Promotions />
        </Card>
      );
    case 'rebate':
      return (
        <Card>
          <RebatePanel />
        </Card>
      );
    case 'record':
      return (
        <Card aria-label={t('record.title')}>
          <RewardRecordList />
          <Link to="/reward/record">{t('record.coupons')}</Link>
        </Card>
      );
    case 'tasks':
      return <TasksSection />;
    case 'vip':
      return <VipSection />;
  }
}

/** The daily, weekly and one-time tasks with their chests, the VIP tasks and the activities that exist (never an empty "coming soon"). */
function TasksSection() {
  const { t } = useTranslation('rewards');
  const { data, failure, reload } = useLoad(() => api('getVipInfo', {}));
  const claim = useClaim(reload);
  return (
    <div className={styles.section}>
      <TaskBoard />
      <Card aria-labelledby="bonus-tasks">
        <h2 id="bonus-tasks" className={styles.sectionTitle}>
          {t('vip.tasks')}
        </h2>
        {data ? <VipTasks tasks={data.tasks} claim={claim} /> : <LoadState failure={failure} onRetry={reload} />}
        <ClaimError failure={claim.failure} />
      </Card>
      <Card aria-labelledby="bonus-activities">
        <h2 id="bonus-activities" className={styles.sectionTitle}>
          {t('bonus.activityTasks')}
        </h2>
        <Promotions />
      </Card>
    </div>
  );
}

/** The player's VIP perks now and at the next level, and the way to the VIP desk. */
function VipSection() {
  const { t } = useTranslation('rewards');
  const { data, failure, reload } = useLoad(() => api('getVipInfo', {}));
  return (
    <Card aria-labelledby="bonus-vip">
      <h2 id="bonus-vip" className={styles.sectionTitle}>
        {t('bonus.vipSummary')}
      </h2>
      {data ? <VipPerks levels={data.levels.filter((level) => level.level === data.vip || level.level === data.nextLevel)} current={data.vip} /> : <LoadState failure={failure} onRetry={reload} />}
      <Link to="/vip">{t('bonus.toVip')}</Link>
    </Card>
  );
}
