import { useTranslation } from 'react-i18next';
import { formatPeso, PESO } from '../../shared/format/amount.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import type { ForfeitTerms } from './bonusLock.ts';
import styles from './wallet.module.css';

const whole = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 0 });

/**
 * Asked before a withdrawal while a bonus balance is held (docs/rewards.md "Wagering"), and when the
 * server answers 2008 (the bonus changed in another tab): the withdrawal forfeits the bonus balance,
 * named in pesos, with the bets that would have unlocked it. Confirm sends `forfeitBonus: true`.
 */
export function ForfeitDialog({ amount, terms, onConfirm, onKeep }: { amount: number; terms: ForfeitTerms; onConfirm(): void; onKeep(): void }) {
  const { t } = useTranslation('wallet');
  const bonus = `${PESO}${whole.format(terms.bonus)}`;
  return (
    <Modal title={t('forfeit.title')} variant="center" onClose={onKeep}>
      <p data-testid="forfeit-body">{t('forfeit.body', { amount: formatPeso(amount), bonus })}</p>
      {terms.turnoverLeft > 0 ? <p className={styles.note}>{t('forfeit.unlock', { bets: `${PESO}${whole.format(terms.turnoverLeft)}` })}</p> : null}
      <div className={styles.dialogActions}>
        <Button variant="danger" block onClick={onConfirm}>
          {t('forfeit.confirm')}
        </Button>
        <Button variant="secondary" block onClick={onKeep}>
          {t('forfeit.keep')}
        </Button>
      </div>
    </Modal>
  );
}
