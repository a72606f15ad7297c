import './i18n.ts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import styles from './info.module.css';
import { InfoSection } from './InfoSection.tsx';

const SECTIONS = ['intro', 'collect', 'use', 'share', 'keep', 'rights', 'security', 'device'] as const;

/** /privacy-policy: what we keep and why, in the terms of the Data Privacy Act of 2012. */
export default function PrivacyPage() {
  const { t } = useTranslation('legal');
  return (
    <div className={styles.page}>
      <PageHeader title={t('privacy.title')} />
      {SECTIONS.map((key) => (
        <InfoSection key={key} id={`privacy-${key}`} heading={t(`privacy.sections.${key}.heading`)}>
          <p className={styles.text}>{t(`privacy.sections.${key}.body`)}</p>
        </InfoSection>
      ))}
    </div>
  );
}
