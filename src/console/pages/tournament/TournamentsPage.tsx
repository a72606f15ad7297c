import './tournamentTexts.ts';
import { useTranslation } from 'react-i18next';
import type { ConsoleTournament } from '../../../../contract/ops/tournament.ts';
import { consoleCall } from '../../api.ts';
import { formatManilaDateTime, formatPesoExact } from '../../format.ts';
import page from '../../ui/page.module.css';
import { CancelEventDialog, EditCancelCell, ScheduledListPage, useEventEdits, usePagedList } from '../../ui/ScheduledList.tsx';
import { TournamentDialog } from './TournamentDialog.tsx';

/** 9902 (it started meanwhile) and 9903 (no such tournament): the list on screen is out of date. */
const STALE = new Set([9902, 9903]);

/**
 * Slot tournaments (admins; docs/tournament.md "Console"): every tournament, the latest start first,
 * with its time, slots, measure, prizes, entrants and what its end paid; schedule one, and change or
 * cancel one still to come (each audited). The switch itself is the activities page's (activity 79).
 */
export default function TournamentsPage() {
  const { t } = useTranslation('console-tournament');
  const paged = usePagedList(
    (paging, signal) => consoleCall('consoleTournaments', paging, { signal }),
    (data) => data.list,
    (data) => data.total,
  );
  const { state } = paged;
  const edits = useEventEdits<ConsoleTournament>(paged);
  const { editing, cancelling } = edits;
  const slots = state.status === 'ready' ? state.data.houseSlots : [];
  const slotName = (id: number) => slots.find((s) => s.gameId === id)?.name ?? String(id);

  return (
    <ScheduledListPage
      ns="console-tournament"
      onAdd={() => edits.edit('new')}
      paged={paged}
      tableTestId="tournaments"
      columns={['id', 'state', 'time', 'terms', 'prizes', 'outcome', 'actions']}
      renderRow={(row) => (
        <tr key={row.tournamentId} data-testid={`tournament-${row.tournamentId}`}>
          <td>{row.tournamentId}</td>
          <td>{t(`states.${row.state}`)}</td>
          <td>
            {formatManilaDateTime(row.startsAt)} – {formatManilaDateTime(row.endsAt)}
            <div className={page.muted}>{t('by', { name: row.createdBy })}</div>
          </td>
          <td>
            {t(`measure.${row.measure}`)}
            <div className={page.muted}>{row.gameIds.map(slotName).join(', ')}</div>
            <div className={page.muted}>{t('terms', { minBet: formatPesoExact(row.minBet), wagering: row.wagering })}</div>
          </td>
          <td>{row.prizes.map((p, i) => `${i + 1}. ${formatPesoExact(p)}`).join(' · ')}</td>
          <td>{t('outcome', { count: row.entrants, paid: formatPesoExact(row.paid) })}</td>
          <EditCancelCell ns="console-tournament" id={row.tournamentId} open={row.state === 'scheduled'} onEdit={() => edits.edit(row)} onCancel={() => edits.askCancel(row)} />
        </tr>
      )}
    >
      {editing ? (
        <TournamentDialog
          tournament={editing === 'new' ? null : editing}
          others={paged.rows}
          slots={slots}
          onClose={edits.closeEdit}
          onSaved={(saved, created) => edits.saved(t(created ? 'created' : 'saved', { id: saved.tournamentId }))}
        />
      ) : null}
      {cancelling ? (
        <CancelEventDialog
          ns="console-tournament"
          id={cancelling.tournamentId}
          startsAt={cancelling.startsAt}
          stale={STALE}
          cancel={async () => (await consoleCall('consoleTournamentCancel', { tournamentId: cancelling.tournamentId })).tournament}
          onClose={edits.stopCancel}
          onCancelled={(tournament) => edits.cancelled(t('cancelled', { id: tournament.tournamentId }))}
          onRefused={edits.refused}
        />
      ) : null}
    </ScheduledListPage>
  );
}
