import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BonusStanding, CallResult } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { multipleText } from '../../shared/offers/format.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import styles from '../../shared/rewards/rewards.module.css';
import { useLoad } from '../../shared/rewards/useLoad.ts';
import { Card } from '../../shared/ui/Card.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { useAppStore } from '../../store/index.ts';
import offers from './offers.module.css';

type Offer = CallResult<'firstDepositOffer'>;

/** Where the deposit form opens with the offer ticked. */
export const DEPOSIT_WITH_OFFER = '/wallets?name=deposit&offer=first-deposit';

/**
 * /activity/first-deposit: the offer's terms, a way to deposit with it while it applies, and the
 * bonuses the player holds from it and from sign-up (the welcome bonus waiting for the first deposit).
 * What applies is the server's answer (firstDepositOffer); the page only shows it.
 */
export function FirstDepositPage() {
  const { t } = useTranslation('offers');
  const signedIn = useAppStore((s) => Boolean(s.token));
  const { data, failure, reload } = useLoad(() => api('firstDepositOffer', {}));
  return (
    <div className={styles.page}>
      <PageHeader title={t('firstDeposit.title')} fallback="/bonus" />
      {!data ? <LoadState failure={failure} onRetry={reload} /> : <OfferView offer={data} signedIn={signedIn} />}
    </div>
  );
}

function OfferView({ offer, signedIn }: { offer: Offer; signedIn: boolean }) {
  const { t } = useTranslation('offers');
  return (
    <>
      <Card aria-labelledby="offer-headline">
        <h2 id="offer-headline" className={offers.headline}>
          {t('firstDeposit.headline', { percent: offer.percent })}
        </h2>
        <p>{t('firstDeposit.cap', { max: formatPeso(offer.maxBonus), min: formatPeso(offer.minDeposit) })}</p>
        <OfferAction offer={offer} signedIn={signedIn} />
      </Card>
      {offer.bonus ? <Standing id="offer-paid" title={t('firstDeposit.paidTitle')} standing={offer.bonus} first /> : null}
      {offer.welcome ? <Standing id="offer-welcome" title={t('firstDeposit.welcomeTitle')} standing={offer.welcome} /> : null}
      <Card aria-labelledby="offer-terms">
        <h2 id="offer-terms" className={styles.sectionTitle}>
          {t('firstDeposit.termsTitle')}
        </h2>
        <ul className={offers.terms}>
          <li>{t('firstDeposit.termOptIn')}</li>
          <li>{t('firstDeposit.termPaid')}</li>
          <li>{t('firstDeposit.termFirst')}</li>
          <li>{offer.wagering > 0 ? t('firstDeposit.termWagering', { times: t('times', { times: multipleText(offer.wagering) }) }) : t('firstDeposit.termNoWagering')}</li>
        </ul>
      </Card>
    </>
  );
}

/** The one thing to do now: sign in, deposit with the offer, or why it cannot be taken. */
function OfferAction({ offer, signedIn }: { offer: Offer; signedIn: boolean }) {
  const { t } = useTranslation('offers');
  if (!offer.running) return <p className={styles.muted}>{t('notRunning')}</p>;
  if (!signedIn) {
    return (
      <>
        <p className={styles.muted}>{t('firstDeposit.signInPrompt')}</p>
        <Link to={`/auth/login?redirect=${encodeURIComponent('/activity/first-deposit')}`} className={offers.action}>
          {t('signIn')}
        </Link>
      </>
    );
  }
  if (offer.withheld) return <p className={styles.muted}>{t('withheld')}</p>;
  if (offer.hasDeposit) return <p className={styles.muted}>{t('firstDeposit.closed')}</p>;
  return offer.applies ? (
    <Link to={DEPOSIT_WITH_OFFER} className={offers.action}>
      {t('firstDeposit.depositNow')}
    </Link>
  ) : null;
}

/** A bonus the player holds (first-deposit or welcome) and what of it is still locked. */
function Standing({ id, title, standing, first = false }: { id: string; title: string; standing: BonusStanding; first?: boolean }) {
  const { t } = useTranslation('offers');
  const amount = formatPeso(standing.amount);
  const bets = formatPeso(standing.turnoverLeft);
  let lines: string[];
  if (first) lines = [t('firstDeposit.paid', { amount }), standing.locked > 0 ? t('firstDeposit.locked', { amount: formatPeso(standing.locked), bets }) : t('firstDeposit.unlocked')];
  else if (standing.needsDeposit) lines = [t('firstDeposit.welcomeWaits', { amount }), ...(standing.turnoverLeft > 0 ? [t('firstDeposit.welcomeBets', { bets })] : [])];
  else lines = [standing.locked > 0 ? t('firstDeposit.welcomeLocked', { amount, bets }) : t('firstDeposit.welcomeUnlocked', { amount })];
  return (
    <Card aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {lines.map((line) => (
        <p key={line} data-testid={id}>
          {line}
        </p>
      ))}
      <Link to="/reward/record">{t('firstDeposit.records')}</Link>
    </Card>
  );
}
