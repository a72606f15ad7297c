import { useTranslation } from 'react-i18next';
import type { ConsolePkRound } from '../../../../contract/ops/pk.ts';
import { formatManilaDateTime, formatPesoExact } from '../../format.ts';
import page from '../../ui/page.module.css';
import { EditCancelCell } from '../../ui/ScheduledList.tsx';

/** One round in the list: its times, live scores, terms and settlement, and Edit and Cancel while it is still scheduled. */
export function PkRoundRow({ round, onEdit, onCancel }: { round: ConsolePkRound; onEdit(): void; onCancel(): void }) {
  const { t } = useTranslation('console-pk');
  return (
    <tr data-testid={`pk-round-${round.roundId}`}>
      <td>{round.roundId}</td>
      <td>{t(`states.${round.state}`)}</td>
      <td>
        {formatManilaDateTime(round.startsAt)} – {formatManilaDateTime(round.endsAt)}
        <div className={page.muted}>{t('settles', { at: formatManilaDateTime(round.settlesAt) })}</div>
        <div className={page.muted}>{t('by', { name: round.createdBy })}</div>
      </td>
      <td>
        {t('score', { score: formatPesoExact(round.red.score), count: round.red.players })}
        <div>{t('score', { score: formatPesoExact(round.blue.score), count: round.blue.players })}</div>
      </td>
      <td>{t('terms', { pool: formatPesoExact(round.pool), cap: formatPesoExact(round.capPerPlayer), tie: t(`tie.${round.tieRule}`), wagering: round.wagering })}</td>
      <td>{round.winner ? t('outcome', { winner: t(`winner.${round.winner}`), paid: formatPesoExact(round.paid), count: round.winners }) : '—'}</td>
      <EditCancelCell ns="console-pk" id={round.roundId} open={round.state === 'scheduled'} onEdit={onEdit} onCancel={onCancel} />
    </tr>
  );
}
