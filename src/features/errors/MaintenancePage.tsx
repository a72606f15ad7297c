import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loadAppConfig } from '../../shared/session/loaders.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { Logo } from '../../shared/ui/Logo.tsx';
import { StatusPage } from '../../shared/ui/StatusPage.tsx';
import '../../shared/i18n/errorTexts.ts';

/**
 * Where the app goes while config says maintenance (spec §8). Trying again reloads the config:
 * back to the lobby when maintenance is over, otherwise the page says it is still on.
 */
export default function MaintenancePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [stillOn, setStillOn] = useState(false);

  const retry = async () => {
    setBusy(true);
    try {
      const config = await loadAppConfig(true);
      if (!config.maintenance?.status) {
        void navigate('/', { replace: true });
        return;
      }
    } catch {
      // Unreachable server: as far as the player can tell, maintenance goes on.
    }
    setStillOn(true);
    setBusy(false);
  };

  return (
    <StatusPage
      emblem={<Icon name="refresh" size={40} />}
      title={t('maintenance.title')}
      actions={
        <Button busy={busy} onClick={() => void retry()}>
          {t('maintenance.retry')}
        </Button>
      }
    >
      <Logo />
      <p>{t('errors:maintenance')}</p>
      {stillOn ? <p role="status">{t('maintenance.stillOn')}</p> : null}
    </StatusPage>
  );
}
