import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { rememberAccount } from '../../../shared/session/savedCredentials.ts';
import { AccountField } from '../components/AccountField.tsx';
import { FormSubmit } from '../../../shared/forms/FormSubmit.tsx';
import { RegisterDetailsFields } from '../components/RegisterDetailsFields.tsx';
import styles from '../auth.module.css';
import { completeSignIn } from '../completeSignIn.ts';
import { forgetInvite } from '../../../shared/invite/pendingInvite.ts';
import { useAuthSettings } from '../useAuthSettings.ts';
import { useForm } from '../../../shared/forms/useForm.ts';
import { validate } from '../validate.ts';
import '../i18n.ts';

/** Sign-up with an account name and password (no mobile number needed; it can be linked later). */
export function AccountRegisterForm({ inviteCode = '' }: { inviteCode?: string }) {
  const { t } = useTranslation('auth');
  const settings = useAuthSettings();
  const form = useForm({ account: '', password: '', birthDate: '', inviteCode });
  const { values } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = form.check({
      account: validate.account(values.account, settings.accountLength),
      password: validate.password(values.password, settings.passwordLength, { account: values.account }),
      birthDate: validate.birthDate(values.birthDate, settings.minAge),
    });
    if (!ok) return;
    void form.run(async () => {
      const session = await api('accountRegist', {
        account: values.account,
        password: values.password,
        birthDate: values.birthDate,
        inviteCode: values.inviteCode.trim() || undefined,
      });
      rememberAccount(values.account);
      // Registered: a code kept on this device was this account's, not the next one's.
      forgetInvite();
      await completeSignIn(session, settings.welcomeCoin);
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <AccountField form={form} label={t('fields.account')} hint={t('fields.accountHint', settings.accountLength)} />
      <RegisterDetailsFields form={form} passwordLength={settings.passwordLength} minAge={settings.minAge} />
      <FormSubmit form={form}>{t('register.submit')}</FormSubmit>
    </form>
  );
}
