import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthMode } from '../../../../contract/enums.ts';
import { MessageKey } from '../../../../contract/messages.ts';
import { isApiError } from '../../../api/ApiError.ts';
import { api } from '../../../api/client.ts';
import { cleanMobile } from '../../../shared/validation/mobile.ts';
import { Modal } from '../../../shared/ui/Modal.tsx';
import { useAppStore } from '../../../store/index.ts';
import { FormSubmit } from '../../../shared/forms/FormSubmit.tsx';
import { MobileCodeFields } from '../components/MobileCodeFields.tsx';
import { NumberKnownActions } from '../components/NumberKnownActions.tsx';
import { NewPasswordFields } from '../components/NewPasswordFields.tsx';
import styles from '../auth.module.css';
import { useAuthSettings } from '../useAuthSettings.ts';
import { useForm } from '../../../shared/forms/useForm.ts';
import { validate } from '../validate.ts';
import '../i18n.ts';

/**
 * Reset a forgotten password with the registered mobile number and an SMS code (mode forget). Any
 * number gets its code (issue 26); one with no account is told so once its code is proven, with the
 * way to create one.
 */
export default function ForgetModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('auth');
  const settings = useAuthSettings();
  const open = useAppStore((s) => s.openAuthModal);
  const showToast = useAppStore((s) => s.showToast);
  const form = useForm({ mobile: '', code: '', password: '', confirmPassword: '' });
  const { values } = form;
  // The number the server said has no account (after its code was proven).
  const [unknown, setUnknown] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = form.check({
      mobile: validate.mobile(values.mobile),
      code: validate.code(values.code, settings.codeLength),
      password: validate.password(values.password, settings.passwordLength, { mobile: cleanMobile(values.mobile) }),
      confirmPassword: validate.confirmPassword(values.confirmPassword, values.password),
    });
    if (!ok) return;
    void form.run(async () => {
      const mobile = cleanMobile(values.mobile);
      await api('forgetPassword', { mobile, code: values.code.trim(), password: values.password }).catch((failure: unknown) => {
        if (isApiError(failure) && failure.msg === MessageKey.mobileNotRegistered) setUnknown(mobile);
        throw failure;
      });
      showToast({ key: 'auth:forget.done', tone: 'success' });
      // Straight to password sign-in with the number filled in.
      open({ kind: 'login', loginTab: 'account', account: mobile });
    });
  };

  return (
    <Modal title={t('forget.title')} onClose={onClose}>
      <p className={styles.subtitle}>{t('forget.subtitle')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <MobileCodeFields form={form} mode={AuthMode.forget} codeLength={settings.codeLength} />
        {unknown && unknown === cleanMobile(values.mobile) ? <NumberKnownActions mobile={values.mobile} has="none" /> : null}
        <NewPasswordFields form={form} passwordLength={settings.passwordLength} />
        <FormSubmit form={form}>{t('forget.submit')}</FormSubmit>
      </form>
      <p className={styles.switchLine}>
        <button type="button" className={styles.inlineLink} onClick={() => open({ kind: 'login', loginTab: 'account' })}>
          {t('forget.backToLogin')}
        </button>
      </p>
    </Modal>
  );
}
