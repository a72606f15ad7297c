import { useTranslation } from 'react-i18next';
import type { DiamondCoupon, DiamondItem } from '../../../contract/calls/diamonds.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { blockedBy } from './blockedBy.ts';
import { GoodsArt } from './GoodsArt.tsx';
import styles from './diamonds.module.css';

/** One item: its picture, name and words, price, stock and the player's limits left, and the button. */
export function ItemCard({ item, diamonds, coupons, busy, onBuy }: { item: DiamondItem; diamonds: number; coupons: readonly DiamondCoupon[]; busy: boolean; onBuy(): void }) {
  const { t } = useTranslation('diamonds');
  const blocked = blockedBy(item, diamonds, coupons);
  const label = blocked === 'soldOut' ? t('soldOut') : blocked === 'notEnough' ? t('notEnough') : item.kind === 'goods' ? t('order') : t('exchange');
  return (
    <li className={styles.item} aria-label={item.name} data-testid={`diamond-item-${item.id}`}>
      <GoodsArt image={item.image} />
      <p className={styles.itemName}>{item.name}</p>
      {item.description ? <p className={styles.muted}>{item.description}</p> : null}
      <p className={styles.price}>{t('price', { count: item.price })}</p>
      {item.kind === 'coin' && item.wagering > 0 ? <p className={styles.muted}>{t('coinWagering', { times: item.wagering, amount: formatPeso(item.coin) })}</p> : null}
      {item.stock !== null && item.stock > 0 ? <p className={styles.muted}>{t('stock', { count: item.stock })}</p> : null}
      {item.dailyLimit !== null ? <p className={styles.muted}>{t('limitDay', { left: Math.max(0, item.dailyLimit - item.boughtToday) })}</p> : null}
      {item.totalLimit !== null ? <p className={styles.muted}>{t('limitTotal', { left: Math.max(0, item.totalLimit - item.boughtTotal) })}</p> : null}
      <Button size="sm" block busy={busy} disabled={blocked !== null} onClick={onBuy}>
        {label}
      </Button>
    </li>
  );
}
