import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../shared/i18n/errorMessage.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { useAuthSettings } from '../useAuthSettings.ts';
import { beginSocial, inAppBrowser, SOCIAL_NAMES, systemBrowserUrl } from './socialFlow.ts';
import '../i18n.ts';

/**
 * "Continue with Google / LINE / Facebook" on the sign-in page: only the providers the server offers
 * (preLogin2 socialTypes). Inside Messenger, Facebook, Instagram or LINE's own browser it first offers
 * the system browser, where Google's sign-in works and the session stays.
 */
export function SocialButtons() {
  const { t } = useTranslation('auth');
  const { socialTypes } = useAuthSettings();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const embedded = inAppBrowser();
  if (socialTypes.length === 0) return null;
  const go = (type: 3 | 4 | 5) => {
    setBusy(type);
    setError(null);
    beginSocial(type).catch((failure: unknown) => {
      setBusy(null);
      setError(failureMessage(failure));
    });
  };
  return (
    <div role="group" aria-label={t('social.groupLabel')}>
      <p>{t('social.or')}</p>
      {embedded ? (
        <div>
          <FormAlert tone="info" message={t('social.inAppBrowser', { app: embedded })} />
          <a href={systemBrowserUrl()} target="_blank" rel="noopener">
            {t('social.openInBrowser')}
          </a>
        </div>
      ) : null}
      {([5, 4, 3] as const)
        .filter((type) => socialTypes.includes(type))
        .map((type) => (
          <Button key={type} variant="secondary" block busy={busy === type} disabled={busy !== null} onClick={() => go(type)}>
            {t(`social.continueWith.${SOCIAL_NAMES[type]}`)}
          </Button>
        ))}
      <FormAlert message={error} />
    </div>
  );
}
