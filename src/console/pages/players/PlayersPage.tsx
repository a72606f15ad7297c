import { useTranslation } from 'react-i18next';

/** Placeholder so the router builds: the console-pages branch replaces this file. */
export default function PlayersPage() {
  const { t } = useTranslation('console');
  return <h1>{t('nav.players')}</h1>;
}
