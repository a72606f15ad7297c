import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './kyc.module.css';
import { resizeForUpload } from './resize.ts';

export type Photo = { base64: string } | null;

/**
 * One photo: the phone's camera opens directly (`capture`: the back camera for the ID, the front one
 * for the selfie; a computer offers its files), the picture is resized on the device and previewed.
 */
export function PhotoInput({ label, hint, facing, testId, error, onPhoto }: { label: string; hint: string; facing: 'environment' | 'user'; testId: string; error: string | null; onPhoto(photo: Photo): void }) {
  const { t } = useTranslation('kyc');
  const id = useId();
  const [state, setState] = useState<'empty' | 'preparing' | 'ready' | 'unreadable'>('empty');
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setState('preparing');
    onPhoto(null);
    try {
      const base64 = await resizeForUpload(file);
      setPreview(URL.createObjectURL(file));
      setState('ready');
      onPhoto({ base64 });
    } catch {
      setState('unreadable');
    }
  };

  const shown = state === 'unreadable' ? t('form.photoUnreadable') : error;
  return (
    <div className={styles.photo}>
      <span className={styles.photoLabel} id={`${id}-label`}>
        {label}
      </span>
      <p className={styles.hint}>{hint}</p>
      {preview && state === 'ready' ? <img className={styles.preview} src={preview} alt={label} /> : null}
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/*"
        capture={facing}
        data-testid={testId}
        aria-labelledby={`${id}-label`}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <label className={styles.pick} htmlFor={id}>
        {state === 'preparing' ? t('form.preparing') : state === 'ready' ? t('form.retake') : t('form.takePhoto')}
      </label>
      {shown ? (
        <p className={styles.error} role="alert">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
