import './i18n.ts';
import { useTranslation } from 'react-i18next';
import { MIN_AGE } from '../../../contract/enums.ts';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import styles from './info.module.css';
import { InfoSection } from './InfoSection.tsx';

const SECTIONS = ['acceptance', 'eligibility', 'forfeiture', 'account', 'bonuses', 'payments', 'fairness', 'responsible', 'changes'] as const;
/** Spec §5, in its order: who may not play. */
const INELIGIBLE = ['officials', 'forces', 'minors', 'database', 'licensees', 'publicPlaces'] as const;

/** /terms-of-use: eligibility (21+ and the excluded groups), forfeiture, bonuses, payments. */
export default function TermsPage() {
  const { t } = useTranslation('legal');
  return (
    <div className={styles.page}>
      <PageHeader title={t('terms.title')} />
      <p className={styles.lead}>{t('updated')}</p>
      {SECTIONS.map((key) => (
        <InfoSection key={key} id={`terms-${key}`} heading={t(`terms.sections.${key}.heading`)}>
          <p className={styles.text}>{t(`terms.sections.${key}.body`, { age: MIN_AGE })}</p>
          {key === 'eligibility' ? (
            <ul className={styles.list}>
              {INELIGIBLE.map((group) => (
                <li key={group}>{t(`terms.sections.eligibility.list.${group}`, { age: MIN_AGE })}</li>
              ))}
            </ul>
          ) : null}
        </InfoSection>
      ))}
    </div>
  );
}
