import { useTranslation } from 'react-i18next';
import type { DiamondCoupon } from '../../../contract/calls/diamonds.ts';
import type { ScratchCardType } from '../../../contract/calls/scratch.ts';
import { bestPrice } from '../../shared/diamonds/couponPrice.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { chanceText, prizeText } from './labels.ts';
import styles from './scratch.module.css';

/** The cards on sale: price, stock, every prize with its chance (the fair table in force), and a buy button ("not enough" after the best coupon). */
export function CardTypes(props: { types: readonly ScratchCardType[]; diamonds: number; coupons: readonly DiamondCoupon[]; buying: number | null; onBuy(type: ScratchCardType): void }) {
  const { types, diamonds, coupons, buying, onBuy } = props;
  const { t } = useTranslation('scratch');
  return (
    <Card aria-labelledby="scratch-types">
      <h2 id="scratch-types" className={styles.sectionTitle}>
        {t('types')}
      </h2>
      <p className={styles.muted}>{t('balance', { count: diamonds })}</p>
      {types.map((type) => {
        const soldOut = type.stock === 0;
        // Judged by the best price a coupon reaches: the checkout offers the coupons (docs/scratch.md).
        const short = diamonds < bestPrice(type.price, coupons);
        return (
          <div key={type.id} className={styles.type} data-testid={`scratch-type-${type.id}`}>
            <div className={styles.row}>
              <strong>{type.name}</strong>
              <span>{t('price', { count: type.price })}</span>
            </div>
            {type.stock !== null && type.stock > 0 ? <p className={styles.muted}>{t('stock', { count: type.stock })}</p> : null}
            <table className={styles.odds} aria-label={`${t('odds')}: ${type.name}`}>
              <thead>
                <tr>
                  <th scope="col">{t('prize')}</th>
                  <th scope="col">{t('chance')}</th>
                </tr>
              </thead>
              <tbody>
                {type.prizes.map((prize) => (
                  <tr key={prize.id}>
                    <td>{prizeText(t, prize.items)}</td>
                    <td>{chanceText(prize.weight, type.totalWeight)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={styles.muted}>{t('oddsTable', { key: type.tableKey, version: type.tableVersion })}</p>
            <Button size="sm" busy={buying === type.id} disabled={soldOut || short} onClick={() => onBuy(type)}>
              {soldOut ? t('soldOut') : short ? t('notEnough') : `${t('buy')} · ${t('price', { count: type.price })}`}
            </Button>
          </div>
        );
      })}
    </Card>
  );
}
