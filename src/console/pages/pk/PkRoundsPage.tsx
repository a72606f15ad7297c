import './pkTexts.ts';
import { useTranslation } from 'react-i18next';
import type { ConsolePkRound } from '../../../../contract/ops/pk.ts';
import { consoleCall } from '../../api.ts';
import { CancelEventDialog, ScheduledListPage, useEventEdits, usePagedList } from '../../ui/ScheduledList.tsx';
import { PkRoundDialog } from './PkRoundDialog.tsx';
import { PkRoundRow } from './PkRoundRow.tsx';

/** 9704 (it started meanwhile) and 9705 (no such round): the list on screen is out of date. */
const STALE = new Set([9704, 9705]);

/**
 * Red-versus-blue rounds (admins; docs/pk.md "Console"): every round, the latest start first, with its
 * times, both camps' scores and players, terms and settlement (winner, paid, winners); schedule one, and
 * change or cancel one still scheduled (each audited). The switch itself is the activities page's.
 */
export default function PkRoundsPage() {
  const { t } = useTranslation('console-pk');
  const paged = usePagedList(
    (paging, signal) => consoleCall('consolePkRounds', paging, { signal }),
    (data) => data.list,
    (data) => data.total,
  );
  const edits = useEventEdits<ConsolePkRound>(paged);
  const { editing, cancelling } = edits;

  return (
    <ScheduledListPage
      ns="console-pk"
      onAdd={() => edits.edit('new')}
      paged={paged}
      tableTestId="pk-rounds"
      columns={['id', 'state', 'time', 'scores', 'terms', 'outcome', 'actions']}
      renderRow={(round) => <PkRoundRow key={round.roundId} round={round} onEdit={() => edits.edit(round)} onCancel={() => edits.askCancel(round)} />}
    >
      {editing ? (
        <PkRoundDialog
          round={editing === 'new' ? null : editing}
          others={paged.rows}
          onClose={edits.closeEdit}
          onSaved={(saved, created) => edits.saved(t(created ? 'created' : 'saved', { id: saved.roundId }))}
        />
      ) : null}
      {cancelling ? (
        <CancelEventDialog
          ns="console-pk"
          id={cancelling.roundId}
          startsAt={cancelling.startsAt}
          stale={STALE}
          cancel={async () => (await consoleCall('consolePkRoundCancel', { roundId: cancelling.roundId })).round}
          onClose={edits.stopCancel}
          onCancelled={(round) => edits.cancelled(t('cancelled', { id: round.roundId }))}
          onRefused={edits.refused}
        />
      ) : null}
    </ScheduledListPage>
  );
}
