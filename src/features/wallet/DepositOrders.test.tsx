import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DepositOrder } from '../../../contract/index.ts';
import { initI18n } from '../../shared/i18n/i18n.ts';
import './i18n.ts';
import { DepositOrderList } from './DepositOrders.tsx';

beforeAll(() => {
  initI18n();
});

const order = (orderNo: string, status: string, amount = 50_000): DepositOrder => ({
  orderNo,
  typeId: 1,
  amount,
  status,
  payUrl: '',
  createdAt: Date.UTC(2026, 10, 25, 4, 0),
  expiresAt: Date.UTC(2026, 10, 25, 4, 30),
  couponId: null,
  bonus: 0,
  firstDepositBonus: 0,
});
const render = (orders: DepositOrder[] | null, failed = false) =>
  renderToStaticMarkup(createElement(DepositOrderList, { orders, failed, channels: { '1': { name: 'GCash' } } })).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('DepositOrderList (the coin record\'s deposits)', () => {
  it('names each status in words, the ones protection stopped too, with a note on refunds', () => {
    const text = render([order('D1', 'paid'), order('D2', 'cancelled'), order('D3', 'refund_due'), order('D4', 'refunded'), order('D5', 'something_new')]);
    expect(text).toContain('₱500 GCash ·');
    expect(text).toContain('Paid');
    expect(text).toContain('Cancelled: your limits or a pause took effect');
    expect(text).toContain('Not added: being refunded');
    expect(text).toContain('Refunded');
    expect(text).toContain('something_new');
    expect(text).toContain('it is refunded to the account you paid from');
  });

  it('has no refund note when every order became coin or is waiting, and says when there are none', () => {
    expect(render([order('D1', 'paid'), order('D2', 'pending')])).not.toContain('refunded to the account');
    expect(render([])).toContain('No deposit orders yet.');
    expect(render(null, true)).toContain('load your deposit orders.');
  });
});
