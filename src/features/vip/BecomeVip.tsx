import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VipLevelView } from '../../../contract/index.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { betToReach } from '../../shared/rewards/format.ts';
import styles from '../../shared/rewards/rewards.module.css';
import { Card } from '../../shared/ui/Card.tsx';

/** What a player below VIP 1 sees instead of the VIP claims (spec §6): how far VIP 1 is, and the way to the games. */
export function BecomeVip({ levels, vipExp }: { levels: VipLevelView[]; vipExp: number }) {
  const { t } = useTranslation('rewards');
  const left = betToReach(levels, 1, vipExp);
  return (
    <Card aria-labelledby="vip-become">
      <h2 id="vip-become" className={styles.sectionTitle}>
        {t('vip.becomeTitle')}
      </h2>
      <p data-testid="vip-become">{left === null ? t('vip.becomeTop') : t('vip.becomeText', { amount: formatPeso(left) })}</p>
      <Link to="/game/search" className={styles.depositLink}>
        {t('vip.playGames')}
      </Link>
    </Card>
  );
}
