import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scratchCardArts, type ScratchCardArt } from '../../../../contract/calls/scratch.ts';
import { SCRATCH_PRIZES_MAX, type ConsoleScratchType } from '../../../../contract/ops/scratch.ts';
import { consoleCall } from '../../api.ts';
import { Alert, Button, Dialog, Field, SelectField } from '../../ui/controls.tsx';
import { DialogFooter } from '../../ui/DialogFooter.tsx';
import page from '../../ui/page.module.css';
import { useCheckedSave } from '../../ui/useCheckedSave.ts';
import { chances, createBody, emptyPrize, emptyTypeForm, formOfType, isCoupon, PRIZE_KINDS, saveBody, type PrizeLine, type TypeForm } from './typeForm.ts';
import styles from './scratchTypes.module.css';

type FreeItem = { id: number; name: string; price: number };

/** The server names a prize's `count`; the form asks for its amount. */
const fieldOf = (field: string) => field.replace(/^(prizes\.\d+)\.(count|propId)$/, '$1.amount');

/** Creates a type (off sale, with its prizes as version 1 of its table) or changes one; prizes are editable until it was first on sale. */
export function TypeDialog({ type, freeItems, onClose, onSaved }: { type: ConsoleScratchType | null; freeItems: readonly FreeItem[]; onClose(): void; onSaved(type: ConsoleScratchType, created: boolean): void }) {
  const { t } = useTranslation('console-scratch');
  const [form, setForm] = useState<TypeForm>(() => (type ? formOfType(type) : emptyTypeForm(freeItems[0]?.id ?? null)));
  const set = <K extends keyof TypeForm>(key: K) => (value: TypeForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setLine = (i: number, line: Partial<PrizeLine>) => setForm((f) => ({ ...f, prizes: f.prizes.map((p, j) => (j === i ? { ...p, ...line } : p)) }));
  const locked = type?.prizesLocked ?? false;
  const odds = chances(form.prizes);

  const { errors, failure, busy, submit } = useCheckedSave({
    check: () => (type ? saveBody(form, type) : createBody(form)),
    save: async (body) => {
      const saved = type
        ? (await consoleCall('consoleScratchTypeSave', body as Parameters<typeof consoleCall<'consoleScratchTypeSave'>>[1])).type
        : (await consoleCall('consoleScratchTypeCreate', body as Parameters<typeof consoleCall<'consoleScratchTypeCreate'>>[1])).type;
      onSaved(saved, type === null);
    },
    translate: (key, params) => t(key, params),
    // The prizes as a whole and the switch have no field of their own: their refusal goes above the buttons.
    fieldOf: (serverField) => {
      const field = fieldOf(serverField);
      return field === 'prizes' || field === 'onSale' ? null : field;
    },
  });

  return (
    <Dialog title={type ? t('form.editTitle', { name: type.name }) : t('form.newTitle')} onClose={onClose}>
      <form className={page.form} onSubmit={submit} noValidate>
        {type ? null : (
          <>
            <Field label={t('form.key')} value={form.key} onValueChange={set('key')} maxLength={32} hint={t('form.keyHint')} error={errors.key} />
            <SelectField label={t('form.item')} value={form.itemId} onValueChange={set('itemId')}>
              {freeItems.map((item) => (
                <option key={item.id} value={String(item.id)}>
                  {t('form.itemOption', { name: item.name, price: item.price })}
                </option>
              ))}
            </SelectField>
            {errors.itemId ? <Alert message={errors.itemId} /> : null}
          </>
        )}
        <SelectField label={t('form.art')} value={form.art} onValueChange={(art) => set('art')(art as ScratchCardArt)}>
          {scratchCardArts.map((art) => (
            <option key={art} value={art}>
              {art}
            </option>
          ))}
        </SelectField>
        <Field label={t('form.autoReveal')} inputMode="numeric" value={form.autoRevealPercent} onValueChange={set('autoRevealPercent')} hint={t('form.autoRevealHint')} error={errors.autoRevealPercent} />
        <Field label={t('form.brush')} inputMode="numeric" value={form.brushRadius} onValueChange={set('brushRadius')} hint={t('form.brushHint')} error={errors.brushRadius} />
        <Field label={t('form.wagering')} inputMode="numeric" value={form.wagering} onValueChange={set('wagering')} hint={t('form.wageringHint')} error={errors.wagering} />
        <Field label={t('form.sort')} inputMode="numeric" value={form.sort} onValueChange={set('sort')} hint={t('form.sortHint')} error={errors.sort} />
        {type ? (
          <label className={styles.check}>
            <input type="checkbox" checked={form.onSale} onChange={(event) => set('onSale')(event.target.checked)} />
            <span>{t('form.onSale')}</span>
          </label>
        ) : null}
        <fieldset className={styles.prizes} disabled={locked}>
          <legend>{t('form.prizes')}</legend>
          <p className={page.muted}>{locked ? t('form.prizesLocked') : t('form.prizesHint')}</p>
          {form.prizes.map((line, i) => (
            <div key={i} className={styles.line}>
              <SelectField label={t('form.prizeKind', { n: i + 1 })} value={String(line.propId)} onValueChange={(value) => setLine(i, { propId: Number(value) })}>
                {PRIZE_KINDS.map((id) => (
                  <option key={id} value={String(id)}>
                    {t(`form.props.${id}`)}
                  </option>
                ))}
              </SelectField>
              {isCoupon(line.propId) ? (
                <p className={page.muted}>{t('form.amountCoupon')}</p>
              ) : (
                <Field label={t('form.amount', { n: i + 1 })} inputMode="numeric" value={line.amount} onValueChange={(amount) => setLine(i, { amount })} error={errors[`prizes.${i}.amount`]} />
              )}
              <Field label={t('form.weight', { n: i + 1 })} inputMode="numeric" value={line.weight} onValueChange={(weight) => setLine(i, { weight })} hint={odds[i] ? t('form.chance', { chance: odds[i] }) : undefined} error={errors[`prizes.${i}.weight`]} />
              <Button variant="ghost" size="sm" disabled={form.prizes.length <= 1} onClick={() => setForm((f) => ({ ...f, prizes: f.prizes.filter((_, j) => j !== i) }))} aria-label={t('form.removePrize', { n: i + 1 })}>
                ×
              </Button>
            </div>
          ))}
          {errors.prizes ? <Alert message={errors.prizes} /> : null}
          <Button variant="secondary" size="sm" disabled={form.prizes.length >= SCRATCH_PRIZES_MAX} onClick={() => setForm((f) => ({ ...f, prizes: [...f.prizes, emptyPrize()] }))}>
            {t('form.addPrize')}
          </Button>
        </fieldset>
        <DialogFooter failure={failure} busy={busy} onCancel={onClose}>
          {type ? t('form.save') : t('form.create')}
        </DialogFooter>
      </form>
    </Dialog>
  );
}
