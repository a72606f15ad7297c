import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LotteryProduct } from '../../../contract/calls/lottery.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { manilaDateTime } from '../../shared/format/date.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { refreshBalances } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { quickPick, requestId } from './pick.ts';
import styles from './lottery.module.css';
import { useProducts } from './useProducts.ts';

/**
 * /activity/lottery/order: pick a line's numbers (or quick pick, a suggestion made in the browser: the
 * draw itself is the server's), collect lines, pay with coin or one coupon worth exactly the total.
 */
export default function OrderPage() {
  const { t } = useTranslation('lottery');
  const [params] = useSearchParams();
  const { data, failure, reload } = useProducts();
  if (!data) return <LoadState failure={failure} onRetry={reload} />;
  const wanted = Number(params.get('productId'));
  const product = data.products.find((p) => p.productId === wanted && p.nextDraw) ?? data.products.find((p) => p.nextDraw);
  if (!product?.nextDraw) return <p className={styles.muted}>{data.running ? t('noDraw') : t('notRunning')}</p>;
  return <OrderForm product={product} coupons={data.coupons} onDone={reload} />;
}

function OrderForm({ product, coupons, onDone }: { product: LotteryProduct; coupons: { id: number; value: number }[]; onDone(): void }) {
  const { t } = useTranslation('lottery');
  const draw = product.nextDraw!;
  const [current, setCurrent] = useState<number[]>([]);
  const [lines, setLines] = useState<number[][]>([]);
  const [pay, setPay] = useState<'coin' | 'coupon'>('coin');
  const [couponId, setCouponId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  // One request id per attempt: a retry after a lost answer is the same order (the server answers it again).
  const [reqId, setReqId] = useState(requestId);

  const toggle = (n: number) => setCurrent((c) => (c.includes(n) ? c.filter((x) => x !== n) : c.length < product.pick ? [...c, n].sort((a, b) => a - b) : c));
  const addLine = (line: number[]) => lines.length < product.maxLinesPerOrder && setLines((l) => [...l, line]);
  const total = lines.length * product.linePrice;
  const coupon = coupons.find((c) => c.id === couponId);

  const buy = () => {
    setBusy(true);
    setMessage(null);
    api('lotteryOrder', { requestId: reqId, drawId: draw.drawId, lines, pay, ...(pay === 'coupon' && couponId ? { couponId } : {}) }).then(
      (answer) => {
        setMessage({ tone: 'success', text: t('bought', { count: answer.lines, time: manilaDateTime(draw.drawAt) }) });
        setLines([]);
        setReqId(requestId());
        setBusy(false);
        void refreshBalances();
        if (pay === 'coupon') onDone();
      },
      (error: unknown) => {
        setMessage({ tone: 'error', text: failureMessage(error) });
        setBusy(false);
      },
    );
  };

  return (
    <div className={styles.stack}>
      <h2 className={styles.sectionTitle}>{product.name}</h2>
      <p className={styles.muted}>
        {t('pickOf', { pick: product.pick, pool: product.pool })} · {t('linePrice', { amount: formatPeso(product.linePrice) })} · {t('closesAt', { time: manilaDateTime(draw.closesAt) })}
      </p>
      <p className={styles.muted}>{t('pickHint', { pick: product.pick })}</p>
      <div className={styles.grid} role="group" aria-label={t('picked', { count: current.length, pick: product.pick })}>
        {Array.from({ length: product.pool }, (_, i) => i + 1).map((n) => (
          <button key={n} type="button" className={styles.ball} aria-pressed={current.includes(n)} onClick={() => toggle(n)} data-testid="lottery-ball">
            {n}
          </button>
        ))}
      </div>
      <div className={styles.row}>
        <Button
          disabled={current.length !== product.pick}
          onClick={() => {
            addLine(current);
            setCurrent([]);
          }}
        >
          {t('addLine')}
        </Button>
        <Button variant="secondary" onClick={() => addLine(quickPick(product.pick, product.pool))} data-testid="lottery-quick-pick">
          {t('quickPick')}
        </Button>
        <Button variant="secondary" onClick={() => setCurrent([])}>
          {t('clear')}
        </Button>
      </div>
      <h3 className={styles.sectionTitle}>{t('lines', { count: lines.length })}</h3>
      {lines.length === 0 ? <p className={styles.muted}>{t('noLines')}</p> : null}
      <ul className={styles.list} data-testid="lottery-lines">
        {lines.map((line, i) => (
          <li key={`${i}-${line.join('-')}`} className={styles.row}>
            <ul className={styles.numbers}>
              {line.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
            <Button variant="secondary" size="sm" aria-label={t('removeLine', { n: i + 1 })} onClick={() => setLines((l) => l.filter((_, j) => j !== i))}>
              ×
            </Button>
          </li>
        ))}
      </ul>
      <p className={styles.sectionTitle}>{t('total', { amount: formatPeso(total) })}</p>
      <div className={styles.row} role="radiogroup">
        <label>
          <input type="radio" name="pay" checked={pay === 'coin'} onChange={() => setPay('coin')} /> {t('payCoin')}
        </label>
        <label>
          <input type="radio" name="pay" checked={pay === 'coupon'} onChange={() => setPay('coupon')} /> {t('payCoupon')}
        </label>
      </div>
      {pay === 'coupon' ? (
        coupons.length === 0 ? (
          <p className={styles.muted}>{t('noCoupons')}</p>
        ) : (
          <div className={styles.row}>
            {coupons.map((c) => (
              <label key={c.id}>
                <input type="radio" name="coupon" checked={couponId === c.id} onChange={() => setCouponId(c.id)} /> {t('couponValue', { amount: formatPeso(c.value) })} —{' '}
                {t('couponLines', { count: Math.floor(c.value / product.linePrice) })}
              </label>
            ))}
          </div>
        )
      ) : null}
      {message ? <FormAlert tone={message.tone} message={message.text} /> : null}
      <Button busy={busy} disabled={lines.length === 0 || (pay === 'coupon' && (!coupon || coupon.value !== total))} onClick={buy} data-testid="lottery-buy">
        {t('buy')}
      </Button>
    </div>
  );
}
