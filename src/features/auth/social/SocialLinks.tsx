import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { failureMessage } from '../../../shared/i18n/errorMessage.ts';
import { loadPlayer } from '../../../shared/session/session.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { useAppStore } from '../../../store/index.ts';
import { useStepUp } from '../../security/useStepUp.tsx';
import { useAuthSettings } from '../useAuthSettings.ts';
import { beginSocial, SOCIAL_NAMES } from './socialFlow.ts';
import '../i18n.ts';

/**
 * The member profile's linked sign-ins: each offered provider with the name it gave, Link (a
 * provider's sign-in, then bindSocialAccount on return) or Unlink (refused while it is the last way in).
 */
export function SocialLinks() {
  const { t } = useTranslation('auth');
  const { socialTypes } = useAuthSettings();
  const userInfo = useAppStore((s) => s.userInfo);
  const stepUp = useStepUp();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!userInfo || socialTypes.length === 0) return null;
  const linkedName = { 3: userInfo.facebookAccount ? userInfo.facebookName || '✓' : '', 4: userInfo.lineAccount ? userInfo.lineName || '✓' : '', 5: userInfo.googleAccount ? userInfo.googleName || '✓' : '' };
  const act = (type: 3 | 4 | 5, work: () => Promise<unknown>) => {
    setBusy(type);
    setError(null);
    work()
      .catch((failure: unknown) => setError(failureMessage(failure)))
      .finally(() => setBusy(null));
  };
  const unlink = (type: 3 | 4 | 5) =>
    act(type, async () => {
      await stepUp.run(() => api('unbindSocialAccount', { socialType: type }));
      // Reload the player so the list shows it gone.
      await loadPlayer();
    });
  return (
    <section aria-label={t('social.linksTitle')}>
      <h2>{t('social.linksTitle')}</h2>
      <ul>
        {([5, 4, 3] as const)
          .filter((type) => socialTypes.includes(type))
          .map((type) => {
            const provider = SOCIAL_NAMES[type];
            const name = linkedName[type];
            return (
              <li key={type} data-provider={provider}>
                <strong>{t(`social.provider.${provider}`)}</strong> <span>{name ? t('social.linkedAs', { name }) : t('social.notLinked')}</span>{' '}
                {name ? (
                  <Button size="sm" variant="secondary" busy={busy === type} onClick={() => unlink(type)}>
                    {t('social.unlink')}
                  </Button>
                ) : (
                  <Button size="sm" busy={busy === type} onClick={() => act(type, () => beginSocial(type, { bind: true }))}>
                    {t('social.link')}
                  </Button>
                )}
              </li>
            );
          })}
      </ul>
      <FormAlert message={error} />
      {stepUp.dialog}
    </section>
  );
}
