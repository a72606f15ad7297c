import './i18n.ts';
import { useLocation, useSearchParams } from 'react-router';
import { MailDetailPage } from './MailDetailPage.tsx';
import { MailListPage } from './MailListPage.tsx';

/**
 * /email, /email/detail, /v2/email and /v2/email/detail (spec §2) as one chunk: the list, or one mail
 * (`?id=`). The /v2 pages are the same pages under their own paths; each links within its own family.
 */
export default function MailRoutes() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const base = pathname.startsWith('/v2/') ? '/v2/email' : '/email';
  return pathname.endsWith('/detail') ? <MailDetailPage id={Number(search.get('id'))} base={base} /> : <MailListPage base={base} />;
}
