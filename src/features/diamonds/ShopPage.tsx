import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CallResult } from '../../../contract/index.ts';
import type { DiamondAddress, DiamondItem } from '../../../contract/calls/diamonds.ts';
import { PropId } from '../../../contract/enums.ts';
import { Errcode } from '../../../contract/errcodes.ts';
import { api } from '../../api/client.ts';
import { isApiError } from '../../api/ApiError.ts';
import { CouponCheckout, CouponPicker } from '../../shared/diamonds/CouponCheckout.tsx';
import { heldCoupon, priceWith } from '../../shared/diamonds/couponPrice.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { newRequestId } from '../../shared/requestId.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { useLoad } from '../../shared/rewards/useLoad.ts';
import { refreshBalances } from '../../shared/session/session.ts';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { useAppStore } from '../../store/index.ts';
import { AddressForm, EMPTY_ADDRESS } from './AddressForm.tsx';
import { AddupAwards } from './AddupAwards.tsx';
import { DiamondLog } from './DiamondLog.tsx';
import { ItemCard } from './ItemCard.tsx';
import { MallTabs } from './MallTabs.tsx';
import { Ticker } from './Ticker.tsx';
import styles from './diamonds.module.css';

export type ShopData = CallResult<'diamondShopData'>;

/**
 * No answer (timeout, offline) or a server failure may follow a committed exchange: the next tap sends
 * the same requestId, so the server answers that exchange instead of making another.
 */
const mayHaveBought = (error: unknown) => !isApiError(error) || error.errcode <= 0 || error.errcode === Errcode.internal;
type Failure = { message: string; field?: string };
const failureOf = (error: unknown): Failure => ({ message: failureMessage(error), field: isApiError(error) ? error.field : undefined });

