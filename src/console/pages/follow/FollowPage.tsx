import '../shows/showsTexts.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleCall } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { formatManilaDateTime, formatPesoExact } from '../../format.ts';
import { Button } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { ScheduledListPage, usePagedList } from '../../ui/ScheduledList.tsx';
import { ChannelsSection } from './ChannelsSection.tsx';
import { CodeDialog } from './CodeDialog.tsx';

/**
 * Follow the brand (admins; docs/follow.md "Console"): the official channels players see, and the reward
 * codes published on them, newest first, with their window, reward, claims and coin paid; a new code, or
 * one withdrawn at once (its claims stay paid). Every save is audited by the server.
 */
export default function FollowPage() {
  const { t } = useTranslation('console-shows');
  const paged = usePagedList(
    async (paging, signal) => {
      const [codes, channels] = await Promise.all([consoleCall('consoleFollowCodes', paging, { signal }), consoleCall('consoleFollowChannels', {}, { signal })]);
      return { codes, channels: channels.channels };
    },
    (data) => data.codes.list,
    (data) => data.codes.total,
  );
  const { state, reload, setNotice } = paged;
  const [adding, setAdding] = useState(false);
  const channels = state.status === 'ready' ? state.data.channels : [];
  const withdraw = async (codeId: number) => {
    try {
      await consoleCall('consoleFollowCodeWithdraw', { codeId });
      setNotice({ tone: 'success', text: t('follow.withdrawn', { id: codeId }) });
    } catch (error) {
      setNotice({ tone: 'warning', text: consoleErrorMessage(error) });
    }
    reload();
  };
  const channelName = (id: number | null) => (id === null ? t('follow.anyChannel') : (channels.find((c) => c.id === id)?.name ?? `#${id}`));

  return (
    <ScheduledListPage
      ns="console-shows"
      prefix="follow."
      addKey="newCode"
      above={
        state.status === 'ready' ? (
          <ChannelsSection
            key={channels.map((c) => c.id).join(',')}
            initial={channels}
            onSaved={(text) => {
              setNotice({ tone: 'success', text });
              reload();
            }}
          />
        ) : null
      }
      onAdd={() => setAdding(true)}
      paged={paged}
      tableTestId="follow-codes"
      columns={['id', 'code', 'channel', 'window', 'reward', 'claims', 'actions']}
      renderRow={(code) => (
        <tr key={code.codeId}>
          <td>{code.codeId}</td>
          <td>
            <code>{code.code}</code>
            {code.withdrawn ? <div className={page.muted}>{t('follow.isWithdrawn')}</div> : null}
          </td>
          <td>{channelName(code.channelId)}</td>
          <td>{t('follow.window', { from: formatManilaDateTime(code.startsAt), to: formatManilaDateTime(code.endsAt) })}</td>
          <td>{t('follow.reward', { amount: formatPesoExact(code.rewardCoin), wagering: code.wagering })}</td>
          <td>{t('follow.claimed', { count: code.claims, paid: formatPesoExact(code.paid) })}</td>
          <td>
            {code.withdrawn ? null : (
              <Button size="sm" variant="danger" onClick={() => void withdraw(code.codeId)} aria-label={t('follow.withdrawLabel', { code: code.code })}>
                {t('follow.withdraw')}
              </Button>
            )}
          </td>
        </tr>
      )}
    >
      {adding ? (
        <CodeDialog
          channels={channels}
          onClose={() => setAdding(false)}
          onSaved={(code) => {
            setAdding(false);
            setNotice({ tone: 'success', text: t('follow.created', { code: code.code }) });
            reload();
          }}
        />
      ) : null}
    </ScheduledListPage>
  );
}
