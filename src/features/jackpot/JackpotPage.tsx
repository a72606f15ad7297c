import './i18n.ts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import styles from './jackpot.module.css';
import { JackpotPanel } from './JackpotPanel.tsx';

/** /activity/jackpot: the jackpot as a page (auth-activity: a visitor may look, signing in to draw). */
export default function JackpotPage() {
  const { t } = useTranslation('jackpot');
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} fallback="/" />
      <JackpotPanel />
    </div>
  );
}
