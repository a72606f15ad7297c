import './i18n.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MIN_AGE } from '../../../contract/enums.ts';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import styles from './info.module.css';
import { InfoSection } from './InfoSection.tsx';

const SECTIONS = ['what', 'fair', 'adults', 'responsible', 'help'] as const;
const LINKS = [
  { key: 'faq', to: '/faq' },
  { key: 'service', to: '/service' },
  { key: 'terms', to: '/terms-of-use' },
  { key: 'privacy', to: '/privacy-policy' },
] as const;

/** /about-us: who Swerte is for and how it plays fair. */
export default function AboutPage() {
  const { t } = useTranslation('info');
  return (
    <div className={styles.page}>
      <PageHeader title={t('about.title')} />
      <p className={styles.lead}>{t('about.lead')}</p>
      {SECTIONS.map((key) => (
        <InfoSection key={key} id={`about-${key}`} heading={t(`about.sections.${key}.heading`)}>
          <p className={styles.text}>{t(`about.sections.${key}.body`, { age: MIN_AGE })}</p>
        </InfoSection>
      ))}
      <nav className={styles.links} aria-label={t('about.title')}>
        {LINKS.map((link) => (
          <Link key={link.key} to={link.to} className={styles.chip}>
            {t(`about.links.${link.key}`)}
          </Link>
        ))}
      </nav>
    </div>
  );
}
