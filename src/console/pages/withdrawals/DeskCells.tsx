import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleWithdrawalDeskRow } from '../../../../contract/ops/withdrawals.ts';
import { formatManilaDateTime, formatMobile, formatPesoExact } from '../../format.ts';
import page from '../../ui/page.module.css';

type Row = ConsoleWithdrawalDeskRow;

/** The player: id (their page), account, and the name their identity was verified under (or that there is none). */
export function PlayerCell({ row }: { row: Row }) {
  const { t } = useTranslation('console');
  return (
    <span className={page.stack}>
      <Link className={page.link} to={`/players/${row.userId}`}>
        {row.userId}
      </Link>
      <span>{row.account}</span>
      {row.kycName === null ? <span className={page.muted}>{t('withdrawals.noKyc')}</span> : <span>{t('withdrawals.kycName', { name: row.kycName })}</span>}
    </span>
  );
}

/**
 * Where the money goes: the channel (the bank's name for a bank account), the number, the owner's name
 * as the player typed it; flagged when the owner is not the verified player, and when other players
 * pay out to the same number (each linked to their page).
 */
export function DestinationCell({ row }: { row: Row }) {
  const { t } = useTranslation('console');
  const { destination: to } = row;
  const channel = to.channel === 'bank' ? t('withdrawals.channels.bank', { bank: to.bankName || t('withdrawals.channels.unknownBank') }) : t(`withdrawals.channels.${to.channel}`);
  return (
    <span className={page.stack} data-testid="payout-destination">
      <span>
        {channel} {formatMobile(to.accountNo)}
      </span>
      <span>{t('withdrawals.owner', { name: to.accountName })}</span>
      {to.nameDiffers ? <span className={page.flag}>{t('withdrawals.nameDiffers')}</span> : null}
      {to.sharedWith.length > 0 ? (
        <span className={page.flag}>
          {t('withdrawals.shared', { count: to.sharedWith.length })}{' '}
          {to.sharedWith.map((id, index) => (
            <span key={id}>
              {index > 0 ? ', ' : null}
              <Link className={page.link} to={`/players/${id}`}>
                {id}
              </Link>
            </span>
          ))}
        </span>
      ) : null}
    </span>
  );
}

/** The player's paid deposits: how many and how much, from when to when, and by channel. */
export function DepositsCell({ row }: { row: Row }) {
  const { t } = useTranslation('console');
  const { deposits } = row;
  if (deposits.count === 0) return <span className={page.flag}>{t('withdrawals.noDeposits')}</span>;
  const day = (ms: number | null) => (ms === null ? '—' : formatManilaDateTime(ms).slice(0, 10));
  return (
    <span className={page.stack}>
      <span>{t('withdrawals.depositsPaid', { count: deposits.count, sum: formatPesoExact(deposits.sum) })}</span>
      <span className={page.muted}>{t('withdrawals.depositsSpan', { first: day(deposits.firstAt), last: day(deposits.lastAt) })}</span>
      {deposits.channels.map((channel) => (
        <span key={channel.name}>{t('withdrawals.depositChannel', { name: channel.name, count: channel.count, sum: formatPesoExact(channel.sum) })}</span>
      ))}
    </span>
  );
}

/** The approvals it needs and has: one, or two different operators above the second-approval amount. */
export function ApprovalCell({ row, me, limit }: { row: Row; me: string | undefined; limit: number }) {
  const { t } = useTranslation('console');
  const { approval } = row;
  if (!approval.needsTwo) return <span className={page.muted}>{t('withdrawals.oneApproval')}</span>;
  return (
    <span className={page.stack}>
      <span>{t('withdrawals.needsTwo', { amount: formatPesoExact(limit) })}</span>
      {approval.firstBy === null ? null : (
        <span>{t('withdrawals.firstBy', { name: approval.firstBy, at: approval.firstAt === null ? '—' : formatManilaDateTime(approval.firstAt) })}</span>
      )}
      {approval.firstBy !== null && approval.firstBy === me ? <span className={page.flag}>{t('withdrawals.youApproved')}</span> : null}
    </span>
  );
}
