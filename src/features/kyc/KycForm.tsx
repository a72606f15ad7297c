import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { KycIdType, KycState } from '../../../contract/calls/kyc.ts';
import { api } from '../../api/client.ts';
import { isApiError } from '../../api/ApiError.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import controls from '../../shared/ui/controls.module.css';
import ui from '../../shared/ui/ui.module.css';
import styles from './kyc.module.css';
import { PhotoInput, type Photo } from './PhotoInput.tsx';

type Field = 'idNumber' | 'fullName' | 'idPhoto' | 'selfie';

/** The submission: ID type and number, the name on it, the ID photo and the selfie; uploads both, then submits. */
export function KycForm({ state, onSubmitted }: { state: KycState; onSubmitted(next: KycState): void }) {
  const { t } = useTranslation('kyc');
  const [idType, setIdType] = useState<KycIdType>(state.idTypes[0] ?? 'philsys');
  const [idNumber, setIdNumber] = useState('');
  const [fullName, setFullName] = useState('');
  const [idPhoto, setIdPhoto] = useState<Photo>(null);
  const [selfie, setSelfie] = useState<Photo>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    if (!idPhoto) missing.idPhoto = t('form.photoMissing');
    if (!selfie) missing.selfie = t('form.photoMissing');
    setErrors(missing);
    setFailure(null);
    if (!idPhoto || !selfie) return;
    setBusy(true);
    let field: Field | null = 'idPhoto';
    try {
      const { fileId: idFileId } = await api('uploadKyc', { kind: 'id', image: idPhoto.base64 });
      field = 'selfie';
      const { fileId: selfieFileId } = await api('uploadKyc', { kind: 'selfie', image: selfie.base64 });
      field = null;
      const { kyc } = await api('addKyc', { idType, idNumber, fullName, idFileId, selfieFileId });
      onSubmitted(kyc);
    } catch (error) {
      const named = isApiError(error) ? (error.field === 'idNumber' || error.field === 'fullName' ? error.field : error.field === 'image' ? field : null) : null;
      if (named) setErrors({ [named]: failureMessage(error) });
      else setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div>
        <label className={ui.label} htmlFor="kyc-id-type">
          {t('form.idType')}
        </label>
        <select id="kyc-id-type" className={`${controls.flatInput} ${controls.flatInputLarge}`} value={idType} onChange={(event) => setIdType(event.target.value as KycIdType)}>
          {state.idTypes.map((type) => (
            <option key={type} value={type}>
              {t(`idTypes.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField label={t('form.idNumber')} name="idNumber" autoComplete="off" maxLength={32} value={idNumber} onValueChange={setIdNumber} error={errors.idNumber} hint={t('form.idNumberHint')} />
      <TextField label={t('form.fullName')} name="fullName" autoComplete="name" maxLength={100} value={fullName} onValueChange={setFullName} error={errors.fullName} />
      <PhotoInput label={t('form.idPhoto')} hint={t('form.idPhotoHint')} facing="environment" testId="kyc-id-photo" error={errors.idPhoto ?? null} onPhoto={setIdPhoto} />
      <PhotoInput label={t('form.selfie')} hint={t('form.selfieHint')} facing="user" testId="kyc-selfie" error={errors.selfie ?? null} onPhoto={setSelfie} />
      <FormAlert message={failure} />
      <Button type="submit" block busy={busy}>
        {busy ? t('form.sending') : t('form.submit')}
      </Button>
      <Link to="/rules/kyc">{t('form.examples')}</Link>
    </form>
  );
}
