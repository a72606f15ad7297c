import './i18n.ts';
import { useLocation } from 'react-router';
import { useTitleOverride } from '../../shared/pageTitle.ts';
import { FeedbackDetailPage } from './FeedbackDetailPage.tsx';
import { FeedbackPage } from './FeedbackPage.tsx';
import { FeedbackRecordPage } from './FeedbackRecordPage.tsx';

/**
 * /feedback, /feedback/record and /feedback/record/{id} (spec §2) as one chunk: one route entry in
 * the lobby's table, and the pages are visited together. The route already refused any other child.
 */
export default function FeedbackRoutes() {
  const path = useLocation().pathname.replace(/\/$/, '');
  const inRecord = path.startsWith('/feedback/record');
  useTitleOverride(inRecord ? 'common:titles.feedbackRecord' : 'common:titles.feedback');
  if (path === '/feedback/record') return <FeedbackRecordPage />;
  if (inRecord) return <FeedbackDetailPage />;
  return <FeedbackPage />;
}
