import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client.ts';
import { FormSubmit } from '../../shared/forms/FormSubmit.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import { Card } from '../../shared/ui/Card.tsx';
import { useAppStore } from '../../store/index.ts';
import { NewPasswordFields } from '../auth/components/NewPasswordFields.tsx';
import { useAuthSettings } from '../auth/useAuthSettings.ts';
import { validate } from '../auth/validate.ts';
import { useStepUp } from './useStepUp.tsx';
import styles from './security.module.css';

/** Change the password (after a step-up with the current one); players without one are sent to set one. */
export function PasswordCard() {
  const { t } = useTranslation('security');
  const hasPassword = useAppStore((s) => s.balances?.hasPassword ?? s.userInfo?.hasPassword ?? true);
  const showToast = useAppStore((s) => s.showToast);
  const settings = useAuthSettings();
  const stepUp = useStepUp();
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
      await stepUp.run(() => api('changePassword', { password: values.password }));
      form.set('password')('');
      form.set('confirmPassword')('');
      showToast({ key: 'security:password.changed', tone: 'success' });
    });
  };

  return (
    <Card aria-labelledby="security-password">
      <h2 id="security-password" className={styles.heading}>
        {t('password.title')}
      </h2>
      {hasPassword ? (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.note}>{t('password.intro')}</p>
          <NewPasswordFields form={form} passwordLength={settings.passwordLength} />
          <FormSubmit form={form}>{t('password.change')}</FormSubmit>
        </form>
      ) : (
        <Link to="/auth/set-password">{t('password.set')}</Link>
      )}
      {stepUp.dialog}
    </Card>
  );
}
