import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { consoleCall, isConsoleCallError } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { useConsoleSession } from '../../session.ts';
import { useLoad } from '../../useLoad.ts';
import { Alert, Button, Field } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { QrCode } from '../../ui/QrCode.tsx';

const CODE = /^\d{6}$/;
const ENROLLED = 'errors.console.totpEnrolled';
/** The secret in groups of four, as authenticator apps show typed keys. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * The operator's own authenticator, after the first password change (docs/console.md "Second
 * factor"): the server makes a secret for them alone and shows it here once, as a QR code, the
 * otpauth:// address and the key to type; a current code confirms it, and only then does the console
 * open. Leaving and coming back makes a new secret (the old one was never confirmed). A lazy chunk:
 * the QR encoder is not in the console's first load.
 */
export default function EnrolPage() {
  const { t } = useTranslation('console');
  const session = useConsoleSession();
  const navigate = useNavigate();
  const { state, reload } = useLoad((signal) => consoleCall('consoleTotpEnrol', {}, { signal }));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!session.operator?.mustEnrolTotp) return <Navigate to="/" replace />;
  const done = () => {
    session.enrolled();
    void navigate('/', { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!CODE.test(code)) return setError(t('signIn.codeFormat'));
    setBusy(true);
    setError(null);
    try {
      await consoleCall('consoleTotpConfirm', { totp: code });
      done();
    } catch (failure) {
      setBusy(false);
      setCode('');
      if (isConsoleCallError(failure) && failure.msg === ENROLLED) done();
      else setError(consoleErrorMessage(failure));
    }
  };

  return (
    <section>
      <div className={page.head}>
        <h1 className={page.title}>{t('enrol.title')}</h1>
      </div>
      <Alert message={t('enrol.required')} tone="info" />
      {state.status === 'loading' ? <p className={page.muted}>{t('states.loading')}</p> : null}
      {state.status === 'failed' ? <Alert message={state.message} /> : null}
      {state.status === 'ready' ? (
        <form className={page.form} onSubmit={(event) => void submit(event)} noValidate data-testid="totp-enrolment">
          <p className={page.muted}>{t('enrol.scan')}</p>
          <QrCode text={state.data.uri} label={t('enrol.qrLabel', { name: session.operator.name })} />
          <p className={page.muted}>{t('enrol.typeKey')}</p>
          <code className={page.code} data-testid="totp-secret">
            {grouped(state.data.secret)}
          </code>
          <p className={page.muted}>{t('enrol.uri')}</p>
          <code className={page.code} data-testid="totp-uri">
            {state.data.uri}
          </code>
          <Field
            label={t('signIn.code')}
            hint={t('enrol.codeHint')}
            value={code}
            onValueChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          <Alert message={error} />
          <Button type="submit" busy={busy}>
            {t('enrol.confirm')}
          </Button>
          <Button variant="ghost" size="sm" onClick={reload} disabled={busy}>
            {t('enrol.restart')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
