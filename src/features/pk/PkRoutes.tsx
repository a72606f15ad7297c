import { useLocation } from 'react-router';
import { useTitleOverride } from '../../shared/pageTitle.ts';
import PkPage from './PkPage.tsx';
import PkRulePage from './PkRulePage.tsx';

/**
 * /activity/redpkblue and its /rule (spec §2) as one chunk (one route in the lobby's table, whose first
 * load is at its budget): both read the same round, texts and styles.
 */
export default function PkRoutes() {
  const { pathname } = useLocation();
  const rule = pathname.replace(/\/$/, '') === '/activity/redpkblue/rule';
  useTitleOverride(rule ? 'common:titles.pkRule' : 'common:titles.pk');
  return rule ? <PkRulePage /> : <PkPage />;
}
