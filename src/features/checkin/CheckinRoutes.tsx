import { useLocation } from 'react-router';
import { useTitleOverride } from '../../shared/pageTitle.ts';
import { useAppStore } from '../../store/index.ts';
import { SignInPage } from './SignInPage.tsx';
import { SignInRulePage } from './SignInRulePage.tsx';

/** /activity/sign-in and its /rule (spec §2) as one chunk: both read the same calendar call. */
export default function CheckinRoutes() {
  const { pathname } = useLocation();
  // A visitor who signs in from the page gets their own calendar: the page loads again for the new token.
  const token = useAppStore((s) => s.token);
  const rule = pathname.replace(/\/$/, '') === '/activity/sign-in/rule';
  useTitleOverride(rule ? 'common:titles.signInRule' : 'common:titles.signIn');
  return rule ? <SignInRulePage key={token ?? 'visitor'} /> : <SignInPage key={token ?? 'visitor'} />;
}
