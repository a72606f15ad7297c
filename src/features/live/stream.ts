import { fetchStream, broadcast, webLock } from '../../shared/live/fetchStream.ts';
import { startLiveTab, type TabMessage } from '../../shared/live/tabs.ts';
import { refreshBalances } from '../../shared/session/session.ts';
import { useAppStore } from '../../store/index.ts';
import { API_PREFIX } from '../../api/client.ts';
import { emitLive, emitLiveResync, onLive } from './index.ts';
import './i18n.ts';

/**
 * The stream's chunk, loaded at sign-in: this tab joins the browser's one stream (the leader holds it,
 * shared/live/tabs.ts), and the app's own reactions are registered: the balance after an operator's
 * decision (refreshed, with a toast saying why), the red dots, and the mail dots from the unread count.
 */
export function startLiveStream(): { stop(): void } {
  const channel = broadcast<TabMessage>('swerte-live');
  const tab = startLiveTab({
    lockName: 'swerte-live',
    lock: webLock(),
    channel,
    open: fetchStream({ url: `${API_PREFIX}/live`, token: () => useAppStore.getState().token }),
    deliver: emitLive,
    // A fresh stream, or one that missed more than the server keeps: read the balance and the dots again.
    resync: () => {
      void refreshBalances().catch(() => undefined);
      emitLiveResync();
    },
  });
  const offs = [
    onLive('balance', (event) => {
      const { balances, setBalances, showToast } = useAppStore.getState();
      if (balances) setBalances({ ...balances, coin: event.coin });
      showToast({ key: `live:balance.${event.reason}`, tone: event.reason === 'withdrawalRejected' || event.reason === 'kycRejected' ? 'info' : 'success' });
      // The coin is the server's; the rest of the balances (locked bonus, dots) follow with refreshData.
      void refreshBalances().catch(() => undefined);
    }),
    onLive('redDots', () => void refreshBalances().catch(() => undefined)),
    onLive('mail', (event) => {
      const { balances, setBalances } = useAppStore.getState();
      // `mail` is unread mail, known from the event at once; `email` (a gift waiting to be claimed) is the server's to say.
      if (balances) setBalances({ ...balances, redDots: { ...balances.redDots, mail: event.unread > 0 } });
      void refreshBalances().catch(() => undefined);
    }),
  ];
  return {
    stop() {
      for (const off of offs) off();
      tab.stop();
      channel?.close();
    },
  };
}
