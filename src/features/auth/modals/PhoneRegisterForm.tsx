import { useState, type FormEvent } from 'react';
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
import { useFormErrors } from '../useFormErrors.ts';
import { validate } from '../validate.ts';

const FIELDS = ['mobile', 'code', 'password', 'birthDate', 'inviteCode'] as const;

/** Sign-up with a mobile number, its SMS code (mode register), a password and the date of birth. */
export function PhoneRegisterForm() {
  const { t } = useTranslation('auth');
  const settings = useAuthSettings();
  const errors = useFormErrors(FIELDS);
  const [values, setValues] = useState({ mobile: '', code: '', password: '', birthDate: '', inviteCode: '' });
  const [busy, setBusy] = useState(false);
  const set = (field: (typeof FIELDS)[number]) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    errors.clearField(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = errors.check({
      mobile: validate.mobile(values.mobile),
      code: settings.otpRequired || values.code ? validate.code(values.code, settings.codeLength) : null,
      password: validate.password(values.password, settings.passwordLength),
      // Under-21s are stopped here, before anything is sent (spec §5); the server checks again.
      birthDate: validate.birthDate(values.birthDate, settings.minAge),
    });
    if (!ok) return;
    setBusy(true);
    try {
      const session = await accountRegist4({
        mobile: cleanMobile(values.mobile),
        code: values.code.trim() || undefined,
        password: values.password,
        birthDate: values.birthDate,
        inviteCode: values.inviteCode.trim() || undefined,
      });
      await completeSignIn(session, settings.welcomeCoin);
    } catch (failure) {
      errors.showFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <MobileField value={values.mobile} onValueChange={set('mobile')} error={errors.field('mobile')} />
      <SmsCodeField
        mobile={values.mobile}
        mode={AuthMode.register}
        value={values.code}
        onValueChange={set('code')}
        error={errors.field('code')}
        codeLength={settings.codeLength}
        onBeforeSend={() => errors.check({ mobile: validate.mobile(values.mobile) })}
        onSendFailed={errors.showFailure}
      />
      <PasswordField
        label={t('fields.password')}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onValueChange={set('password')}
        error={errors.field('password')}
        hint={t('fields.passwordHint', settings.passwordLength)}
      />
      <BirthDateField value={values.birthDate} onValueChange={set('birthDate')} error={errors.field('birthDate')} minAge={settings.minAge} />
      <InviteCodeField value={values.inviteCode} onValueChange={set('inviteCode')} error={errors.field('inviteCode')} />
      <FormAlert message={errors.formError} />
      <Button type="submit" block busy={busy}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
