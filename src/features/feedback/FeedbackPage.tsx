import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FEEDBACK_TEXT_MAX, FEEDBACK_TEXT_MIN, feedbackCategories, type FeedbackCategory } from '../../../contract/calls/feedback.ts';
import { api } from '../../api/client.ts';
import { isApiError } from '../../api/ApiError.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import controls from '../../shared/ui/controls.module.css';
import ui from '../../shared/ui/ui.module.css';
import { useAppStore } from '../../store/index.ts';
import styles from './feedback.module.css';
import { PictureInputs, type Picture } from './PictureInputs.tsx';

/** The seeded limit, until appConfig has answered; the server checks the configured one anyway. */
const FALLBACK_IMAGES_LIMIT = 3;

/** /feedback: a topic, a message and up to feedbackConfig.imagesLimit pictures; the reply comes in the record. */
export function FeedbackPage() {
  const { t } = useTranslation('feedback');
  const navigate = useNavigate();
  const imagesLimit = useAppStore((s) => s.appConfig?.feedbackConfig?.imagesLimit) ?? FALLBACK_IMAGES_LIMIT;
  const [category, setCategory] = useState<FeedbackCategory>('account');
  const [text, setText] = useState('');
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [textError, setTextError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const length = [...text.trim()].length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (length < FEEDBACK_TEXT_MIN) return setTextError(t('form.tooShort', { min: FEEDBACK_TEXT_MIN }));
    if (length > FEEDBACK_TEXT_MAX) return setTextError(t('form.tooLong', { max: FEEDBACK_TEXT_MAX }));
    setTextError(null);
    setBusy(true);
    try {
      // One picture a call (each within the upload's own body limit), then the feedback naming them.
      const imageIds: number[] = [];
      for (const picture of pictures.slice(0, imagesLimit)) imageIds.push((await api('uploadFeedbackImage', { image: picture.base64 })).fileId);
      const { feedback } = await api('addFeedback', { category, text: text.trim(), imageIds });
      void navigate(`/feedback/record/${feedback.id}`, { state: { sent: true } });
    } catch (error) {
      if (isApiError(error) && error.field === 'text') setTextError(failureMessage(error));
      else setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} fallback="/member" />
      <Card>
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.hint}>{t('intro')}</p>
          <div>
            <label className={ui.label} htmlFor="feedback-category">
              {t('form.category')}
            </label>
            <select id="feedback-category" className={`${controls.flatInput} ${controls.flatInputLarge}`} value={category} onChange={(event) => setCategory(event.target.value as FeedbackCategory)}>
              {feedbackCategories.map((c) => (
                <option key={c} value={c}>
                  {t(`categories.${c}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className={ui.label} htmlFor="feedback-text">
              {t('form.text')}
            </label>
            <textarea
              id="feedback-text"
              className={`${controls.flatInput} ${styles.textarea}`}
              value={text}
              maxLength={FEEDBACK_TEXT_MAX}
              aria-invalid={textError ? true : undefined}
              aria-describedby="feedback-text-hint"
              onChange={(event) => setText(event.target.value)}
            />
            <p id="feedback-text-hint" className={styles.hint}>
              {t('form.textHint', { count: length, max: FEEDBACK_TEXT_MAX })}
            </p>
            {textError ? (
              <p className={styles.hint} role="alert">
                {textError}
              </p>
            ) : null}
          </div>
          <PictureInputs max={imagesLimit} pictures={pictures} onChange={setPictures} />
          <FormAlert message={failure} />
          <Button type="submit" block busy={busy}>
            {busy ? t('form.sending') : t('form.submit')}
          </Button>
          <Link to="/feedback/record">{t('record.link')}</Link>
        </form>
      </Card>
    </div>
  );
}
