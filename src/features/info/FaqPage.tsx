import './i18n.ts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MIN_AGE } from '../../../contract/enums.ts';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { FAQ_SECTIONS, isFaqSection, type FaqSection } from './faqSections.ts';
import styles from './info.module.css';
import { InfoSection } from './InfoSection.tsx';

/**
 * /faq and /faq/:section: an accordion of native <details>, so it works with the keyboard and a
 * screen reader without any script. A section in the path opens its questions.
 */
export default function FaqPage() {
  const { t } = useTranslation('info');
  const { section } = useParams();
  const open = isFaqSection(section) ? section : null;

  // A deep link lands on its section, not on the top of the page.
  useEffect(() => {
    if (open) document.getElementById(`faq-${open}-heading`)?.scrollIntoView({ block: 'start' });
  }, [open]);
  return (
    <div className={styles.page}>
      <PageHeader title={t('faq.title')} />
      <p className={styles.lead}>{t('faq.lead')}</p>
      {(Object.keys(FAQ_SECTIONS) as FaqSection[]).map((key) => (
        <InfoSection key={key} id={`faq-${key}`} heading={t(`faq.sections.${key}.heading`)}>
          <div className={styles.group}>
            {FAQ_SECTIONS[key].map((item) => (
              <details key={item} className={styles.question} open={open === key}>
                <summary>{t(`faq.sections.${key}.items.${item}.q`)}</summary>
                <p className={styles.answer}>{t(`faq.sections.${key}.items.${item}.a`, { age: MIN_AGE })}</p>
              </details>
            ))}
          </div>
        </InfoSection>
      ))}
      <div className={styles.links}>
        <Link to="/service" className={styles.chip}>
          {t('faq.contact')}
        </Link>
      </div>
    </div>
  );
}
