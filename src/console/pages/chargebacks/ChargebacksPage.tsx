import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleHeldPlayer, ConsoleReversal } from '../../../../contract/ops/chargebacks.ts';
import { consoleCall } from '../../api.ts';
import { formatManilaDateTime, formatPesoExact } from '../../format.ts';
import { useConsoleSession } from '../../session.ts';
import { useLoad, type Loaded } from '../../useLoad.ts';
import { Button } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { QueueHead, type QueueNotice } from '../../ui/QueueHead.tsx';
import { ReasonDialog } from '../../ui/ReasonDialog.tsx';
import { mayActOnChargebacks } from './chargebackRoles.ts';
import { DisputeOpenForm } from './DisputeOpenForm.tsx';

type Pending = { kind: 'won' | 'lost'; dispute: ConsoleReversal } | { kind: 'settle'; hold: ConsoleHeldPlayer };

const when = (ms: number | null) => (ms === null ? '—' : formatManilaDateTime(ms));

/**
 * Refunds and chargebacks (finance, compliance, admin; docs/console.md): the players whose withdrawals are
 * held (an open dispute, or a debt a refund or lost dispute left), the disputes and the refunds PayMongo
 * reported. Finance records a dispute from PayMongo's notice, records its outcome, and settles a held
 * player's debt (collected from the coin there is, the rest written off); each with a reason, audited.
 */
export default function ChargebacksPage() {
  const { t } = useTranslation('console');
  const { operator } = useConsoleSession();
  const canAct = mayActOnChargebacks(operator?.role);
  const { state, reload } = useLoad(async (signal) => consoleCall('consoleChargebacks', {}, { signal }));
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<QueueNotice | null>(null);
  const rows: Loaded<readonly unknown[]> = state.status === 'ready' ? { status: 'ready', data: [...state.data.holds, ...state.data.disputes, ...state.data.refunds] } : state;

  const act = async (reason: string) => {
    if (!pending) return;
    if (pending.kind === 'settle') {
      const { settled } = await consoleCall('consoleWalletHoldResolve', { userId: pending.hold.userId, reason });
      const collected = settled.reduce((sum, s) => sum + s.collected, 0);
      const writtenOff = settled.reduce((sum, s) => sum + s.writtenOff, 0);
      setNotice({ tone: 'success', text: t('chargebacks.settled', { player: pending.hold.userId, collected: formatPesoExact(collected), writtenOff: formatPesoExact(writtenOff) }) });
    } else {
      await consoleCall('consoleDisputeResolve', { id: pending.dispute.id, outcome: pending.kind, reason });
      setNotice({ tone: 'success', text: t(`chargebacks.resolved.${pending.kind}`, { ref: pending.dispute.providerRef, amount: formatPesoExact(pending.dispute.amount) }) });
    }
    setPending(null);
    reload();
  };

  const ready = state.status === 'ready' ? state.data : null;
  return (
    <section>
      <QueueHead title={t('chargebacks.title')} onReload={reload} notice={notice} state={rows} empty={t('chargebacks.empty')} />
      <p className={page.muted}>{t('chargebacks.intro')}</p>
      {ready && ready.holds.length > 0 ? <Holds holds={ready.holds} canAct={canAct} onSettle={(hold) => setPending({ kind: 'settle', hold })} /> : null}
      {ready && ready.disputes.length > 0 ? <Reversals title={t('chargebacks.disputes')} rows={ready.disputes} canAct={canAct} onResolve={(kind, dispute) => setPending({ kind, dispute })} /> : null}
      {ready && ready.refunds.length > 0 ? <Reversals title={t('chargebacks.refunds')} rows={ready.refunds} canAct={false} onResolve={() => undefined} /> : null}
      {canAct ? (
        <DisputeOpenForm
          onOpened={(dispute) => {
            setNotice({ tone: 'success', text: t('chargebacks.opened', { ref: dispute.providerRef, frozen: formatPesoExact(dispute.taken), debt: formatPesoExact(dispute.debt) }) });
            reload();
          }}
        />
      ) : null}
      {pending ? (
        <ReasonDialog
          key={pending.kind === 'settle' ? `settle-${pending.hold.userId}` : `${pending.kind}-${pending.dispute.id}`}
          title={pending.kind === 'settle' ? t('chargebacks.settleTitle', { player: pending.hold.userId }) : t(`chargebacks.resolveTitle.${pending.kind}`, { ref: pending.dispute.providerRef })}
          description={
            pending.kind === 'settle'
              ? t('chargebacks.settleText', { debt: formatPesoExact(pending.hold.debt), coin: formatPesoExact(pending.hold.coin) })
              : t(`chargebacks.resolveText.${pending.kind}`, { amount: formatPesoExact(pending.dispute.amount), frozen: formatPesoExact(pending.dispute.taken) })
          }
          confirmLabel={pending.kind === 'settle' ? t('chargebacks.settle') : t(`chargebacks.${pending.kind}`)}
          danger={pending.kind === 'lost'}
          onConfirm={act}
          onClose={() => setPending(null)}
        />
      ) : null}
    </section>
  );
}

