import { useLocation } from 'react-router';
import { useTitleOverride } from '../../shared/pageTitle.ts';
import { RebateRecordPage } from './RebateRecordPage.tsx';
import { VipLevelPage } from './VipLevelPage.tsx';
import { VipPage } from './VipPage.tsx';
import { VipRebatePage } from './VipRebatePage.tsx';

/** The document title of each child (the route table has one entry for them). */
const titleOf: Record<string, string> = {
  '/vip/level': 'rewards:vip.levels',
  '/vip/rebate': 'rewards:rebate.title',
  '/vip/rebate/record': 'rewards:rebate.record',
};

/**
 * /vip and its children (spec §2) as one chunk: each lazy page costs the lobby's entry its file
 * name and preload list (bench/bundle.ts), and these pages are small and visited together.
 */
export default function VipRoutes() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/$/, '');
  useTitleOverride(titleOf[path] ?? 'common:titles.vip');
  if (path === '/vip/level') return <VipLevelPage />;
  if (path === '/vip/rebate') return <VipRebatePage />;
  if (path === '/vip/rebate/record') return <RebateRecordPage />;
  return <VipPage />;
}
