import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthMode } from '../../../../contract/enums.ts';
import { MessageKey } from '../../../../contract/messages.ts';
import { isApiError } from '../../../api/ApiError.ts';
import { accountLoginSms2 } from '../../../api/calls/accountLoginSms2.ts';
import { cleanMobile } from '../../../shared/validation/mobile.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { BirthDateField } from '../components/BirthDateField.tsx';
import { MobileField } from '../components/MobileField.tsx';
import { SmsCodeField } from '../components/SmsCodeField.tsx';
import styles from '../auth.module.css';
import { completeSignIn } from '../completeSignIn.ts';
import { useAuthSettings } from '../useAuthSettings.ts';
import { useForm } from '../useForm.ts';
import { validate } from '../validate.ts';

/**
 * Phone sign-in with an SMS code (accountLoginSms2). A number the server does not know becomes a
 * registration: the server asks for the birth date, and the same code is sent again with it.
 */
export function PhoneLoginForm() {
  const { t } = useTranslation('auth');
  const settings = useAuthSettings();
  const form = useForm({ mobile: '', code: '', birthDate: '' });
  const { values } = form;
  const [needsBirthDate, setNeedsBirthDate] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = form.check({
      mobile: validate.mobile(values.mobile),
      code: validate.code(values.code, settings.codeLength),
      birthDate: needsBirthDate ? validate.birthDate(values.birthDate, settings.minAge) : null,
    });
    if (!ok) return;
    void form.run(async () => {
      try {
        const birthDate = needsBirthDate ? { birthDate: values.birthDate } : {};
        const session = await accountLoginSms2({ mobile: cleanMobile(values.mobile), code: values.code.trim(), ...birthDate });
        await completeSignIn(session, settings.welcomeCoin);
      } catch (failure) {
        if (!(isApiError(failure) && failure.field === 'birthDate' && failure.msg === MessageKey.fieldRequired && !needsBirthDate)) throw failure;
        setNeedsBirthDate(true);
      }
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <MobileField value={values.mobile} onValueChange={form.set('mobile')} error={form.error('mobile')} />
      <SmsCodeField
        mobile={values.mobile}
        mode={AuthMode.loginAndRegister}
        value={values.code}
        onValueChange={form.set('code')}
        error={form.error('code')}
        codeLength={settings.codeLength}
        onBeforeSend={() => form.check({ mobile: validate.mobile(values.mobile) })}
        onSendFailed={form.showFailure}
      />
      {needsBirthDate ? (
        <>
          <FormAlert tone="info" message={t('login.newNumber', { age: settings.minAge })} />
          <BirthDateField value={values.birthDate} onValueChange={form.set('birthDate')} error={form.error('birthDate')} minAge={settings.minAge} />
        </>
      ) : null}
      <FormAlert message={form.formError} />
      <Button type="submit" block busy={form.busy}>
        {needsBirthDate ? t('login.submitCreate') : t('login.submit')}
      </Button>
    </form>
  );
}