function Holds({ holds, canAct, onSettle }: { holds: ConsoleHeldPlayer[]; canAct: boolean; onSettle(hold: ConsoleHeldPlayer): void }) {
  const { t } = useTranslation('console');
  return (
    <div className={page.tableWrap}>
      <table className={page.table}>
        <caption className={page.subtitle}>{t('chargebacks.holds', { count: holds.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chargebacks.player')}</th>
            <th scope="col" className={page.number}>
              {t('chargebacks.openDisputes')}
            </th>
            <th scope="col" className={page.number}>
              {t('chargebacks.owed')}
            </th>
            <th scope="col" className={page.number}>
              {t('chargebacks.coin')}
            </th>
            <th scope="col">{t('chargebacks.since')}</th>
            {canAct ? <th scope="col">{t('chargebacks.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {holds.map((hold) => (
            <tr key={hold.userId} data-testid={`hold-${hold.userId}`}>
              <td>
                <Link className={page.link} to={`/players/${hold.userId}`}>
                  {hold.account || hold.userId}
                </Link>
              </td>
              <td className={page.number}>{hold.openDisputes}</td>
              <td className={page.number}>{formatPesoExact(hold.debt)}</td>
              <td className={page.number}>{formatPesoExact(hold.coin)}</td>
              <td>{when(hold.since)}</td>
              {canAct ? (
                <td>
                  <Button size="sm" onClick={() => onSettle(hold)} aria-label={t('chargebacks.settleLabel', { player: hold.account || hold.userId })}>
                    {t('chargebacks.settle')}
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Reversals({ title, rows, canAct, onResolve }: { title: string; rows: ConsoleReversal[]; canAct: boolean; onResolve(kind: 'won' | 'lost', dispute: ConsoleReversal): void }) {
  const { t } = useTranslation('console');
  return (
    <div className={page.tableWrap}>
      <table className={page.table}>
        <caption className={page.subtitle}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chargebacks.order')}</th>
            <th scope="col">{t('chargebacks.player')}</th>
            <th scope="col" className={page.number}>
              {t('chargebacks.amount')}
            </th>
            <th scope="col" className={page.number}>
              {t('chargebacks.taken')}
            </th>
            <th scope="col" className={page.number}>
              {t('chargebacks.debt')}
            </th>
            <th scope="col">{t('chargebacks.status')}</th>
            <th scope="col">{t('chargebacks.reference')}</th>
            <th scope="col">{t('chargebacks.recorded')}</th>
            {canAct ? <th scope="col">{t('chargebacks.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid={`reversal-${row.id}`}>
              <td>
                {row.orderNo} {row.paymentMethod ? `(${row.paymentMethod})` : ''}
              </td>
              <td>
                <Link className={page.link} to={`/players/${row.userId}`}>
                  {row.account || row.userId}
                </Link>
              </td>
              <td className={page.number}>{formatPesoExact(row.amount)}</td>
              <td className={page.number}>{formatPesoExact(row.taken)}</td>
              <td className={page.number}>{row.debt > 0 ? `${formatPesoExact(row.debt)}${row.debtSettledAt === null ? '' : ` · ${t('chargebacks.debtSettled')}`}` : '—'}</td>
              <td>{t(`chargebacks.statuses.${row.status}`, { defaultValue: row.status })}</td>
              <td>
                {row.provider} {row.providerRef}
              </td>
              <td>{when(row.createdAt)}</td>
              {canAct ? (
                <td className={page.rowActions}>
                  {row.status === 'open' ? (
                    <>
                      <Button size="sm" onClick={() => onResolve('won', row)}>
                        {t('chargebacks.won')}
                      </Button>
                      <Button size="sm" variant="secondary" onClick={() => onResolve('lost', row)}>
                        {t('chargebacks.lost')}
                      </Button>
                    </>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
