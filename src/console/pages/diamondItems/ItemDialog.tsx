import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DIAMOND_DESCRIPTION_MAX, DIAMOND_NAME_MAX, diamondArtAliases, diamondItemKinds, type DiamondItemKind } from '../../../../contract/calls/diamonds.ts';
import type { ConsoleDiamondItem } from '../../../../contract/ops/diamonds.ts';
import { consoleCall } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { Alert, Dialog, Field, SelectField } from '../../ui/controls.tsx';
import controls from '../../ui/controls.module.css';
import { DialogFooter } from '../../ui/DialogFooter.tsx';
import page from '../../ui/page.module.css';
import { useCheckedSave } from '../../ui/useCheckedSave.ts';
import { emptyItemForm, formOfItem, itemBody, type ItemForm } from './itemForm.ts';
import styles from './diamondItems.module.css';

/** The KYC upload's rules, said before sending (the server checks them again: contract/calls/kyc.ts). */
const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** The server names `coin`; the form asks for whole pesos. */
const FIELD_OF: Record<string, keyof ItemForm> = { coin: 'pesos', image: 'image' };

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Creates or changes an item: every value of the item in one form, the picture chosen or uploaded first. */
export function ItemDialog({ item, onClose, onSaved }: { item: ConsoleDiamondItem | null; onClose(): void; onSaved(item: ConsoleDiamondItem): void }) {
  const { t } = useTranslation('console-diamonds');
  const [form, setForm] = useState<ItemForm>(() => (item ? formOfItem(item) : emptyItemForm('goods')));
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState(false);
  const fileId = useId();
  const set = <K extends keyof ItemForm>(key: K) => (value: ItemForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const { errors, setErrors, failure, busy, submit } = useCheckedSave({
    check: () => itemBody(form),
    save: async (body) => onSaved((await consoleCall('consoleDiamondItemSave', item ? { id: item.id, ...body } : body)).item),
    translate: (key, params) => t(key, params),
    fieldOf: (serverField) => {
      const field = FIELD_OF[serverField] ?? serverField;
      return field in form ? field : null;
    },
  });

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setUploaded(false);
    if (!file) return;
    if (!UPLOAD_TYPES.includes(file.type)) return setErrors((e) => ({ ...e, image: t('form.fileType') }));
    if (file.size > UPLOAD_MAX_BYTES) return setErrors((e) => ({ ...e, image: t('form.fileTooLarge') }));
    setUploading(true);
    setErrors((e) => ({ ...e, image: undefined }));
    try {
      const { image } = await consoleCall('consoleDiamondImageUpload', { image: await base64Of(file) });
      setForm((f) => ({ ...f, image }));
      setUploaded(true);
    } catch (error) {
      setErrors((e) => ({ ...e, image: consoleErrorMessage(error) }));
    } finally {
      setUploading(false);
    }
  };

  const isUpload = !form.image.startsWith('art:');
  return (
    <Dialog title={item ? t('form.editTitle', { name: item.name }) : t('form.newTitle')} onClose={onClose}>
      <form className={page.form} onSubmit={submit} noValidate>
        <SelectField label={t('form.kind')} value={form.kind} onValueChange={(kind) => set('kind')(kind as DiamondItemKind)}>
          {diamondItemKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`, { defaultValue: kind })}
            </option>
          ))}
        </SelectField>
        {(form.kind as string) === 'scratchCard' ? <Alert tone="info" message={t('form.scratchCardNote')} /> : null}
        <Field label={t('form.name')} value={form.name} onValueChange={set('name')} maxLength={DIAMOND_NAME_MAX} error={errors.name} />
        <Field label={t('form.description')} value={form.description} onValueChange={set('description')} maxLength={DIAMOND_DESCRIPTION_MAX} hint={t('form.descriptionHint')} />
        <SelectField label={t('form.art')} value={isUpload ? 'upload' : form.image} onValueChange={(value) => value !== 'upload' && set('image')(value)}>
          {isUpload ? <option value="upload">{t('form.uploaded')}</option> : null}
          {diamondArtAliases.map((alias) => (
            <option key={alias} value={`art:${alias}`}>
              {t('form.artOption', { alias })}
            </option>
          ))}
        </SelectField>
        <div className={controls.field}>
          <label className={controls.label} htmlFor={fileId}>
            {t('form.upload')}
          </label>
          <input id={fileId} type="file" accept={UPLOAD_TYPES.join(',')} onChange={(event) => void upload(event)} disabled={uploading} aria-describedby={`${fileId}-hint`} aria-invalid={errors.image ? true : undefined} />
          <p id={`${fileId}-hint`} className={controls.hint}>
            {t('form.uploadHint')}
          </p>
          {errors.image ? (
            <p className={controls.error} role="alert">
              {errors.image}
            </p>
          ) : null}
        </div>
        {uploading ? <p className={page.muted}>{t('form.uploading')}</p> : null}
        {uploaded ? <Alert tone="success" message={t('form.uploadedDone')} /> : null}
        {isUpload ? <img className={styles.preview} src={form.image} alt={t('form.preview', { name: form.name })} /> : null}
        <Field label={t('form.price')} inputMode="numeric" value={form.price} onValueChange={set('price')} error={errors.price} />
        {form.kind === 'coin' ? (
          <>
            <Field label={t('form.pesos')} inputMode="numeric" value={form.pesos} onValueChange={set('pesos')} error={errors.pesos} />
            <Field label={t('form.wagering')} inputMode="numeric" value={form.wagering} onValueChange={set('wagering')} hint={t('form.wageringHint')} error={errors.wagering} />
          </>
        ) : null}
        <Field label={t('form.stock')} inputMode="numeric" value={form.stock} onValueChange={set('stock')} hint={t('form.stockHint')} error={errors.stock} />
        <Field label={t('form.dailyLimit')} inputMode="numeric" value={form.dailyLimit} onValueChange={set('dailyLimit')} hint={t('form.limitHint')} error={errors.dailyLimit} />
        <Field label={t('form.totalLimit')} inputMode="numeric" value={form.totalLimit} onValueChange={set('totalLimit')} hint={t('form.limitHint')} error={errors.totalLimit} />
        <Field label={t('form.sort')} inputMode="numeric" value={form.sort} onValueChange={set('sort')} hint={t('form.sortHint')} error={errors.sort} />
        <label className={styles.check}>
          <input type="checkbox" checked={form.active} onChange={(event) => set('active')(event.target.checked)} />
          <span>{t('form.active')}</span>
        </label>
        <DialogFooter failure={failure} busy={busy} disabled={uploading} onCancel={onClose}>
          {t('form.save')}
        </DialogFooter>
      </form>
    </Dialog>
  );
}
