import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resizeForUpload } from '../../shared/images/resize.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import styles from './feedback.module.css';

export interface Picture {
  base64: string;
  preview: string;
}

/**
 * Up to `max` pictures (feedbackConfig.imagesLimit), each resized on the device as KYC photos are
 * (at most 1600 px, a JPEG with no EXIF or location) and previewed; each can be removed again.
 */
export function PictureInputs({ max, pictures, onChange }: { max: number; pictures: Picture[]; onChange(next: Picture[]): void }) {
  const { t } = useTranslation('feedback');
  const id = useId();
  const [state, setState] = useState<'idle' | 'preparing' | 'unreadable'>('idle');
  // Previews are object URLs: given back when a picture is removed, and the rest when the form leaves.
  const current = useRef(pictures);
  useEffect(() => {
    current.current = pictures;
  }, [pictures]);
  useEffect(() => () => current.current.forEach((p) => URL.revokeObjectURL(p.preview)), []);
  const remove = (picture: Picture) => {
    URL.revokeObjectURL(picture.preview);
    onChange(pictures.filter((p) => p !== picture));
  };

  const add = async (file: File | undefined) => {
    if (!file) return;
    setState('preparing');
    try {
      const base64 = await resizeForUpload(file);
      onChange([...pictures, { base64, preview: URL.createObjectURL(file) }]);
      setState('idle');
    } catch {
      setState('unreadable');
    }
  };

  if (max <= 0) return <p className={styles.hint}>{t('form.picturesNone')}</p>;
  return (
    <div className={styles.form}>
      <span className={styles.label} id={`${id}-label`}>
        {t('form.pictures', { max })}
      </span>
      <div className={styles.pictures}>
        {pictures.map((picture, i) => (
          <div key={picture.preview} className={styles.thumb}>
            <img src={picture.preview} alt={t('detail.picture', { n: i + 1 })} />
            <button type="button" className={styles.remove} aria-label={t('form.removePicture', { n: i + 1 })} onClick={() => remove(picture)}>
              <Icon name="close" size={16} />
            </button>
          </div>
        ))}
      </div>
      {pictures.length < max ? (
        <>
          <input
            id={id}
            className={styles.fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/*"
            data-testid="feedback-picture"
            aria-labelledby={`${id}-label`}
            onChange={(event) => {
              void add(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <label className={styles.pick} htmlFor={id}>
            {state === 'preparing' ? t('form.preparing') : t('form.addPicture')}
          </label>
        </>
      ) : null}
      {state === 'unreadable' ? (
        <p className={styles.hint} role="alert">
          {t('form.unreadable')}
        </p>
      ) : null}
    </div>
  );
}
