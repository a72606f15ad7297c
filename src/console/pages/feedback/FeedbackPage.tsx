import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FEEDBACK_REPLY_MAX } from '../../../../contract/calls/feedback.ts';
import type { ConsoleCallResult } from '../../../../contract/ops/index.ts';
import type { ConsoleFeedbackRow } from '../../../../contract/ops/feedback.ts';
import { consoleCall } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { formatManilaDateTime } from '../../format.ts';
import { useOpsLive } from '../../live.ts';
import { consoleSessionStore } from '../../sessionStore.ts';
import { useLoad } from '../../useLoad.ts';
import { Button } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { QueueHead, type QueueNotice } from '../../ui/QueueHead.tsx';
import styles from './feedback.module.css';

type View = ConsoleCallResult<'consoleFeedbackView'>;

/**
 * Support's feedback queue (support, admin; docs/feedback.md): unanswered first, oldest first, then
 * answered; "Closed" shows the latest closed ones. "Open" loads the message and its pictures (the
 * read is audited), and there support takes it, replies (the player sees it at once) or closes it.
 * A new feedback or another operator's change reloads the queue (the live channel's `queue` event).
 */
export default function FeedbackPage() {
  const { t } = useTranslation('console');
  const replyId = useId();
  const [closed, setClosed] = useState(false);
  // The loader is the first render's (useLoad): it reads which list to show from here.
  const showClosed = useRef(false);
  const { state, reload } = useLoad(async (signal) => (await consoleCall('consoleFeedbackQueue', { closed: showClosed.current }, { signal })).feedbacks);
  const show = (next: boolean) => {
    showClosed.current = next;
    setClosed(next);
    setView(null);
    reload();
  };
  const [view, setView] = useState<View | null>(null);
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<QueueNotice | null>(null);
  const me = consoleSessionStore.get().session?.operator.name ?? '';
  useOpsLive('queue', (event) => {
    if (event.queue === 'feedback') reload();
  });

  const open = async (row: ConsoleFeedbackRow) => {
    setNotice(null);
    try {
      const next = await consoleCall('consoleFeedbackView', { id: row.id });
      setView(next);
      setReply(next.feedback.reply);
    } catch (failure) {
      setNotice({ tone: 'error', text: consoleErrorMessage(failure) });
    }
  };

  /** Assign, reply or close: the row comes back changed; a refusal (taken by another, closed meanwhile) is said and the queue reloads. */
  const act = async (run: () => Promise<{ feedback: ConsoleFeedbackRow }>, done: (row: ConsoleFeedbackRow) => string) => {
    setBusy(true);
    setNotice(null);
    try {
      const { feedback } = await run();
      setView((current) => (current ? { ...current, feedback } : current));
      setNotice({ tone: 'success', text: done(feedback) });
    } catch (failure) {
      setNotice({ tone: 'error', text: consoleErrorMessage(failure) });
    } finally {
      setBusy(false);
      reload();
    }
  };

  const current = view?.feedback;
  return (
    <section>
      <QueueHead title={t('feedback.title')} onReload={reload} notice={notice} state={state} empty={closed ? t('feedback.emptyClosed') : t('feedback.empty')} />
      <span className={page.rowActions}>
        <Button size="sm" variant={closed ? 'secondary' : 'primary'} onClick={() => show(false)} aria-pressed={!closed}>
          {t('feedback.showWaiting')}
        </Button>
        <Button size="sm" variant={closed ? 'primary' : 'secondary'} onClick={() => show(true)} aria-pressed={closed}>
          {t('feedback.showClosed')}
        </Button>
      </span>
      {state.status === 'ready' && state.data.length > 0 ? (
        <div className={page.tableWrap}>
          <table className={page.table}>
            <caption className={page.muted}>{t('feedback.caption', { count: state.data.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('feedback.id')}</th>
                <th scope="col">{t('feedback.player')}</th>
                <th scope="col">{t('feedback.category')}</th>
                <th scope="col">{t('feedback.status')}</th>
                <th scope="col">{t('feedback.assignedTo')}</th>
                <th scope="col">{t('feedback.sentAt')}</th>
                <th scope="col">{t('feedback.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.map((row) => (
                <tr key={row.id} data-testid={`feedback-${row.id}`}>
                  <td>{row.id}</td>
                  <td>
                    <Link className={page.link} to={`/players/${row.userId}`}>
                      {row.account}
                    </Link>
                  </td>
                  <td>{t(`feedback.categories.${row.category}`)}</td>
                  <td>{t(`feedback.statuses.${row.status}`)}</td>
                  <td>{row.assignedTo ?? '—'}</td>
                  <td>{formatManilaDateTime(row.createdAt)}</td>
                  <td>
                    <Button size="sm" onClick={() => void open(row)} aria-label={t('feedback.openLabel', { id: row.id })}>
                      {t('feedback.open')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {view && current ? (
        <section className={styles.review} aria-label={t('feedback.openLabel', { id: current.id })}>
          <h2 className={page.subtitle}>{t('feedback.viewTitle', { id: current.id, account: current.account })}</h2>
          <dl className={styles.facts}>
            <dt>{t('feedback.category')}</dt>
            <dd>{t(`feedback.categories.${current.category}`)}</dd>
            <dt>{t('feedback.status')}</dt>
            <dd data-testid="feedback-view-status">{t(`feedback.statuses.${current.status}`)}</dd>
            <dt>{t('feedback.assignedTo')}</dt>
            <dd>{current.assignedTo ?? '—'}</dd>
            <dt>{t('feedback.email')}</dt>
            <dd>{view.email || '—'}</dd>
            <dt>{t('feedback.message')}</dt>
            <dd>{current.text}</dd>
            {current.reply ? (
              <>
                <dt>{t('feedback.lastReply', { operator: current.repliedBy ?? '' })}</dt>
                <dd>{current.reply}</dd>
              </>
            ) : null}
          </dl>
          {view.images.length > 0 ? (
            <div className={styles.images}>
              {view.images.map((image, i) => (
                <figure key={image.id}>
                  <img src={`data:${image.mime};base64,${image.base64}`} alt={t('feedback.picture', { n: i + 1 })} width={image.width} height={image.height} />
                  <figcaption>{t('feedback.picture', { n: i + 1 })}</figcaption>
                </figure>
              ))}
            </div>
          ) : null}
          {current.status !== 'closed' ? (
            <div className={styles.reply}>
              <label htmlFor={replyId}>{t('feedback.replyLabel')}</label>
              <textarea id={replyId} className={styles.textarea} value={reply} maxLength={FEEDBACK_REPLY_MAX} onChange={(event) => setReply(event.target.value)} />
            </div>
          ) : null}
          <span className={page.rowActions}>
            {current.status !== 'closed' && current.assignedTo !== me ? (
              <Button variant="secondary" busy={busy} onClick={() => void act(() => consoleCall('consoleFeedbackAssign', { id: current.id }), () => t('feedback.taken', { id: current.id }))}>
                {t('feedback.take')}
              </Button>
            ) : null}
            {current.status !== 'closed' ? (
              <Button busy={busy} disabled={!reply.trim()} onClick={() => void act(() => consoleCall('consoleFeedbackReply', { id: current.id, reply }), (row) => t('feedback.replied', { id: row.id, account: row.account }))}>
                {t('feedback.sendReply')}
              </Button>
            ) : null}
            {current.status !== 'closed' ? (
              <Button variant="danger" busy={busy} onClick={() => void act(() => consoleCall('consoleFeedbackClose', { id: current.id }), (row) => t('feedback.closedDone', { id: row.id }))}>
                {t('feedback.close')}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => setView(null)}>
              {t('actions.close')}
            </Button>
          </span>
        </section>
      ) : null}
    </section>
  );
}
