import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginType } from '../../../../contract/enums.ts';
import { accountLogin } from '../../../api/calls/accountLogin.ts';
import { rememberAccount } from '../../../shared/session/savedCredentials.ts';
import { cleanMobile, isPhMobile } from '../../../shared/validation/mobile.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { PasswordField } from '../../../shared/ui/PasswordField.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useAppStore } from '../../../store/index.ts';
import styles from '../auth.module.css';
import { completeSignIn } from '../completeSignIn.ts';
import { useAuthSettings } from '../useAuthSettings.ts';
import { useFormErrors } from '../useFormErrors.ts';
import { validate } from '../validate.ts';

const FIELDS = ['account', 'password'] as const;

/**
 * Password sign-in (accountLogin): an account name (type 2) or a mobile number (type 3, phoneNoOtp).
 * The account name is remembered on the device as "saved credentials"; the password never is.
 */
export function PasswordLoginForm({ initialAccount }: { initialAccount: string }) {
  const { t } = useTranslation('auth');
  const settings = useAuthSettings();
  const errors = useFormErrors(FIELDS);
  const openAuthModal = useAppStore((s) => s.openAuthModal);
  const [account, setAccount] = useState(initialAccount);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!errors.check({ account: validate.login(account), password: validate.login(password) })) return;
    setBusy(true);
    try {
      const byMobile = isPhMobile(account);
      const name = byMobile ? cleanMobile(account) : account.trim();
      const session = await accountLogin({ type: byMobile ? LoginType.phoneNoOtp : LoginType.account, account: name, password });
      rememberAccount(name);
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
        label={t('fields.accountOrMobile')}
        name="account"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        leading={<Icon name="user" size={18} />}
        value={account}
        onValueChange={(v) => {
          setAccount(v);
          errors.clearField('account');
        }}
        error={errors.field('account')}
      />
      <PasswordField
        label={t('fields.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onValueChange={(v) => {
          setPassword(v);
          errors.clearField('password');
        }}
        error={errors.field('password')}
      />
      <div className={styles.rowEnd}>
        <button type="button" className={styles.inlineLink} onClick={() => openAuthModal({ kind: 'forget' })}>
          {t('login.forgot')}
        </button>
      </div>
      <FormAlert message={errors.formError} />
      <Button type="submit" block busy={busy}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
