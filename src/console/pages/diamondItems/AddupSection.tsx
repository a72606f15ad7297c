import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleDiamondAddup } from '../../../../contract/ops/diamonds.ts';
import { consoleCall } from '../../api.ts';
import { useLoad } from '../../useLoad.ts';
import { Alert, Button, Dialog, Field, SelectField } from '../../ui/controls.tsx';
import { DialogFooter } from '../../ui/DialogFooter.tsx';
import page from '../../ui/page.module.css';
import { useCheckedSave } from '../../ui/useCheckedSave.ts';
import { ADDUP_ITEMS_MAX, addupBody, COIN, DIAMOND, DIAMOND_COUPONS, emptyAddupForm, formOfAddup, POINTS, type AddupForm } from './itemForm.ts';
import styles from './diamondItems.module.css';

const PRIZE_IDS = [COIN, POINTS, DIAMOND, ...DIAMOND_COUPONS];

/** One prize item as the list reads it: "₱50", "100 points", "1 × 10% diamond coupon". */
function usePrizeText() {
  const { t } = useTranslation('console-diamonds');
  return (item: { propId: number; count: number }) => {
    const coupon = DIAMOND_COUPONS.indexOf(item.propId as (typeof DIAMOND_COUPONS)[number]);
    if (coupon >= 0) return t('addup.line.coupon', { amount: item.count, percent: (coupon + 1) * 5 });
    if (item.propId === COIN) return t('addup.line.2001', { amount: (item.count / 100).toLocaleString('en-PH') });
    if (item.propId === POINTS || item.propId === DIAMOND) return t(`addup.line.${item.propId}`, { amount: item.count.toLocaleString('en-PH') });
    return t('addup.line.other', { amount: item.count, propId: item.propId });
  };
}

/** The add-up awards: thresholds of diamonds spent and their prizes, each offered or not; a new one or a change in a dialog. */
export function AddupSection() {
  const { t } = useTranslation('console-diamonds');
  const prizeText = usePrizeText();
  const { state, reload } = useLoad(async (signal) => (await consoleCall('consoleDiamondAddups', {}, { signal })).awards);
  const [editing, setEditing] = useState<ConsoleDiamondAddup | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section aria-labelledby="addup-title">
      <h2 id="addup-title" className={page.subtitle}>
        {t('addup.title')}
      </h2>
      <p className={page.muted}>{t('addup.intro')}</p>
      <Alert tone="success" message={notice} />
      {state.status === 'failed' ? <Alert message={state.message} /> : null}
      {state.status === 'ready' && state.data.length === 0 ? <p className={page.empty}>{t('addup.empty')}</p> : null}
      <div className={page.filters}>
        <Button onClick={() => setEditing('new')}>{t('addup.add')}</Button>
      </div>
      {state.status === 'ready' && state.data.length > 0 ? (
        <div className={page.tableWrap}>
          <table className={page.table} data-testid="diamond-addups">
            <thead>
              <tr>
                <th scope="col">{t('addup.threshold')}</th>
                <th scope="col">{t('addup.prize')}</th>
                <th scope="col">{t('addup.active')}</th>
                <th scope="col">{t('columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.map((award) => (
                <tr key={award.id}>
                  <td>{t('addup.thresholdValue', { count: award.threshold, amount: award.threshold.toLocaleString('en-PH') })}</td>
                  <td>{award.items.map(prizeText).join(', ')}</td>
                  <td>{award.active ? t('yes') : t('no')}</td>
                  <td>
                    <Button size="sm" variant="secondary" onClick={() => setEditing(award)} aria-label={t('addup.editLabel', { threshold: award.threshold })}>
                      {t('edit')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {editing ? (
        <AddupDialog
          award={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(t('addup.saved', { threshold: saved.threshold }));
            reload();
          }}
        />
      ) : null}
    </section>
  );
}

function AddupDialog({ award, onClose, onSaved }: { award: ConsoleDiamondAddup | null; onClose(): void; onSaved(award: ConsoleDiamondAddup): void }) {
  const { t } = useTranslation('console-diamonds');
  const [form, setForm] = useState<AddupForm>(() => (award ? formOfAddup(award) : emptyAddupForm()));
  const setLine = (i: number, change: Partial<AddupForm['items'][number]>) => setForm((f) => ({ ...f, items: f.items.map((line, j) => (j === i ? { ...line, ...change } : line)) }));

  // Every server refusal goes above the buttons (no fieldOf): the award is checked as a whole.
  const { errors, failure, busy, submit } = useCheckedSave({
    check: () => addupBody(form),
    save: async (body) => onSaved((await consoleCall('consoleDiamondAddupSave', award ? { id: award.id, ...body } : body)).award),
    translate: (key, params) => t(key, params),
  });

  return (
    <Dialog title={award ? t('addup.editTitle', { threshold: award.threshold }) : t('addup.newTitle')} onClose={onClose}>
      <form className={page.form} onSubmit={submit} noValidate>
        <Field label={t('addup.threshold')} inputMode="numeric" value={form.threshold} onValueChange={(threshold) => setForm((f) => ({ ...f, threshold }))} error={errors.threshold} />
        {form.items.map((line, i) => (
          <div key={i} className={styles.line}>
            <SelectField label={t('addup.item', { n: i + 1 })} value={String(line.propId)} onValueChange={(value) => setLine(i, { propId: Number(value) })}>
              {PRIZE_IDS.map((id) => (
                <option key={id} value={id}>
                  {t(`addup.props.${id}`)}
                </option>
              ))}
            </SelectField>
            <Field label={t('addup.count', { n: i + 1 })} inputMode="numeric" value={line.count} onValueChange={(count) => setLine(i, { count })} error={errors[`items.${i}`]} />
            <Button variant="ghost" size="sm" onClick={() => setForm((f) => ({ ...f, items: f.items.filter((_, j) => j !== i) }))} aria-label={t('addup.removeItem', { n: i + 1 })}>
              ×
            </Button>
          </div>
        ))}
        {errors.items ? <Alert message={errors.items} /> : null}
        {form.items.length < ADDUP_ITEMS_MAX ? (
          <Button variant="secondary" size="sm" onClick={() => setForm((f) => ({ ...f, items: [...f.items, { propId: COIN, count: '' }] }))}>
            {t('addup.addItem')}
          </Button>
        ) : null}
        <label className={styles.check}>
          <input type="checkbox" checked={form.active} onChange={(event) => setForm((f) => ({ ...f, active: event.target.checked }))} />
          <span>{t('addup.active')}</span>
        </label>
        <DialogFooter failure={failure} busy={busy} onCancel={onClose}>
          {t('addup.save')}
        </DialogFooter>
      </form>
    </Dialog>
  );
}
