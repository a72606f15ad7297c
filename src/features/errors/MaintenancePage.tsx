import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { Logo } from '../../shared/ui/Logo.tsx';
import { StatusPage } from '../../shared/ui/StatusPage.tsx';

/** Where the app goes while config says maintenance (spec §8). Trying again reloads the whole app. */
export default function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      emblem={<Icon name="refresh" size={40} />}
      title={t('maintenance.title')}
      actions={<Button onClick={() => window.location.assign('/')}>{t('maintenance.retry')}</Button>}
    >
      <Logo />
      <p>{t('errors:maintenance')}</p>
    </StatusPage>
  );
}
