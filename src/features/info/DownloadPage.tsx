import './i18n.ts';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { installPrompt } from '../../shared/platform/installPrompt.ts';
import { canOfferDownload, isAndroid, isIos } from '../../shared/platform/platform.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { StatusPage } from '../../shared/ui/StatusPage.tsx';
import styles from './info.module.css';
import { InfoSection } from './InfoSection.tsx';

const BENEFITS = ['fast', 'full', 'signedIn'] as const;
const IOS_STEPS = ['share', 'add', 'confirm'] as const;

function AndroidInstall() {
  const { t } = useTranslation('info');
  const available = useSyncExternalStore(installPrompt.subscribe, installPrompt.available, () => false);
  const [accepted, setAccepted] = useState(false);
  return (
    <InfoSection id="download-android" heading={t('download.android.heading')}>
      <p className={styles.text}>{t('download.android.body')}</p>
      {accepted ? (
        <p role="status" className={styles.text}>
          {t('download.android.done')}
        </p>
      ) : available ? (
        <Button block onClick={() => void installPrompt.prompt().then(setAccepted)}>
          {t('download.android.install')}
        </Button>
      ) : (
        <p className={styles.hint}>{t('download.android.manual')}</p>
      )}
    </InfoSection>
  );
}

function IosSteps() {
  const { t } = useTranslation('info');
  return (
    <InfoSection id="download-ios" heading={t('download.ios.heading')}>
      <p className={styles.text}>{t('download.ios.body')}</p>
      <ol className={styles.steps}>
        {IOS_STEPS.map((step) => (
          <li key={step}>{t(`download.ios.steps.${step}`)}</li>
        ))}
      </ol>
    </InfoSection>
  );
}

/**
 * /download: the install button on Android Chrome (beforeinstallprompt), the "Add to Home Screen"
 * steps on iOS. Inside the Android wrapper or the installed PWA it only says the app is there.
 */
export default function DownloadPage() {
  const { t } = useTranslation('info');
  if (!canOfferDownload()) {
    return (
      <StatusPage emblem={<Icon name="check" size={40} />} title={t('download.installed.title')}>
        <p>{t('download.installed.body')}</p>
      </StatusPage>
    );
  }
  const ios = isIos();
  const android = isAndroid();
  return (
    <div className={styles.page}>
      <PageHeader title={t('download.title')} />
      <p className={styles.lead}>{t('download.lead')}</p>
      <ul className={styles.benefits}>
        {BENEFITS.map((key) => (
          <li key={key}>
            <Icon name="check" size={18} className={styles.benefitIcon} />
            <span>{t(`download.benefits.${key}`)}</span>
          </li>
        ))}
      </ul>
      {ios ? <IosSteps /> : <AndroidInstall />}
      {ios ? <AndroidInstall /> : <IosSteps />}
      {ios || android ? null : (
        <InfoSection id="download-other" heading={t('download.other.heading')}>
          <p className={styles.text}>{t('download.other.body')}</p>
        </InfoSection>
      )}
    </div>
  );
}
