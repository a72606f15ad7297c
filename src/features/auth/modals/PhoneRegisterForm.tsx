import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthMode } from '../../../../contract/enums.ts';
import { MessageKey } from '../../../../contract/messages.ts';
import { isApiError } from '../../../api/ApiError.ts';
import { api } from '../../../api/client.ts';
import { cleanMobile } from '../../../shared/validation/mobile.ts';
import { FormSubmit } from '../../../shared/forms/FormSubmit.tsx';
import { MobileCodeFields } from '../components/MobileCodeFields.tsx';
import { NumberKnownActions } from '../components/NumberKnownActions.tsx';
import { RegisterDetailsFields } from '../components/RegisterDetailsFields.tsx';
import styles from '../auth.module.css';
import { completeSignIn } from '../completeSignIn.ts';
import { forgetInvite } from '../../../shared/invite/pendingInvite.ts';
import { useAuthSettings } from '../useAuthSettings.ts';
import { useForm } from '../../../shared/forms/useForm.ts';
import { validate } from '../validate.ts';
import '../i18n.ts';

/**
 * Sign-up with a mobile number, its SMS code (mode register), a password and the date of birth. A
 * number that already has an account gets its code like any other (issue 26); the sign-up with the
 * right code says so under the number, with the way to sign in instead.
 */
export function PhoneRegisterForm({ inviteCode = '' }: { inviteCode?: string }) {
  const { t } = useTranslation('auth');
  const settings = useAuthSettings();
  const form = useForm({ mobile: '', code: '', password: '', birthDate: '', inviteCode });
  const { values } = form;
  // The number the server said has an account (after its code was proven).
  const [taken, setTaken] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = form.check({
      mobile: validate.mobile(values.mobile),
      code: settings.otpRequired || values.code ? validate.code(values.code, settings.codeLength) : null,
      password: validate.password(values.password, settings.passwordLength, { mobile: cleanMobile(values.mobile) }),
      // Under-21s are stopped here, before anything is sent (spec §5); the server checks again.
      birthDate: validate.birthDate(values.birthDate, settings.minAge),
    });
    if (!ok) return;
    void form.run(async () => {
      const mobile = cleanMobile(values.mobile);
      const session = await api('accountRegist4', {
        mobile,
        code: values.code.trim() || undefined,
        password: values.password,
        birthDate: values.birthDate,
        inviteCode: values.inviteCode.trim() || undefined,
      }).catch((failure: unknown) => {
        if (isApiError(failure) && failure.msg === MessageKey.mobileExists) setTaken(mobile);
        throw failure;
      });
      // Registered: a code kept on this device was this account's, not the next one's.
      forgetInvite();
      await completeSignIn(session, settings.welcomeCoin);
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <MobileCodeFields form={form} mode={AuthMode.register} codeLength={settings.codeLength} />
      {taken && taken === cleanMobile(values.mobile) ? <NumberKnownActions mobile={values.mobile} has="account" /> : null}
      <RegisterDetailsFields form={form} passwordLength={settings.passwordLength} minAge={settings.minAge} />
      <FormSubmit form={form}>{t('register.submit')}</FormSubmit>
    </form>
  );
}
