import { useTranslation } from 'react-i18next';
import type { ConsolePlayer } from '../../../../contract/ops/index.ts';
import { formatManilaDateTime } from '../../format.ts';
import { formatPesoExact } from '../../format.ts';
import { DataTable } from './DataTable.tsx';

/** The player's latest deposits, withdrawals, bets, sessions and sign-ins (20 of each, newest first). */
export function PlayerActivity({ player }: { player: ConsolePlayer }) {
  const { t } = useTranslation('console-pages');
  const none = t('player.none');
  const status = (value: string) => t(`player.status.${value}`, { defaultValue: value });
  const when = (at: number | null) => (at === null ? '—' : formatManilaDateTime(at));
  return (
    <>
      <DataTable
        id="player-deposits"
        title={t('player.deposits.title')}
        rows={player.deposits}
        rowKey={(row) => row.orderNo}
        empty={none}
        columns={[
          { label: t('player.deposits.orderNo'), cell: (row) => row.orderNo },
          { label: t('player.deposits.channel'), cell: (row) => row.channel },
          { label: t('player.amount'), cell: (row) => formatPesoExact(row.amount), numeric: true },
          { label: t('player.statusLabel'), cell: (row) => status(row.status) },
          { label: t('player.createdAt'), cell: (row) => formatManilaDateTime(row.createdAt) },
          { label: t('player.deposits.paidAt'), cell: (row) => when(row.paidAt) },
        ]}
      />
      <DataTable
        id="player-withdrawals"
        title={t('player.withdrawals.title')}
        rows={player.withdrawals}
        rowKey={(row) => row.id}
        empty={none}
        columns={[
          { label: t('player.withdrawals.id'), cell: (row) => row.id },
          { label: t('player.amount'), cell: (row) => formatPesoExact(row.amount), numeric: true },
          { label: t('player.withdrawals.fee'), cell: (row) => formatPesoExact(row.fee), numeric: true },
          { label: t('player.statusLabel'), cell: (row) => status(row.status) },
          { label: t('player.withdrawals.reason'), cell: (row) => row.reason || '—' },
          { label: t('player.createdAt'), cell: (row) => formatManilaDateTime(row.createdAt) },
          { label: t('player.withdrawals.decidedAt'), cell: (row) => when(row.decidedAt) },
          { label: t('player.withdrawals.decidedBy'), cell: (row) => row.decidedBy ?? '—' },
        ]}
      />
      <DataTable
        id="player-bets"
        title={t('player.bets.title')}
        rows={player.bets}
        rowKey={(row) => row.id}
        empty={none}
        columns={[
          { label: t('player.bets.game'), cell: (row) => row.game },
          { label: t('player.bets.bet'), cell: (row) => formatPesoExact(row.bet), numeric: true },
          { label: t('player.bets.win'), cell: (row) => formatPesoExact(row.win), numeric: true },
          { label: t('player.bets.time'), cell: (row) => formatManilaDateTime(row.time) },
        ]}
      />
      <DataTable
        id="player-sessions"
        title={t('player.sessions.title')}
        rows={player.sessions}
        rowKey={(row, index) => `${row.createdAt}|${index}`}
        empty={none}
        columns={[
          { label: t('player.device'), cell: (row) => row.device || '—' },
          { label: t('player.address'), cell: (row) => row.address || '—' },
          { label: t('player.sessions.createdAt'), cell: (row) => formatManilaDateTime(row.createdAt) },
          { label: t('player.sessions.lastUsedAt'), cell: (row) => formatManilaDateTime(row.lastUsedAt) },
          { label: t('player.sessions.endedAt'), cell: (row) => (row.endedAt === null ? t('player.sessions.open') : formatManilaDateTime(row.endedAt)) },
        ]}
      />
      <DataTable
        id="player-signins"
        title={t('player.signIns.title')}
        rows={player.signIns}
        rowKey={(row, index) => `${row.time}|${index}`}
        empty={none}
        columns={[
          { label: t('player.signIns.time'), cell: (row) => formatManilaDateTime(row.time) },
          { label: t('player.signIns.result'), cell: (row) => (row.ok ? t('player.signIns.ok') : t('player.signIns.failed')) },
          { label: t('player.address'), cell: (row) => row.address || '—' },
          { label: t('player.device'), cell: (row) => row.device || '—' },
        ]}
      />
    </>
  );
}
