import { useTranslation } from 'react-i18next';

/** Placeholder so the router builds: the console-pages branch replaces this file. */
export default function ConfigPage() {
  const { t } = useTranslation('console');
  return <h1>{t('nav.config')}</h1>;
}
