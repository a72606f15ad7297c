import './i18n.ts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatPeso } from '../../shared/format/amount.ts';
import { Card } from '../../shared/ui/Card.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Tabs } from '../../shared/ui/Tabs.tsx';
import { useAppStore } from '../../store/index.ts';
import { channelNames } from './channels.ts';
import { DepositPanel } from './DepositPanel.tsx';
import { DepositResult } from './DepositResult.tsx';
import { SandboxRibbon } from './SandboxRibbon.tsx';
import { LockedBonus } from './LockedBonus.tsx';
import { useExchangeInfo } from './useExchangeInfo.ts';
import styles from './wallet.module.css';

type Tab = 'deposit' | 'withdraw';

/**
 * /wallets (and /wallets/v2): `?name=deposit|withdraw`, `&back=1` for a back button, `&orderNo=` on return
 * from paying, `&offer=first-deposit` for the deposit form with the first-deposit offer ticked. A
 * withdraw-only session (a paused account, docs/protection.md) has no Deposit tab: only the withdraw panel.
 */
export default function WalletsPage() {
  const { t } = useTranslation('wallet');
  const [params, setParams] = useSearchParams();
  const withdrawOnly = useAppStore((s) => s.withdrawOnlyUntil !== null);
  const tab: Tab = withdrawOnly || params.get('name') === 'withdraw' ? 'withdraw' : 'deposit';
  const orderNo = params.get('orderNo');
  const coin = useAppStore((s) => s.balances?.coin);
  // Points and diamonds (jackpot prizes, VIP awards) are not pesos: shown beside the coin, never added to it.
  const points = useAppStore((s) => s.balances?.points);
  const diamond = useAppStore((s) => s.balances?.diamond);
  const go = (next: Tab) => {
    const query = new URLSearchParams(params);
    query.set('name', next);
    query.delete('orderNo');
    setParams(query, { replace: true });
  };

  let panel = <WithdrawChannels withdrawOnly={withdrawOnly} />;
  // Keyed by the offer: arriving from the first-deposit popup while the form is open ticks the offer too.
  if (tab === 'deposit') panel = orderNo ? <DepositResult orderNo={orderNo} onAgain={() => go('deposit')} /> : <DepositPanel key={params.get('offer') ?? ''} />;

  return (
    <div className={styles.page}>
      {params.get('back') === '1' ? <PageHeader title={t('page.title')} fallback="/" /> : <h1 className={styles.pageTitle}>{t('page.title')}</h1>}
      <SandboxRibbon />
      <Card>
        <div className={styles.balance}>
          <span>{t('page.balance')}</span>
          <span className={styles.balanceValue} data-testid="wallet-balance">{coin === undefined ? '…' : formatPeso(coin)}</span>
        </div>
        <dl className={styles.otherBalances} aria-label={t('page.otherBalances')}>
          <div>
            <dt>{t('page.points')}</dt>
            <dd data-testid="wallet-points">{points === undefined ? '…' : points.toLocaleString('en-PH')}</dd>
          </div>
          <div>
            <dt>{t('page.diamonds')}</dt>
            <dd data-testid="wallet-diamonds">{diamond === undefined ? '…' : diamond.toLocaleString('en-PH')}</dd>
          </div>
        </dl>
      </Card>
      {withdrawOnly ? (
        <Card aria-label={t('page.withdraw')}>{panel}</Card>
      ) : (
        <Tabs<Tab>
          label={t('page.tabs')}
          items={[
            { key: 'deposit', label: t('page.deposit') },
            { key: 'withdraw', label: t('page.withdraw') },
          ]}
          active={tab}
          onChange={go}
        >
          <Card>{panel}</Card>
        </Tabs>
      )}
    </div>
  );
}

function WithdrawChannels({ withdrawOnly }: { withdrawOnly: boolean }) {
  const { t } = useTranslation('wallet');
  const { info } = useExchangeInfo();
  return (
    <div className={styles.form}>
      {info ? <LockedBonus state={info} withdrawOnly={withdrawOnly} /> : null}
      <p className={styles.intro}>{t('withdrawTab.intro')}</p>
      <ul className={styles.channelList}>
        {channelNames.map((name) => (
          <li key={name}>
            <Link to={`/withdrawal/${name}`} className={styles.card}>
              <span className={styles.cardIcon}>
                <Icon name={name === 'bank' ? 'bank' : 'wallet'} size={22} />
              </span>
              <span className={styles.cardTitle}>{t('withdrawTab.to', { channel: t(`channels.${name}`) })}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/wallets/card/list">{t('withdraw.manageAccounts')}</Link>
    </div>
  );
}
