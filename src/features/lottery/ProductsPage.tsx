import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPeso } from '../../shared/format/amount.ts';
import { manilaDateTime } from '../../shared/format/date.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { useAppStore } from '../../store/index.ts';
import styles from './lottery.module.css';
import { useProducts } from './useProducts.ts';

/** /activity/lottery (and /product): each game with its draw on sale, the seed's fingerprint published before sales close. */
export default function ProductsPage() {
  const { t } = useTranslation('lottery');
  const signedIn = useAppStore((s) => s.token !== null);
  const { data, failure, reload } = useProducts();
  if (!data) return <LoadState failure={failure} onRetry={reload} />;
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t('intro')}</p>
      {!signedIn ? (
        <Card>
          <p className={styles.muted}>{t('signInPrompt')}</p>
          <Button onClick={() => useAppStore.getState().openAuthModal({ kind: 'login' })}>{t('signIn')}</Button>
        </Card>
      ) : null}
      {data.withheld ? <FormAlert tone="info" message={t('withheld')} /> : null}
      {!data.running ? <p className={styles.muted}>{t('notRunning')}</p> : null}
      <ul className={styles.list} data-testid="lottery-products">
        {data.products.map((product) => (
          <li key={product.productId} className={styles.item} data-testid="lottery-product" data-product-id={product.productId}>
            <h2 className={styles.sectionTitle}>{product.name}</h2>
            <ul className={styles.facts}>
              <li>{t('pickOf', { pick: product.pick, pool: product.pool })}</li>
              <li>{t('linePrice', { amount: formatPeso(product.linePrice) })}</li>
              {product.nextDraw ? (
                <>
                  <li>{t('nextDraw', { time: manilaDateTime(product.nextDraw.drawAt) })}</li>
                  <li>{t('closesAt', { time: manilaDateTime(product.nextDraw.closesAt) })}</li>
                  <li>
                    {t('seedHash')}: <span className={styles.hash}>{product.nextDraw.seedHash}</span>
                  </li>
                </>
              ) : (
                <li>{t('noDraw')}</li>
              )}
            </ul>
            <div className={styles.row}>
              {product.nextDraw && signedIn && !data.withheld ? (
                <Link to={`/activity/lottery/order?productId=${product.productId}`} data-testid="lottery-play">
                  {t('play')}
                </Link>
              ) : null}
              <Link to={`/activity/lottery/rule?productId=${product.productId}`}>{t('rules')}</Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
