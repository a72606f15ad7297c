import { useEffect, useRef, useState, type FormEvent } from 'react';
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
import { solveChallenge } from '../../../shared/challenge/solveChallenge.ts';
import { signinRetrier, type SigninStatus } from '../../../shared/challenge/signinRetrier.ts';
import { Errcode } from '../../../../contract/errcodes.ts';
import { isApiError, type ApiError } from '../../../api/ApiError.ts';
import { PausedSignIn } from '../components/PausedSignIn.tsx';
import '../i18n.ts';

/**
 * Password sign-in (accountLogin): an account name (type 2) or a mobile number (type 3, phoneNoOtp).
 * The account name is remembered on the device as "saved credentials"; the password never is.
 * After failures the server asks for a wait and a challenge: signinRetrier deals with both and says
 * what it is doing (checking the device, counting down), so the player only ever types the password.
 */
export function PasswordLoginForm({ initialAccount }: { initialAccount: string }) {
  const { t } = useTranslation('auth');
  const settings = useAuthSettings();
  const form = useForm({ account: initialAccount, password: '' });
  const { values } = form;
  const openAuthModal = useAppStore((s) => s.openAuthModal);
  const [status, setStatus] = useState<SigninStatus>(null);
  const [waitSeconds, setWaitSeconds] = useState(0);
  // A paused account's refusal (6003), and the sign-in to send again as withdraw-only.
  const [paused, setPaused] = useState<{ refusal: ApiError; withdraw(): Promise<void> } | null>(null);
  const retrier = useRef<ReturnType<typeof signinRetrier> | null>(null);
  retrier.current ??= signinRetrier({ solve: solveChallenge, onStatus: setStatus });

  // After a wrong password the server may ask the next try to wait: count it down under the button.
  useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = setTimeout(() => setWaitSeconds(retrier.current!.secondsLeft()), 1000);
    return () => clearTimeout(timer);
  }, [waitSeconds]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check({ account: validate.login(values.account, settings.usernameLength), password: validate.login(values.password) })) return;
    setWaitSeconds(0);
    void form.run(async () => {
      const byMobile = isPhMobile(values.account);
      const account = byMobile ? cleanMobile(values.account) : values.account.trim();
      const type = byMobile ? LoginType.phoneNoOtp : LoginType.account;
      const signIn = async (withdrawOnly: boolean) => {
        const session = await retrier.current!.send((answer) => api('accountLogin', { type, account, password: values.password, ...answer, ...(withdrawOnly ? { withdrawOnly } : {}) }));
        rememberAccount(account);
        await completeSignIn(session, settings.welcomeCoin);
      };
      try {
        await signIn(false);
      } catch (failure) {
        if (!isApiError(failure) || failure.errcode !== Errcode.signInExcluded) throw failure;
        setPaused({ refusal: failure, withdraw: () => signIn(true) });
      } finally {
        setWaitSeconds(retrier.current!.secondsLeft());
      }
    });
  };

  const progress =
    status?.kind === 'solving'
      ? t('login.checking', { percent: status.percent })
      : status?.kind === 'waiting'
        ? t('login.waiting', { seconds: status.seconds })
        : !form.busy && waitSeconds > 0
          ? t('login.tryAgainIn', { seconds: waitSeconds })
          : null;

  if (paused) return <PausedSignIn refusal={paused.refusal} withdraw={paused.withdraw} back={() => setPaused(null)} />;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <AccountField form={form} label={t('fields.accountOrMobile')} maxLength={settings.usernameLength.max} />
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
      <p className={styles.status} role="status" aria-live="polite">
        {progress}
      </p>
    </form>
  );
}
