import './i18n.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../shared/ui/Card.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { IdCardExample, SelfieExample } from './Illustrations.tsx';
import styles from './kyc.module.css';

const AVOID = ['cutCorner', 'glare', 'blurred', 'screen', 'covered', 'name'] as const;

/** /rules/kyc: what an approved ID photo and selfie look like (drawn examples), and what gets sent back. */
export default function KycRulesPage() {
  const { t } = useTranslation('kyc');
  return (
    <div className={styles.page}>
      <PageHeader title={t('rules.title')} fallback="/member/profile/kyc" />
      <Card>
        <p className={styles.hint}>{t('rules.intro')}</p>
        <div className={styles.examples}>
          <figure>
            <IdCardExample label={t('rules.exampleId')} />
            <figcaption>{t('rules.idGood')}</figcaption>
          </figure>
          <figure>
            <SelfieExample label={t('rules.exampleSelfie')} />
            <figcaption>{t('rules.selfieGood')}</figcaption>
          </figure>
        </div>
        <h2>{t('rules.avoidTitle')}</h2>
        <ul className={styles.list}>
          {AVOID.map((key) => (
            <li key={key}>{t(`rules.avoid.${key}`)}</li>
          ))}
        </ul>
        <Link to="/member/profile/kyc">{t('rules.start')}</Link>
      </Card>
    </div>
  );
}
