import './i18n.ts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { Tabs } from '../../shared/ui/Tabs.tsx';
import { useAppStore } from '../../store/index.ts';
import styles from './lottery.module.css';

// Each sub-page is a chunk of its own (spec §2: product, order, history, record, rule).
const ProductsPage = lazy(() => import('./ProductsPage.tsx'));
const OrderPage = lazy(() => import('./OrderPage.tsx'));
const HistoryPage = lazy(() => import('./HistoryPage.tsx'));
const RecordPage = lazy(() => import('./RecordPage.tsx'));
const RulePage = lazy(() => import('./RulePage.tsx'));

const TABS = ['product', 'order', 'history', 'record', 'rule'] as const;
type Tab = (typeof TABS)[number];

/**
 * /activity/lottery and its sub-pages (issue 32, docs/lottery.md): the digital number game's products,
 * the order form, past draws with their proofs, the player's tickets and the rules with exact odds.
 */
export default function LotteryRoutes() {
  const { t } = useTranslation('lottery');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const token = useAppStore((s) => s.token);
  const sub = pathname.replace(/\/$/, '').split('/')[3] ?? '';
  const tab: Tab = (TABS as readonly string[]).includes(sub) ? (sub as Tab) : 'product';
  const tabs = TABS.filter((key) => token !== null || key !== 'record').map((key) => ({ key, label: t(`tabs.${key}`) }));
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} fallback="/" />
      <Tabs items={tabs} active={tab} onChange={(key) => void navigate(`/activity/lottery/${key}`)} label={t('tabs.label')}>
        <Suspense fallback={<Spinner size={28} />}>
          {tab === 'product' ? <ProductsPage key={token ?? 'visitor'} /> : null}
          {tab === 'order' ? <OrderPage key={`${token ?? 'visitor'}${search}`} /> : null}
          {tab === 'history' ? <HistoryPage /> : null}
          {tab === 'record' ? <RecordPage key={token ?? 'visitor'} /> : null}
          {tab === 'rule' ? <RulePage key={search} /> : null}
        </Suspense>
      </Tabs>
    </div>
  );
}
