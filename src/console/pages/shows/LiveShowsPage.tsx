import './showsTexts.ts';
import { useTranslation } from 'react-i18next';
import type { ConsoleLiveShow } from '../../../../contract/ops/shows.ts';
import { consoleCall } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { formatManilaDateTime, formatPesoExact } from '../../format.ts';
import page from '../../ui/page.module.css';
import { EditCancelCell, ScheduledListPage, useEventEdits, usePagedList } from '../../ui/ScheduledList.tsx';
import { ShowDialog } from './ShowDialog.tsx';

/**
 * Live shows (admins; docs/shows.md "Console"): every show, the latest start first, with its state,
 * times, host, stream, reward terms and outcome (players who watched, who earned, coin paid); schedule
 * one, change or cancel one not yet over. Every save is audited by the server.
 */
export default function LiveShowsPage() {
  const { t } = useTranslation('console-shows');
  const paged = usePagedList(
    (paging, signal) => consoleCall('consoleLiveShows', paging, { signal }),
    (data) => data.list,
    (data) => data.total,
  );
  const { reload, setNotice } = paged;
  const edits = useEventEdits<ConsoleLiveShow>(paged);
  const { editing } = edits;
  const cancel = async (show: ConsoleLiveShow) => {
    try {
      await consoleCall('consoleLiveShowCancel', { showId: show.showId });
      setNotice({ tone: 'success', text: t('cancelled', { id: show.showId }) });
    } catch (error) {
      setNotice({ tone: 'warning', text: consoleErrorMessage(error) });
    }
    reload();
  };

  return (
    <ScheduledListPage
      ns="console-shows"
      onAdd={() => edits.edit('new')}
      paged={paged}
      tableTestId="live-shows"
      columns={['id', 'state', 'time', 'show', 'reward', 'outcome', 'actions']}
      renderRow={(show) => (
        <tr key={show.showId} data-testid={`live-show-${show.showId}`}>
          <td>{show.showId}</td>
          <td>{t(`states.${show.state}`)}</td>
          <td>
            {formatManilaDateTime(show.startsAt)}
            <div className={page.muted}>{t('minutes', { count: show.durationMinutes })}</div>
          </td>
          <td>
            {show.title}
            <div className={page.muted}>{t('host', { name: show.hostName })}</div>
            <div className={page.muted}>
              <code>{show.url}</code>
            </div>
          </td>
          <td>{show.rewardMinutes > 0 ? t('rewardTerms', { minutes: show.rewardMinutes, amount: formatPesoExact(show.rewardCoin), wagering: show.wagering }) : t('noReward')}</td>
          <td>{t('outcome', { viewers: show.viewers, earned: show.earned, paid: formatPesoExact(show.paid) })}</td>
          <EditCancelCell ns="console-shows" id={show.showId} open={show.state === 'scheduled' || show.state === 'live'} onEdit={() => edits.edit(show)} onCancel={() => void cancel(show)} />
        </tr>
      )}
    >
      {editing ? (
        <ShowDialog
          show={editing === 'new' ? null : editing}
          others={paged.rows}
          onClose={edits.closeEdit}
          onSaved={(saved, created) => edits.saved(t(created ? 'created' : 'saved', { id: saved.showId }))}
        />
      ) : null}
    </ScheduledListPage>
  );
}
