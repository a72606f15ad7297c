import './i18n.ts';
import { useLocation } from 'react-router';
import { PointsPage } from './PointsPage.tsx';
import { RankPage } from './RankPage.tsx';

/**
 * /points, /points/v2, /rank and /rank/v2 (spec §2) as one chunk: each lazy page costs the lobby's
 * entry its file name and preload list, and both pages are small (docs/points-rank.md).
 */
export default function PointsRoutes() {
  const { pathname } = useLocation();
  return pathname.startsWith('/rank') ? <RankPage /> : <PointsPage />;
}
