import './i18n.ts';
import '../../shared/rewards/i18n.ts';
import { useLocation } from 'react-router';
import { OrdersPage } from './OrdersPage.tsx';
import { ShopPage } from './ShopPage.tsx';

/** /diamond-mall and /diamond-mall/orders (issue 29, docs/diamonds.md) as one chunk, loaded on first visit. */
export default function DiamondRoutes() {
  const { pathname } = useLocation();
  return pathname.replace(/\/$/, '').endsWith('/orders') ? <OrdersPage /> : <ShopPage />;
}
