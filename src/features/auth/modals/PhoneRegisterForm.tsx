import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthMode } from '../../../../contract/enums.ts';
import { accountRegist4 } from '../../../api/calls/accountRegist4.ts';
import { cleanMobile } from '../../../shared/validation/mobile.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { PasswordField } from '../../../shared/ui/PasswordField.tsx';
import { BirthDateField } from '../components/BirthDateField.tsx';
import { InviteCodeField } from '../components/InviteCodeField.tsx';
import { MobileField } from '../components/MobileField.tsx';
import { SmsCodeField } from '../components/SmsCodeField.tsx';
import styles from '../auth.module.css';
import { completeSignIn } from '../completeSignIn.ts';
import { useAuthSettings } from '../useAuthSettings.ts';
import { useForm } from '../useForm.ts';
import { validate } from '../validate.ts';

/** Sign-up with a mobile number, its SMS code (mode register), a password and the date of birth. */
export function PhoneRegisterForm() {
  const { t } = useTranslation('auth');
  const settings = useAuthSettings();
  const form = useForm({ mobile: '', code: '', password: '', birthDate: '', inviteCode: '' });
  const { values } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = form.check({
      mobile: validate.mobile(values.mobile),
      code: settings.otpRequired || values.code ? validate.code(values.code, settings.codeLength) : null,
      password: validate.password(values.password, settings.passwordLength),
      // Under-21s are stopped here, before anything is sent (spec §5); the server checks again.
      birthDate: validate.birthDate(values.birthDate, settings.minAge),
    });
    if (!ok) return;
    void form.run(async () => {
      const session = await accountRegist4({
        mobile: cleanMobile(values.mobile),
        code: values.code.trim() || undefined,
        password: values.password,
        birthDate: values.birthDate,
        inviteCode: values.inviteCode.trim() || undefined,
      });
      await completeSignIn(session, settings.welcomeCoin);
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <MobileField value={values.mobile} onValueChange={form.set('mobile')} error={form.error('mobile')} />
      <SmsCodeField
        mobile={values.mobile}
        mode={AuthMode.register}
        value={values.code}
        onValueChange={form.set('code')}
        error={form.error('code')}
        codeLength={settings.codeLength}
        onBeforeSend={() => form.check({ mobile: validate.mobile(values.mobile) })}
        onSendFailed={form.showFailure}
      />
      <PasswordField
        label={t('fields.password')}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onValueChange={form.set('password')}
        error={form.error('password')}
        hint={t('fields.passwordHint', settings.passwordLength)}
      />
      <BirthDateField value={values.birthDate} onValueChange={form.set('birthDate')} error={form.error('birthDate')} minAge={settings.minAge} />
      <InviteCodeField value={values.inviteCode} onValueChange={form.set('inviteCode')} error={form.error('inviteCode')} />
      <FormAlert message={form.formError} />
      <Button type="submit" block busy={form.busy}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
