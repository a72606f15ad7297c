import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { ServiceDesk } from './ServiceDesk.tsx';
import styles from './service.module.css';
import './i18n.ts';

/** /service: live chat and the other channels of the customer-service queue. */
export default function ServicePage() {
  const { t } = useTranslation('service');
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} />
      <p className={styles.lead}>{t('lead')}</p>
      <ServiceDesk />
    </div>
  );
}
