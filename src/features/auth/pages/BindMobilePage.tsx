import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthMode } from '../../../../contract/enums.ts';
import { api } from '../../../api/client.ts';
import { loadPlayer } from '../../../shared/session/session.ts';
import { cleanMobile, maskMobile } from '../../../shared/validation/mobile.ts';
import { Card } from '../../../shared/ui/Card.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { useAppStore } from '../../../store/index.ts';
import { FormSubmit } from '../../../shared/forms/FormSubmit.tsx';
import { MobileCodeFields } from '../components/MobileCodeFields.tsx';
import { StepDoneCard } from '../components/StepDoneCard.tsx';
import styles from '../auth.module.css';
import { useAuthSettings } from '../useAuthSettings.ts';
import { useForm } from '../../../shared/forms/useForm.ts';
import { validate } from '../validate.ts';
import { useStepUp } from '../../security/useStepUp.tsx';
import '../i18n.ts';

/** bindAccount: link a mobile number to an account-name player (SMS code, mode bind). */
export default function BindMobilePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const settings = useAuthSettings();
  const linked = useAppStore((s) => s.userInfo?.mobile);
  const showToast = useAppStore((s) => s.showToast);
  const form = useForm({ mobile: '', code: '' });
  // A linked number can sign in and reset the password: the server asks for the password first.
  const stepUp = useStepUp();
  const { values } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check({ mobile: validate.mobile(values.mobile), code: validate.code(values.code, settings.codeLength) })) return;
    void form.run(async () => {
      await stepUp.run(() => api('bindAccount', { mobile: cleanMobile(values.mobile), code: values.code.trim() }));
      await loadPlayer().catch(() => {});
      showToast({ key: 'auth:bind.done', tone: 'success' });
      void navigate('/member', { replace: true });
    });
  };

  return (
    <>
      <PageHeader title={t('bind.title')} fallback="/member" />
      {linked ? (
        <StepDoneCard tone="success" message={t('bind.alreadyLinked', { mobile: maskMobile(linked) })} />
      ) : (
        <Card>
          <p className={styles.subtitle}>{t('bind.subtitle')}</p>
          <form className={styles.form} onSubmit={submit} noValidate>
            <MobileCodeFields form={form} mode={AuthMode.bind} codeLength={settings.codeLength} />
            <FormSubmit form={form}>{t('bind.submit')}</FormSubmit>
          </form>
          {stepUp.dialog}
        </Card>
      )}
    </>
  );
}
