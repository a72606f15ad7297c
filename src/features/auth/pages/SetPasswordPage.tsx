import type { FormEvent } from 'react';
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
import { useForm } from '../useForm.ts';
import { validate } from '../validate.ts';

/** initPassword: players who signed up with an SMS code only set their first password here. */
export default function SetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const settings = useAuthSettings();
  const hasPassword = useAppStore((s) => s.balances?.hasPassword);
  const showToast = useAppStore((s) => s.showToast);
  const form = useForm({ password: '', confirmPassword: '' });
  const { values } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = form.check({
      password: validate.password(values.password, settings.passwordLength),
      confirmPassword: validate.confirmPassword(values.confirmPassword, values.password),
    });
    if (!ok) return;
    void form.run(async () => {
      await initPassword({ password: values.password });
      await refreshBalances().catch(() => {});
      showToast({ key: 'auth:setPassword.done', tone: 'success' });
      void navigate('/member', { replace: true });
    });
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
              onValueChange={form.set('password')}
              error={form.error('password')}
              hint={t('fields.passwordHint', settings.passwordLength)}
            />
            <PasswordField
              label={t('fields.confirmPassword')}
              name="confirmPassword"
              autoComplete="new-password"
              value={values.confirmPassword}
              onValueChange={form.set('confirmPassword')}
              error={form.error('confirmPassword')}
            />
            <FormAlert message={form.formError} />
            <Button type="submit" block busy={form.busy}>
              {t('setPassword.submit')}
            </Button>
          </form>
        </Card>
      )}
    </>
  );
}
