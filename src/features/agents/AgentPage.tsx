import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import styles from '../../shared/rewards/rewards.module.css';
import { Icon } from '../../shared/ui/Icon.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Tabs, type TabItem } from '../../shared/ui/Tabs.tsx';
import agents from './agents.module.css';
import { InviteRewardsTab } from './InviteRewardsTab.tsx';
import { LogTab } from './LogTab.tsx';
import { OverviewTab } from './OverviewTab.tsx';
import { type AgentTab, agentTabs, parseTab, withTab } from './tabs.ts';
import { TeamTab } from './TeamTab.tsx';

/** /agent and /agent/v2: the dashboard, a tab per `?tabActive=` (overview, team, log, rewards). */
export function AgentPage() {
  const { t } = useTranslation('agents');
  const location = useLocation();
  const navigate = useNavigate();
  const tab = parseTab(new URLSearchParams(location.search).get('tabActive'));
  const items: TabItem<AgentTab>[] = agentTabs.map((key) => ({ key, label: t(`tabs.${key}`) }));
  // Replace, not push: back leaves the dashboard rather than walking through its tabs.
  const choose = (next: AgentTab) => void navigate({ pathname: location.pathname, search: withTab(location.search, next) }, { replace: true });
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} fallback="/member" />
      <div className={agents.actions}>
        <Link to="/share" className={agents.pill}>
          <Icon name="plus" size={16} />
          {t('invite')}
        </Link>
        <Link to="/agent/rule" className={agents.pill}>
          <Icon name="info" size={16} />
          {t('rules')}
        </Link>
      </div>
      <Tabs<AgentTab> label={t('tabs.label')} items={items} active={tab} onChange={choose}>
        {tab === 'team' ? <TeamTab /> : tab === 'log' ? <LogTab /> : tab === 'rewards' ? <InviteRewardsTab /> : <OverviewTab />}
      </Tabs>
    </div>
  );
}
