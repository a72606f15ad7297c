import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../ui/FormAlert.tsx';
import styles from './rewards.module.css';
import type { ClaimFailure } from './useClaim.ts';

/** A refused claim, translated; "needs a deposit" (5003) comes with the way to the deposit tab. */
export function ClaimError({ failure }: { failure: ClaimFailure | null }) {
  const { t } = useTranslation('rewards');
  if (!failure) return null;
  return (
    <div className={styles.claimError}>
      <FormAlert message={failure.message} />
      {failure.needsDeposit ? (
        <Link to="/wallets?name=deposit" className={styles.depositLink}>
          {t('deposit')}
        </Link>
      ) : null}
    </div>
  );
}
