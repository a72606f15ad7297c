import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/controls.tsx';

/** What a section says while its call runs (announced, so a screen reader knows to wait). */
export function Loading() {
  const { t } = useTranslation('console-pages');
  return <Alert tone="info" message={t('loading')} />;
}
