import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../shared/ui/Card.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import styles from '../auth.module.css';
import '../i18n.ts';

/**
 * Shown instead of an account page's form when its one-time step is already done (number linked,
 * password set), e.g. on a bookmarked link: the form would only be refused, so it leads back.
 */
export function StepDoneCard({ tone, message }: { tone: 'success' | 'info'; message: string }) {
  const { t } = useTranslation('auth');
  return (
    <Card>
      <FormAlert tone={tone} message={message} />
      <Link to="/member" className={styles.pageLink}>
        {t('pages.backToAccount')}
      </Link>
    </Card>
  );
}
