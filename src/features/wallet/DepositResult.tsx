import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import type { CallResult } from '../../../contract/index.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { refreshBalances } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { useAppStore } from '../../store/index.ts';
import styles from './wallet.module.css';

type Order = CallResult<'rechargeOrder'>['order'];
/** How often and how long the page asks while the provider has not confirmed yet. */
const POLL_MS = 2000;
const POLL_TIMES = 15;

/** Back from the checkout page (`?orderNo=`): what became of the deposit, asked again while it is pending. */
export function DepositResult({ orderNo, onAgain }: { orderNo: string; onAgain(): void }) {
  // "Check again" starts the watch over (a new key), with a fresh round of questions.
  const [round, setRound] = useState(0);
  return <OrderWatch key={round} orderNo={orderNo} onAgain={onAgain} onCheck={() => setRound((n) => n + 1)} />;
}

function OrderWatch({ orderNo, onAgain, onCheck }: { orderNo: string; onAgain(): void; onCheck(): void }) {
  const { t } = useTranslation('wallet');
  const channels = useAppStore((s) => s.appConfig?.rechargeTypeMap);
  const [order, setOrder] = useState<Order | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (times: number) => {
      try {
        const result = await api('rechargeOrder', { orderNo });
        if (!live) return;
        setOrder(result.order);
        if (result.order.status === 'paid') await refreshBalances().catch(() => {});
        else if (result.order.status === 'pending' && times > 1) timer = setTimeout(() => void ask(times - 1), POLL_MS);
      } catch (error) {
        if (live) setFailure(failureMessage(error));
      }
    };
    void ask(POLL_TIMES);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [orderNo]);

  if (failure) return <FormAlert message={failure} />;
  if (!order) return <Spinner size={24} />;
  const channel = channels?.[String(order.typeId)]?.name ?? '';
  // Held or refunded money (player protection refused the payment, docs/payments.md) is news, not a failure.
  const tone = ({ paid: 'success', pending: 'info', refund_due: 'info', refunded: 'info' } as const)[order.status as 'paid' | 'pending' | 'refund_due' | 'refunded'] ?? 'error';
  return (
    <div className={styles.result} data-testid="deposit-result">
      <FormAlert tone={tone} message={t(`deposit.result.${order.status}`, { amount: formatPeso(order.amount), channel })} />
      {order.status === 'paid' && order.firstDepositBonus > 0 ? (
        <p className={styles.intro} data-testid="first-deposit-paid">
          {t('deposit.result.firstDeposit', { bonus: formatPeso(order.firstDepositBonus) })}
        </p>
      ) : null}
      {order.status === 'pending' ? (
        <Button variant="secondary" block onClick={onCheck}>
          {t('deposit.result.check')}
        </Button>
      ) : null}
      <Button variant={order.status === 'paid' ? 'secondary' : 'primary'} block onClick={onAgain}>
        {t('deposit.result.again')}
      </Button>
    </div>
  );
}
