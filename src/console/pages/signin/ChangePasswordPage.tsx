import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { consoleErrorMessage } from '../../errors.ts';
import { useConsoleSession } from '../../session.ts';
import { Alert, Button, Field } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';

const MIN = 12;
const MAX = 128;

/**
 * The operator's new password: required before anything else after the first sign-in with the
 * one-time password, and open from the header at any time. Other sessions end; this one stays.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('console');
  const session = useConsoleSession();
  const navigate = useNavigate();
  const mustChange = session.operator?.mustChangePassword === true;
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    if (!current) return setError(t('changePassword.currentMissing'));
    if (next.length < MIN || next.length > MAX) return setError(t('changePassword.length', { min: MIN, max: MAX }));
    if (next !== repeat) return setError(t('changePassword.mismatch'));
    if (next === current) return setError(t('changePassword.same'));
    setBusy(true);
    setError(null);
    try {
      await session.changePassword(current, next);
      setCurrent('');
      setNext('');
      setRepeat('');
      // A first sign-in goes on to the operator's own authenticator (the layout would send it there anyway).
      if (mustChange) void navigate(session.operator?.mustEnrolTotp ? '/enrol' : '/', { replace: true });
      else setDone(true);
    } catch (failure) {
      setError(consoleErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section>
      <div className={page.head}>
        <h1 className={page.title}>{t('changePassword.title')}</h1>
      </div>
      {mustChange ? <Alert message={t('changePassword.required')} tone="info" /> : null}
      <form className={page.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field type="password" label={t('changePassword.current')} value={current} onValueChange={setCurrent} autoComplete="current-password" />
        <Field type="password" label={t('changePassword.new')} hint={t('changePassword.hint', { min: MIN, max: MAX })} value={next} onValueChange={setNext} autoComplete="new-password" />
        <Field type="password" label={t('changePassword.repeat')} value={repeat} onValueChange={setRepeat} autoComplete="new-password" />
        <Alert message={error} />
        <Alert message={done ? t('changePassword.done') : null} tone="success" />
        <Button type="submit" busy={busy}>
          {t('changePassword.submit')}
        </Button>
      </form>
    </section>
  );
}
