import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../store/index.ts';
import styles from '../auth.module.css';
import '../i18n.ts';

/**
 * Where to go once a proven code has said what the number is for (issue 26: the SMS request answers
 * the same for every number, so this shows only after the code step): a number that already has an
 * account signs in (by SMS code, which every account with a number has) or resets its password; a
 * number with none creates an account.
 */
export function NumberKnownActions({ mobile, has }: { mobile: string; has: 'account' | 'none' }) {
  const { t } = useTranslation('auth');
  const open = useAppStore((s) => s.openAuthModal);
  return (
    <p className={styles.switchLine} data-testid="number-known">
      {has === 'account' ? (
        <>
          <button type="button" className={styles.inlineLink} onClick={() => open({ kind: 'login', loginTab: 'phone', account: mobile })}>
            {t('known.signIn')}
          </button>{' '}
          ·{' '}
          <button type="button" className={styles.inlineLink} onClick={() => open({ kind: 'forget' })}>
            {t('known.reset')}
          </button>
        </>
      ) : (
        <button type="button" className={styles.inlineLink} onClick={() => open({ kind: 'register' })}>
          {t('known.register')}
        </button>
      )}
    </p>
  );
}
