import { useTranslation } from 'react-i18next';

export default function OperatorsPage() {
  const { t } = useTranslation('console');
  return <h1>{t('nav.operators')}</h1>;
}
