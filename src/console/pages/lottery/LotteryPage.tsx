import './lotteryTexts.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleLotteryProduct } from '../../../../contract/ops/lottery.ts';
import { consoleCall } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { formatManilaDateTime, formatPesoExact } from '../../format.ts';
import { useLoad } from '../../useLoad.ts';
import { Alert, Button, Field } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { PageHead } from '../../ui/PageHead.tsx';
import { bodyOf, emptyForm, formOf, type ProductForm } from './productForm.ts';

/**
 * The number game (docs/lottery.md "Console"): products with their schedule, paytable and exact RTP,
 * created and changed by admins (audited on the server), and every draw with its outcome.
 */
export default function LotteryPage() {
  const { t } = useTranslation('console-lottery');
  const { state, reload } = useLoad(async (signal) => consoleCall('consoleLotteryProducts', {}, { signal }));
  const draws = useLoad(async (signal) => consoleCall('consoleLotteryDraws', { pageNum: 1, pageSize: 30 }, { signal }));
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [saved, setSaved] = useState(false);
  const done = () => {
    setEditing(null);
    setSaved(true);
    reload();
    draws.reload();
  };
  return (
    <section>
      <PageHead title={t('title')} intro={t('intro')} state={state} />
      {state.status === 'ready' ? (
        <>
          {!state.data.activityOn ? <Alert tone="warning" message={t('activityOff')} /> : null}
          {saved ? <Alert tone="success" message={t('saved')} /> : null}
          <h2>{t('products')}</h2>
          <ul data-testid="console-lottery-products">
            {state.data.products.map((p) => (
              <li key={p.productId}>
                {editing === p.productId ? <Editor product={p} onDone={done} onCancel={() => setEditing(null)} /> : <Summary product={p} onEdit={() => (setSaved(false), setEditing(p.productId))} />}
              </li>
            ))}
          </ul>
          {editing === 'new' ? (
            <Editor onDone={done} onCancel={() => setEditing(null)} />
          ) : (
            <Button variant="secondary" onClick={() => (setSaved(false), setEditing('new'))}>
              {t('newProduct')}
            </Button>
          )}
        </>
      ) : null}
      <h2>{t('draws')}</h2>
      {draws.state.status === 'ready' ? (
        draws.state.data.draws.length === 0 ? (
          <p className={page.muted}>{t('noDraws')}</p>
        ) : (
          <table data-testid="console-lottery-draws">
            <thead>
              <tr>
                {(['drawCol', 'stateCol', 'numbersCol', 'linesCol', 'salesCol', 'prizesCol', 'playersCol'] as const).map((k) => (
                  <th key={k}>{t(k)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {draws.state.data.draws.map((d) => (
                <tr key={d.drawId}>
                  <td>
                    #{d.drawId} {d.productName} · {formatManilaDateTime(d.drawAt)}
                  </td>
                  <td>{d.state}</td>
                  <td>{d.numbers?.join(' ') ?? '—'}</td>
                  <td>{d.lines}</td>
                  <td>{formatPesoExact(d.sales)}</td>
                  <td>{formatPesoExact(d.prizes)}</td>
                  <td>{d.players}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
    </section>
  );
}

function Summary({ product: p, onEdit }: { product: ConsoleLotteryProduct; onEdit(): void }) {
  const { t } = useTranslation('console-lottery');
  return (
    <div>
      <strong>{p.name}</strong> {p.enabled ? '' : `(${t('off')})`} · {t('rtp', { percent: (p.rtpBps / 100).toFixed(2) })}
      <p className={page.muted}>{t('summary', { pick: p.pick, pool: p.pool, price: formatPesoExact(p.linePrice), times: p.drawTimes.join(', '), cutoff: p.cutoffMinutes })}</p>
      <p className={page.muted}>{t('updated', { time: formatManilaDateTime(p.updatedAt), by: p.updatedBy })}</p>
      <Button variant="secondary" size="sm" onClick={onEdit}>
        {t('edit')}
      </Button>
    </div>
  );
}

function Editor({ product, onDone, onCancel }: { product?: ConsoleLotteryProduct; onDone(): void; onCancel(): void }) {
  const { t } = useTranslation('console-lottery');
  const [form, setForm] = useState<ProductForm>(() => (product ? formOf(product) : emptyForm));
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (key: Exclude<keyof ProductForm, 'enabled'>, label: string) => <Field label={label} value={form[key]} onValueChange={(value) => setForm((f) => ({ ...f, [key]: value }))} />;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = bodyOf(form, product?.productId);
    if (!body) return setFailure(t('badForm'));
    setBusy(true);
    consoleCall('consoleLotteryProductSave', body).then(onDone, (error: unknown) => {
      setFailure(consoleErrorMessage(error));
      setBusy(false);
    });
  };
  return (
    <form className={page.form} onSubmit={submit} noValidate data-testid="console-lottery-form">
      <Alert message={failure} />
      {field('name', t('name'))}
      {field('pick', t('pick'))}
      {field('pool', t('pool'))}
      {field('pricePesos', t('linePrice'))}
      {field('maxLines', t('maxLines'))}
      {field('cutoff', t('cutoff'))}
      {field('drawTimes', t('drawTimes'))}
      {field('paytable', t('paytable'))}
      {field('sort', t('sort'))}
      <label>
        <input type="checkbox" checked={form.enabled} onChange={(event) => setForm((f) => ({ ...f, enabled: event.target.checked }))} /> {t('enabled')}
      </label>
      <div>
        <Button type="submit" busy={busy}>
          {t('save')}
        </Button>{' '}
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
