import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../../api/client.ts';
import { failureMessage } from '../../../shared/i18n/errorMessage.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { Card } from '../../../shared/ui/Card.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { useAppStore } from '../../../store/index.ts';
import { loadPlayer } from '../../../shared/session/session.ts';
import { useStepUp } from '../../security/useStepUp.tsx';
import { BirthDateField } from '../components/BirthDateField.tsx';
import { completeSignIn } from '../completeSignIn.ts';
import { useAuthSettings } from '../useAuthSettings.ts';
import { socialTypeOf, takePendingFlow, type PendingFlow } from './socialFlow.ts';
import '../i18n.ts';

type Call = 'googleLogin' | 'lineLogin' | 'facebookLogin';
const CALL: Record<number, Call> = { 5: 'googleLogin', 4: 'lineLogin', 3: 'facebookLogin' };

/**
 * /auth/callback/:provider: where the provider sends the browser back (LINE and Facebook with
 * ?code&state; Google through the server's receiver, with the token in the fragment). It finishes the
 * sign-in, asks a new player's birth date (the server creates nobody without it), or finishes a bind.
 */
export default function SocialCallbackPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { provider } = useParams();
  const settings = useAuthSettings();
  const stepUp = useStepUp();
  const showToast = useAppStore((s) => s.showToast);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<{ ticket: string; name: string; flow: PendingFlow } | null>(null);
  const [birthDate, setBirthDate] = useState('');
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const flow = takePendingFlow();
    const type = socialTypeOf(provider);
    const query = new URLSearchParams(window.location.search);
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    // The token and code leave the address bar (and the history) at once.
    window.history.replaceState(null, '', window.location.pathname);
    const state = query.get('state') ?? fragment.get('state');
    const run = async () => {
      // Not a flow this tab started (or one that expired with the tab): nothing to send.
      if (!flow || !type || flow.socialType !== type || !state || state !== flow.state) return setError(t('social.callbackInvalid'));
      const proof = { state, ...(type === 5 ? { credential: fragment.get('credential') ?? '' } : { code: query.get('code') ?? '', verifier: flow.verifier }) };
      if (flow.bind) {
        const bound = await stepUp.run(() => api('bindSocialAccount', { socialType: type, ...proof }));
        showToast({ key: 'auth:social.linked', params: { name: bound.name }, tone: 'success' });
        // The profile's list reads the player's user info: load it again so it shows the new link.
        await loadPlayer();
        void navigate('/member/profile', { replace: true });
        return;
      }
      const answer = await api(CALL[type]!, { ...proof, ...(flow.inviteCode ? { inviteCode: flow.inviteCode } : {}) });
      if (answer.pending) return setPending({ ...answer.pending, flow });
      await completeSignIn({ token: answer.token!, isNew: answer.isNew ?? false, withdrawOnlyUntil: answer.withdrawOnlyUntil }, settings.welcomeCoin);
      void navigate('/', { replace: true });
    };
    run().catch((failure: unknown) => setError(failureMessage(failure)));
  }, [provider, navigate, settings.welcomeCoin, showToast, stepUp, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending || !birthDate) return setError(t('social.birthDateNeeded'));
    setBusy(true);
    setError(null);
    const type = pending.flow.socialType;
    api(CALL[type]!, { ticket: pending.ticket, birthDate, ...(pending.flow.inviteCode ? { inviteCode: pending.flow.inviteCode } : {}) })
      .then(async (answer) => {
        await completeSignIn({ token: answer.token!, isNew: answer.isNew ?? true, withdrawOnlyUntil: answer.withdrawOnlyUntil }, settings.welcomeCoin);
        void navigate('/', { replace: true });
      })
      .catch((failure: unknown) => setError(failureMessage(failure)))
      .finally(() => setBusy(false));
  };

  return (
    <>
      <PageHeader title={t('social.callbackTitle')} />
      <Card>
        {pending ? (
          <form onSubmit={submit} noValidate>
            <p>{t('social.newPlayer', { name: pending.name })}</p>
            <BirthDateField value={birthDate} onValueChange={setBirthDate} error={null} minAge={settings.minAge} />
            <FormAlert message={error} />
            <Button type="submit" block busy={busy}>
              {t('social.createAccount')}
            </Button>
          </form>
        ) : error ? (
          <>
            <FormAlert message={error} />
            <Button variant="secondary" onClick={() => void navigate('/auth/login', { replace: true })}>
              {t('social.backToSignIn')}
            </Button>
          </>
        ) : (
          <p>
            <Spinner /> {t('social.finishing')}
          </p>
        )}
      </Card>
      {stepUp.dialog}
    </>
  );
}
