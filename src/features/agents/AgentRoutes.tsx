import './i18n.ts';
import { useLocation } from 'react-router';
import { useTitleOverride } from '../../shared/pageTitle.ts';
import { AgentPage } from './AgentPage.tsx';
import { AgentRulePage } from './AgentRulePage.tsx';
import { SharePage } from './SharePage.tsx';

/**
 * /agent, /agent/v2 (the same dashboard: spec §2 lists both, as /points and /points/v2), /agent/rule
 * and /share as one chunk: each lazy page costs the lobby's entry its file name and preload list.
 */
export default function AgentRoutes() {
  const path = useLocation().pathname.replace(/\/$/, '');
  const page = path === '/share' ? 'share' : path === '/agent/rule' ? 'rule' : 'dashboard';
  useTitleOverride(page === 'share' ? 'common:titles.share' : page === 'rule' ? 'common:titles.agentRule' : 'common:titles.agent');
  if (page === 'share') return <SharePage />;
  return page === 'rule' ? <AgentRulePage /> : <AgentPage />;
}
