import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginType } from '../../../../contract/enums.ts';
import { api } from '../../../api/client.ts';
import { rememberAccount } from '../../../shared/session/savedCredentials.ts';
import { cleanMobile, isPhMobile } from '../../../shared/validation/mobile.ts';
import { PasswordField } from '../../../shared/ui/PasswordField.tsx';
import { useAppStore } from '../../../store/index.ts';
import { AccountField } from '../components/AccountField.tsx';
import { FormSubmit } from '../../../shared/forms/FormSubmit.tsx';
import styles from '../auth.module.css';
import { completeSignIn } from '../completeSignIn.ts';
import { useAuthSettings } from '../useAuthSettings.ts';
import { useForm } from '../../../shared/forms/useForm.ts';
import { validate } from '../validate.ts';

/**
 * Password sign-in (accountLogin): an account name (type 2) or a mobile number (type 3, phoneNoOtp).
 * The account name is remembered on the device as "saved credentials"; the password never is.
 */
export function PasswordLoginForm({ initialAccount }: { initialAccount: string }) {
  const { t } = useTranslation('auth');
  const settings = useAuthSettings();
  const form = useForm({ account: initialAccount, password: '' });
  const { values } = form;
  const openAuthModal = useAppStore((s) => s.openAuthModal);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check({ account: validate.login(values.account), password: validate.login(values.password) })) return;
    void form.run(async () => {
      const byMobile = isPhMobile(values.account);
      const account = byMobile ? cleanMobile(values.account) : values.account.trim();
      const session = await api('accountLogin', { type: byMobile ? LoginType.phoneNoOtp : LoginType.account, account, password: values.password });
      rememberAccount(account);
      await completeSignIn(session, settings.welcomeCoin);
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <AccountField form={form} label={t('fields.accountOrMobile')} />
      <PasswordField
        label={t('fields.password')}
        name="password"
        autoComplete="current-password"
        value={values.password}
        onValueChange={form.set('password')}
        error={form.error('password')}
      />
      <div className={styles.rowEnd}>
        <button type="button" className={styles.inlineLink} onClick={() => openAuthModal({ kind: 'forget' })}>
          {t('login.forgot')}
        </button>
      </div>
      <FormSubmit form={form}>{t('login.submit')}</FormSubmit>
    </form>
  );
}
