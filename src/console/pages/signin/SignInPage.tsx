import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { isConsoleCallError } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { useConsoleSession } from '../../session.ts';
import { Alert, Button, Field } from '../../ui/controls.tsx';
import styles from './signin.module.css';

const CODE = /^\d{6}$/;
/** Refusals that say how long to wait: shown in minutes. */
const WAITS: Record<string, string> = { 'errors.console.locked': 'signIn.locked', 'errors.console.addressThrottled': 'signIn.addressThrottled' };

/**
 * Name, password and the authenticator's 6-digit code (none at the first sign-in: the operator has no
 * authenticator yet). A first sign-in goes on to the change-password page, then the enrolment.
 */
export function SignInPage() {
  const { t } = useTranslation('console');
  const session = useConsoleSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (session.operator) return <Navigate to={session.operator.mustChangePassword ? '/change-password' : '/'} replace />;

  const from = (location.state as { from?: unknown } | null)?.from;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typedName = name.trim().toLowerCase();
    if (!typedName || !password) return setError(t('signIn.missing'));
    if (code && !CODE.test(code)) return setError(t('signIn.codeFormat'));
    setBusy(true);
    setError(null);
    try {
      const operator = await session.signIn(typedName, password, code);
      const target = operator.mustChangePassword ? '/change-password' : typeof from === 'string' && from.startsWith('/') && from !== '/sign-in' ? from : '/';
      void navigate(target, { replace: true });
    } catch (failure) {
      setBusy(false);
      setCode('');
      const wait = isConsoleCallError(failure) ? WAITS[failure.msg] : undefined;
      if (wait && isConsoleCallError(failure)) {
        const seconds = Number(failure.params?.retryAfter ?? 60);
        setError(t(wait, { count: Math.max(1, Math.ceil(seconds / 60)) }));
      } else setError(consoleErrorMessage(failure));
    }
  };

  const notice = session.notice ? t(`notices.${session.notice.key}`, { count: 0, ...session.notice.params }) : null;
  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.brand}>{t('brand')}</p>
        <h1 className={styles.title}>{t('signIn.title')}</h1>
        <Alert message={notice} tone="info" />
        <Field label={t('signIn.name')} value={name} onValueChange={setName} autoComplete="username" autoCapitalize="none" spellCheck={false} required />
        <Field label={t('signIn.password')} type="password" value={password} onValueChange={setPassword} autoComplete="current-password" required />
        <Field
          label={t('signIn.code')}
          hint={t('signIn.codeHint')}
          value={code}
          onValueChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
        />
        <Alert message={error} />
        <Button type="submit" busy={busy}>
          {t('signIn.submit')}
        </Button>
      </form>
    </main>
  );
}