/** /diamond-mall: the balance, the ticker, the items (coin at once, goods with an address), the add-up awards, the log. */
export function ShopPage() {
  const { t } = useTranslation('diamonds');
  const navigate = useNavigate();
  const shop = useLoad(() => api('diamondShopData', {}));
  const [buying, setBuying] = useState<number | null>(null);
  const [ordering, setOrdering] = useState<DiamondItem | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState<{ message: string; order: boolean } | null>(null);
  const [logVersion, setLogVersion] = useState(0);
  // A diamond coupon chosen at a checkout (docs/diamonds.md "Coupons"), and the coin item whose checkout is open.
  const [couponId, setCouponId] = useState<number | null>(null);
  const [checkout, setCheckout] = useState<DiamondItem | null>(null);
  // What the next confirm sends: the choice, while the player still holds that coupon.
  const chosenCoupon = heldCoupon(shop.data?.coupons ?? [], couponId);
  const withCoupon = chosenCoupon === null ? {} : { couponId: chosenCoupon };
  // One id per attempt at one item: a retry after no answer reuses it.
  const attempt = useRef<{ itemId: number; id: string } | null>(null);
  const idFor = (itemId: number) => (attempt.current?.itemId === itemId ? attempt.current.id : (attempt.current = { itemId, id: newRequestId() }).id);

  const settled = async (message: { message: string; order: boolean } | null) => {
    attempt.current = null;
    setCouponId(null);
    setDone(message);
    shop.reload();
    setLogVersion((v) => v + 1);
    await refreshBalances().catch(() => undefined);
  };

  const buyCoin = async (item: DiamondItem) => {
    setBuying(item.id);
    setFailure(null);
    setDone(null);
    try {
      const answer = await api('diamondExchangeCoin', { itemId: item.id, requestId: idFor(item.id), ...withCoupon });
      setCheckout(null);
      useAppStore.getState().showReward([{ propId: PropId.coin, count: answer.paid }], item.wagering > 0 ? answer.paid : 0);
      await settled({ message: t('doneCoin', { count: answer.spent, amount: formatPeso(answer.paid) }), order: false });
    } catch (error) {
      if (!mayHaveBought(error)) attempt.current = null;
      setFailure(failureOf(error));
    } finally {
      setBuying(null);
    }
  };

  // A scratch card (issue 29, docs/scratch.md): bought here, then opened on its own page to scratch.
  const buyScratchCard = async (item: DiamondItem) => {
    setBuying(item.id);
    setFailure(null);
    setDone(null);
    try {
      const answer = await api('diamondExchangeScratchcard', { itemId: item.id, requestId: idFor(item.id) });
      attempt.current = null;
      void refreshBalances().catch(() => undefined);
      void navigate(`/scratch-cards/${answer.card.id}`);
    } catch (error) {
      if (!mayHaveBought(error)) attempt.current = null;
      setFailure(failureOf(error));
    } finally {
      setBuying(null);
    }
  };

  const order = async (item: DiamondItem, address: DiamondAddress) => {
    setBuying(item.id);
    setFailure(null);
    try {
      const answer = await api('diamondExchangeGoods', { itemId: item.id, requestId: idFor(item.id), address, ...withCoupon });
      setOrdering(null);
      await settled({ message: t('doneGoods', { id: answer.order.id }), order: true });
    } catch (error) {
      if (!mayHaveBought(error)) attempt.current = null;
      setFailure(failureOf(error));
    } finally {
      setBuying(null);
    }
  };

  const data = shop.data;
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} fallback="/member" />
      <MallTabs />
      {/* Scratch cards are sold through the mall but listed on their own page, with their odds (issue 29). */}
      <Link className={styles.tab} style={{ justifySelf: 'start' }} to="/scratch-cards" data-testid="mall-scratch-cards">
        {t('common:titles.scratchCards')}
      </Link>
      <Ticker />
      {!data ? (
        <LoadState failure={shop.failure} onRetry={shop.reload} />
      ) : (
        <>
          <Card aria-labelledby="diamond-balance-label">
            <p id="diamond-balance-label" className={styles.muted}>
              {t('balance')}
            </p>
            <p className={styles.balance} data-testid="diamond-balance">
              {data.diamonds.toLocaleString('en-PH')}
            </p>
            <p className={styles.muted}>{t('spent', { count: data.spent })}</p>
          </Card>
          {done ? (
            <p className={styles.done} role="status">
              {done.message} {done.order ? <Link to="/diamond-mall/orders">{t('tabs.orders')}</Link> : null}
            </p>
          ) : null}
          {failure && !ordering && !checkout ? <FormAlert message={failure.message} /> : null}
          {data.items.length === 0 ? (
            <p className={styles.muted}>{t('empty')}</p>
          ) : (
            <ul className={styles.grid} aria-label={t('title')}>
              {data.items.map((item) => (
                <ItemCard
                  key={item.id}
                  item={item}
                  diamonds={data.diamonds}
                  coupons={data.coupons}
                  busy={buying === item.id}
                  onBuy={() => {
                    // With coupons to pick from, a coin item opens its checkout; without, it is exchanged at once.
                    if (item.kind === 'coin' && data.coupons.length > 0) {
                      setFailure(null);
                      setDone(null);
                      setCouponId(null);
                      setCheckout(item);
                    } else if (item.kind === 'coin') void buyCoin(item);
                    else if (item.kind === 'scratchCard') void buyScratchCard(item);
                    else {
                      setFailure(null);
                      setDone(null);
                      setCouponId(null);
                      setOrdering(item);
                    }
                  }}
                />
              ))}
            </ul>
          )}
          <AddupAwards awards={data.addup} spent={data.spent} onClaimed={() => void settled(null)} />
        </>
      )}
      <DiamondLog key={logVersion} />
      {ordering ? (
        <Modal title={t('address.title', { name: ordering.name })} onClose={() => setOrdering(null)}>
          <CouponPicker price={ordering.price} coupons={data?.coupons ?? []} chosen={chosenCoupon} onChoose={setCouponId} />
          <AddressForm
            initial={EMPTY_ADDRESS}
            submitLabel={t('address.submit', { count: priceWith(ordering.price, data?.coupons ?? [], chosenCoupon).paid })}
            busy={buying === ordering.id}
            failure={failure}
            onSubmit={(address) => void order(ordering, address)}
            onCancel={() => setOrdering(null)}
          />
        </Modal>
      ) : null}
      {checkout ? (
        <CouponCheckout
          title={t('checkout.coinTitle', { name: checkout.name })}
          submitLabel={(count) => t('checkout.coinSubmit', { count })}
          price={checkout.price}
          coupons={data?.coupons ?? []}
          chosen={chosenCoupon}
          onChoose={setCouponId}
          busy={buying === checkout.id}
          failure={failure?.message ?? null}
          onConfirm={() => void buyCoin(checkout)}
          onClose={() => setCheckout(null)}
        />
      ) : null}
    </div>
  );
}
