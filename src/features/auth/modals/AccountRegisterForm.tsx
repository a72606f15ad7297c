import type { FormEvent } from 'react';
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
import { useForm } from '../useForm.ts';
import { validate } from '../validate.ts';

/** Sign-up with an account name and password (no mobile number needed; it can be linked later). */
export function AccountRegisterForm() {
  const { t } = useTranslation('auth');
  const settings = useAuthSettings();
  const form = useForm({ account: '', password: '', birthDate: '', inviteCode: '' });
  const { values } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = form.check({
      account: validate.account(values.account, settings.accountLength),
      password: validate.password(values.password, settings.passwordLength),
      birthDate: validate.birthDate(values.birthDate, settings.minAge),
    });
    if (!ok) return;
    void form.run(async () => {
      const session = await accountRegist({
        account: values.account,
        password: values.password,
        birthDate: values.birthDate,
        inviteCode: values.inviteCode.trim() || undefined,
      });
      rememberAccount(values.account);
      await completeSignIn(session, settings.welcomeCoin);
    });
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
        onValueChange={form.set('account')}
        error={form.error('account')}
        hint={t('fields.accountHint', settings.accountLength)}
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
