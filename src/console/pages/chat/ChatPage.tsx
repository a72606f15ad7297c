import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { consoleCall } from '../../api.ts';
import { onOpsLive, onOpsResync } from '../../live.ts';
import { formatManilaDateTime } from '../../format.ts';
import { useLoad } from '../../useLoad.ts';
import { Button } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { QueueHead } from '../../ui/QueueHead.tsx';
import { ConversationView } from './ConversationView.tsx';
import styles from './chat.module.css';

/**
 * The live chat's desk (support, admin; docs/chat.md "The console"): conversations with unread ones
 * first, VIP ones first among those, who holds each; a conversation opens beside the list (its id in
 * the address, so a reload keeps it). New messages and assignments arrive over the console's live
 * channel and re-read the list, so nothing needs a reload.
 */
export default function ChatPage() {
  const { t } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('id')) || null;
  const { state, reload } = useLoad(async (signal) => consoleCall('consoleChatList', {}, { signal }));

  // Bursts of events (a player typing fast) re-read the list once.
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    const soon = () => {
      if (pending.current) return;
      pending.current = setTimeout(() => {
        pending.current = null;
        reload();
      }, 300);
    };
    const offs = [onOpsLive('chat', soon), onOpsLive('chatAssigned', soon), onOpsResync(soon)];
    return () => {
      for (const off of offs) off();
      if (pending.current) clearTimeout(pending.current);
    };
  }, [reload]);

  const rows = state.status === 'ready' ? state.data.conversations : [];
  const online = state.status === 'ready' ? state.data.operatorsOnline : [];
  return (
    <section>
      <QueueHead title={t('chat.title')} onReload={reload} notice={null} state={state.status === 'ready' ? { status: 'ready', data: rows } : state} empty={t('chat.empty')} />
      {state.status === 'ready' ? <p className={page.muted}>{online.length > 0 ? t('chat.online', { names: online.join(', ') }) : t('chat.nobodyOnline')}</p> : null}
      <div className={styles.desk}>
        {rows.length > 0 ? (
          <div className={page.tableWrap}>
            <table className={page.table}>
              <thead>
                <tr>
                  <th scope="col">{t('chat.player')}</th>
                  <th scope="col">{t('chat.last')}</th>
                  <th scope="col">{t('chat.holder')}</th>
                  <th scope="col">{t('chat.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-testid={`chat-row-${row.id}`} className={row.id === selected ? styles.selected : undefined}>
                    <td>
                      {row.account}
                      {row.vip ? <span className={`${page.flag} ${styles.vip}`}>{t('chat.vip')}</span> : null}
                      {row.unread > 0 ? <span className={`${page.flag} ${styles.unread}`}>{t('chat.unread', { count: row.unread })}</span> : null}
                    </td>
                    <td>
                      <span className={styles.preview}>{row.lastFrom === 'player' ? row.lastText : t('chat.answered', { text: row.lastText })}</span>
                      <span className={page.muted}>{formatManilaDateTime(row.lastAt)}</span>
                    </td>
                    <td>{row.assignedTo ?? t('chat.nobody')}</td>
                    <td>
                      <Button size="sm" variant={row.id === selected ? 'secondary' : 'primary'} onClick={() => setParams({ id: String(row.id) })} aria-label={t('chat.openLabel', { account: row.account })}>
                        {t('chat.open')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {selected ? <ConversationView key={selected} id={selected} onChanged={reload} /> : null}
      </div>
    </section>
  );
}
