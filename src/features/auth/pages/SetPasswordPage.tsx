import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { initPassword } from '../../../api/calls/initPassword.ts';
import { refreshBalances } from '../../../shared/session/session.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { Card } from '../../../shared/ui/Card.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { PasswordField } from '../../../shared/ui/PasswordField.tsx';
import { useAppStore } from '../../../store/index.ts';
import styles from '../auth.module.css';
import { useAuthSettings } from '../useAuthSettings.ts';
import { useFormErrors } from '../useFormErrors.ts';
import { validate } from '../validate.ts';

const FIELDS = ['password', 'confirmPassword'] as const;

/** initPassword: players who signed up with an SMS code only set their first password here. */
export default function SetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const settings = useAuthSettings();
  const errors = useFormErrors(FIELDS);
  const hasPassword = useAppStore((s) => s.balances?.hasPassword);
  const showToast = useAppStore((s) => s.showToast);
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const set = (field: (typeof FIELDS)[number]) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    errors.clearField(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = errors.check({
      password: validate.password(values.password, settings.passwordLength),
      confirmPassword: validate.confirmPassword(values.confirmPassword, values.password),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await initPassword({ password: values.password });
      await refreshBalances().catch(() => {});
      showToast({ key: 'auth:setPassword.done', tone: 'success' });
      void navigate('/member', { replace: true });
    } catch (failure) {
      errors.showFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={t('setPassword.title')} fallback="/member" />
      {hasPassword ? (
        <Card>
          <FormAlert tone="info" message={t('errors:auth.passwordAlreadySet')} />
          <Link to="/member" className={styles.pageLink}>
            {t('pages.backToAccount')}
          </Link>
        </Card>
      ) : (
        <Card>
          <p className={styles.subtitle}>{t('setPassword.subtitle')}</p>
          <form className={styles.form} onSubmit={submit} noValidate>
            <PasswordField
              label={t('fields.newPassword')}
              name="password"
              autoComplete="new-password"
              value={values.password}
              onValueChange={set('password')}
              error={errors.field('password')}
              hint={t('fields.passwordHint', settings.passwordLength)}
            />
            <PasswordField
              label={t('fields.confirmPassword')}
              name="confirmPassword"
              autoComplete="new-password"
              value={values.confirmPassword}
              onValueChange={set('confirmPassword')}
              error={errors.field('confirmPassword')}
            />
            <FormAlert message={errors.formError} />
            <Button type="submit" block busy={busy}>
              {t('setPassword.submit')}
            </Button>
          </form>
        </Card>
      )}
    </>
  );
}
