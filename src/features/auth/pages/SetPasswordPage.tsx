import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../api/client.ts';
import { refreshBalances } from '../../../shared/session/session.ts';
import { Card } from '../../../shared/ui/Card.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { useAppStore } from '../../../store/index.ts';
import { FormSubmit } from '../../../shared/forms/FormSubmit.tsx';
import { NewPasswordFields } from '../components/NewPasswordFields.tsx';
import { StepDoneCard } from '../components/StepDoneCard.tsx';
import styles from '../auth.module.css';
import { useAuthSettings } from '../useAuthSettings.ts';
import { useForm } from '../../../shared/forms/useForm.ts';
import { validate } from '../validate.ts';
import { useStepUp } from '../../security/useStepUp.tsx';
import '../i18n.ts';

/** initPassword: players who signed up with an SMS code only set their first password here. */
export default function SetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const settings = useAuthSettings();
  const hasPassword = useAppStore((s) => s.balances?.hasPassword);
  const player = useAppStore((s) => s.userInfo);
  const showToast = useAppStore((s) => s.showToast);
  const form = useForm({ password: '', confirmPassword: '' });
  // A password is a new way into the account: the server asks for an SMS code to the player's number first.
  const stepUp = useStepUp();
  const { values } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = form.check({
      password: validate.password(values.password, settings.passwordLength, { account: player?.account, mobile: player?.mobile }),
      confirmPassword: validate.confirmPassword(values.confirmPassword, values.password),
    });
    if (!ok) return;
    void form.run(async () => {
      await stepUp.run(() => api('initPassword', { password: values.password }));
      await refreshBalances().catch(() => {});
      showToast({ key: 'auth:setPassword.done', tone: 'success' });
      void navigate('/member', { replace: true });
    });
  };

  return (
    <>
      <PageHeader title={t('setPassword.title')} fallback="/member" />
      {hasPassword ? (
        <StepDoneCard tone="info" message={t('errors:auth.passwordAlreadySet')} />
      ) : (
        <Card>
          <p className={styles.subtitle}>{t('setPassword.subtitle')}</p>
          <form className={styles.form} onSubmit={submit} noValidate>
            <NewPasswordFields form={form} passwordLength={settings.passwordLength} />
            <FormSubmit form={form}>{t('setPassword.submit')}</FormSubmit>
          </form>
          {stepUp.dialog}
        </Card>
      )}
    </>
  );
}
