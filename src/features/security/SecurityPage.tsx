import './i18n.ts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { ActivityList } from './ActivityList.tsx';
import { PasswordCard } from './PasswordCard.tsx';
import { SessionsList } from './SessionsList.tsx';
import styles from './security.module.css';

/** /member/security: the player's signed-in devices, their recent security activity and their password. */
export default function SecurityPage() {
  const { t } = useTranslation('security');
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} fallback="/member" />
      <SessionsList />
      <PasswordCard />
      <ActivityList />
    </div>
  );
}
