import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ScratchCardType } from '../../../contract/calls/scratch.ts';
import { Errcode } from '../../../contract/errcodes.ts';
import { api } from '../../api/client.ts';
import { isApiError } from '../../api/ApiError.ts';
import { CouponCheckout } from '../../shared/diamonds/CouponCheckout.tsx';
import { heldCoupon } from '../../shared/diamonds/couponPrice.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { newRequestId } from '../../shared/requestId.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { useLoad } from '../../shared/rewards/useLoad.ts';
import { refreshBalances } from '../../shared/session/session.ts';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { AwardLog } from './AwardLog.tsx';
import { CardTypes } from './CardTypes.tsx';
import styles from './scratch.module.css';

/** No answer (or a server failure) may follow a committed purchase: the next tap reuses the request id. */
const mayHaveBought = (error: unknown) => !isApiError(error) || error.errcode <= 0 || error.errcode === Errcode.internal;

/** /scratch-cards: the cards the player owns and has not revealed, the cards on sale with their odds, the prizes won. */
export function ScratchListPage() {
  const { t } = useTranslation('scratch');
  const navigate = useNavigate();
  const info = useLoad(() => api('getScratchCardInfo', {}));
  const [buying, setBuying] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useRef<{ itemId: number; id: string } | null>(null);
  // With diamond coupons to pick from, a buy opens the checkout (docs/scratch.md "Buying"); without, it buys at once.
  const [checkout, setCheckout] = useState<ScratchCardType | null>(null);
  const [couponId, setCouponId] = useState<number | null>(null);

  const buy = async (type: ScratchCardType) => {
    setBuying(type.id);
    setFailure(null);
    const requestId = attempt.current?.itemId === type.itemId ? attempt.current.id : (attempt.current = { itemId: type.itemId, id: newRequestId() }).id;
    try {
      const chosen = heldCoupon(info.data?.coupons ?? [], couponId);
      const answer = await api('diamondExchangeScratchcard', { itemId: type.itemId, requestId, ...(chosen === null ? {} : { couponId: chosen }) });
      attempt.current = null;
      void refreshBalances().catch(() => undefined);
      void navigate(`/scratch-cards/${answer.card.id}`);
    } catch (error) {
      if (!mayHaveBought(error)) attempt.current = null;
      setFailure(failureMessage(error));
      info.reload();
    } finally {
      setBuying(null);
    }
  };

  const data = info.data;
  const typeName = (typeId: number) => data?.types.find((type) => type.id === typeId)?.name ?? t('title');
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} fallback="/diamond-mall" />
      <p className={styles.muted}>{t('intro')}</p>
      {!data ? (
        <LoadState failure={info.failure} onRetry={info.reload} />
      ) : (
        <>
          <Card aria-labelledby="scratch-mine">
            <h2 id="scratch-mine" className={styles.sectionTitle}>
              {t('mine')}
            </h2>
            {data.cards.length === 0 ? (
              <p className={styles.muted}>
                {t('none')} <Link to="/diamond-mall">{t('toMall')}</Link>
              </p>
            ) : (
              <ul className={styles.rows} data-testid="scratch-owned">
                {data.cards.map((card) => (
                  <li key={card.id} className={styles.row}>
                    <span>{t('cardName', { name: typeName(card.typeId), id: card.id })}</span>
                    <Link to={`/scratch-cards/${card.id}`}>{card.strokes.length ? t('resume') : t('scratch')}</Link>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          {failure && !checkout ? <FormAlert message={failure} /> : null}
          {/* A type off sale is listed only for a card still held (its name and look): no buy button for it. */}
          {data.types.some((type) => type.onSale) ? (
            <CardTypes
              types={data.types.filter((type) => type.onSale)}
              diamonds={data.diamonds}
              coupons={data.coupons}
              buying={buying}
              onBuy={(type) => {
                if (data.coupons.length === 0) return void buy(type);
                setFailure(null);
                setCouponId(null);
                setCheckout(type);
              }}
            />
          ) : null}
        </>
      )}
      {checkout && data ? (
        <CouponCheckout
          title={t('checkoutTitle', { name: checkout.name })}
          submitLabel={(count) => t('checkoutSubmit', { count })}
          price={checkout.price}
          coupons={data.coupons}
          chosen={heldCoupon(data.coupons, couponId)}
          onChoose={setCouponId}
          busy={buying === checkout.id}
          failure={failure}
          onConfirm={() => void buy(checkout)}
          onClose={() => setCheckout(null)}
        />
      ) : null}
      <AwardLog />
    </div>
  );
}
