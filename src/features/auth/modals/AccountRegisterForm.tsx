import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountRegist } from '../../../api/calls/accountRegist.ts';
import { rememberAccount } from '../../../shared/session/savedCredentials.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { PasswordField } from '../../../shared/ui/PasswordField.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { BirthDateField } from '../components/BirthDateField.tsx';
import { InviteCodeField } from '../components/InviteCodeField.tsx';
import styles from '../auth.module.css';
import { completeSignIn } from '../completeSignIn.ts';
import { useAuthSettings } from '../useAuthSettings.ts';
import { useFormErrors } from '../useFormErrors.ts';
import { validate } from '../validate.ts';

const FIELDS = ['account', 'password', 'birthDate', 'inviteCode'] as const;

/** Sign-up with an account name and password (no mobile number needed; it can be linked later). */
export function AccountRegisterForm() {
  const { t } = useTranslation('auth');
  const settings = useAuthSettings();
  const errors = useFormErrors(FIELDS);
  const [values, setValues] = useState({ account: '', password: '', birthDate: '', inviteCode: '' });
  const [busy, setBusy] = useState(false);
  const set = (field: (typeof FIELDS)[number]) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    errors.clearField(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = errors.check({
      account: validate.account(values.account, settings.accountLength),
      password: validate.password(values.password, settings.passwordLength),
      birthDate: validate.birthDate(values.birthDate, settings.minAge),
    });
    if (!ok) return;
    setBusy(true);
    try {
      const session = await accountRegist({
        account: values.account,
        password: values.password,
        birthDate: values.birthDate,
        inviteCode: values.inviteCode.trim() || undefined,
      });
      rememberAccount(values.account);
      await completeSignIn(session, settings.welcomeCoin);
    } catch (failure) {
      errors.showFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('fields.account')}
        name="account"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        leading={<Icon name="user" size={18} />}
        value={values.account}
        onValueChange={set('account')}
        error={errors.field('account')}
        hint={t('fields.accountHint', settings.accountLength)}
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
