import { useTranslation } from 'react-i18next';

export default function AuditPage() {
  const { t } = useTranslation('console');
  return <h1>{t('nav.audit')}</h1>;
}
