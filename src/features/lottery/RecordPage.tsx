import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { manilaDateTime } from '../../shared/format/date.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { useLoad } from '../../shared/rewards/useLoad.ts';
import styles from './lottery.module.css';

/** /activity/lottery/record: the player's tickets, newest first, each with its draw's result and prize. */
export default function RecordPage() {
  const { t } = useTranslation('lottery');
  const { data, failure, reload } = useLoad(() => api('lotteryRecord', { pageNum: 1, pageSize: 50 }));
  if (!data) return <LoadState failure={failure} onRetry={reload} />;
  return (
    <div className={styles.stack}>
      <h2 className={styles.sectionTitle}>{t('record')}</h2>
      {data.tickets.length === 0 ? <p className={styles.muted}>{t('noTickets')}</p> : null}
      <ul className={styles.list} data-testid="lottery-record">
        {data.tickets.map((ticket) => (
          <li key={ticket.ticketId} className={styles.item} data-testid="lottery-ticket" data-state={ticket.state}>
            <strong>
              {ticket.productName} · {t('draw', { id: ticket.drawId, time: manilaDateTime(ticket.drawAt) })}
            </strong>
            <ul className={styles.numbers}>
              {ticket.numbers.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
            <span>
              {t(`state.${ticket.state}`, { amount: formatPeso(ticket.prize) })}
              {ticket.matched !== null ? ` · ${t('matched', { count: ticket.matched })}` : ''}
              {ticket.paid ? ` · ${t('paid')}` : ''}
              {ticket.pay === 'coupon' ? ` · ${t('paidByCoupon')}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
