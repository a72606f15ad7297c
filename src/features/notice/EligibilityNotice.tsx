import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_AGE } from '../../../contract/enums.ts';
import { isShellShowingNotice } from '../../shared/platform/staticShell.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import { useAppStore } from '../../store/index.ts';
import styles from './notice.module.css';

/** Spec §5, in this order: who may not play. Texts are in locales/en-PH/notice.json. */
const RESTRICTED = ['officials', 'forces', 'minors', 'database', 'licensees', 'publicPlaces'] as const;

/**
 * The mandatory age and eligibility notice (spec §2, §5): a blocking dialog before use. Accepting
 * is remembered on this device; leaving shows a goodbye that can only lead back to the notice.
 */
export default function EligibilityNotice() {
  const { t } = useTranslation('notice');
  const notice = useAppStore((s) => s.notice);
  const accept = useAppStore((s) => s.acceptNotice);
  const leave = useAppStore((s) => s.leaveNotice);
  const review = useAppStore((s) => s.reviewNotice);
  // Read once, before the layout takes the static shell away in this same commit.
  const [still, setStill] = useState(isShellShowingNotice);

  if (notice === 'left') {
    return (
      <Modal key="goodbye" title={t('goodbye.title')} variant="center" className={styles.centered} hero={<div className={styles.badge}>{t('badge', { age: MIN_AGE })}</div>}>
        <p className={styles.lead}>{t('goodbye.body')}</p>
        <p className={styles.muted}>{t('goodbye.help')}</p>
        <Button variant="secondary" block onClick={review}>
          {t('goodbye.reread')}
        </Button>
      </Modal>
    );
  }

  return (
    <Modal key="notice" still={still} title={t('title')} variant="center" className={styles.centered} hero={<div className={styles.badge}>{t('badge', { age: MIN_AGE })}</div>}>
      <p className={styles.lead}>{t('intro')}</p>
      <section aria-labelledby="notice-restricted" className={styles.card}>
        <h3 id="notice-restricted" className={styles.heading}>
          {t('restrictedHeading')}
        </h3>
        <ul className={styles.list}>
          {RESTRICTED.map((key) => (
            <li key={key}>
              <Icon name="close" size={16} className={styles.cross} />
              <span>{t(`restricted.${key}`, { age: MIN_AGE })}</span>
            </li>
          ))}
        </ul>
      </section>
      <ul className={styles.rules}>
        <li>
          <Icon name="gift" size={18} />
          <span>{t('bonus')}</span>
        </li>
        <li>
          <Icon name="shield" size={18} />
          <span>{t('minAge', { age: MIN_AGE })}</span>
        </li>
      </ul>
      <p className={styles.muted}>{t('confirm', { age: MIN_AGE })}</p>
      {/* The forfeit rule sits with the choice, above the buttons: on a phone the notice scrolls under them, this line never does. */}
      <div className={styles.actions}>
        <p className={styles.forfeit} data-testid="notice-forfeit">
          <Icon name="info" size={18} />
          <span>{t('forfeit')}</span>
        </p>
        <Button block onClick={accept}>
          {t('accept', { age: MIN_AGE })}
        </Button>
        <Button
          variant="ghost"
          block
          onClick={() => {
            setStill(false); // coming back from the goodbye, the notice opens normally
            leave();
          }}
        >
          {t('leave')}
        </Button>
      </div>
    </Modal>
  );
}
