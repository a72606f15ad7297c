import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n.ts';
import './i18n.ts';
import { WithdrawHolds } from './WithdrawHolds.tsx';

beforeAll(() => {
  initI18n();
});

const render = (info: Parameters<typeof WithdrawHolds>[0]['info']) => renderToStaticMarkup(createElement(WithdrawHolds, { info }));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('what the withdraw page says keeps money back', () => {
  it('says nothing when no card money waits and nothing is held (or an older server says neither)', () => {
    expect(render({ cardUncleared: 0, cardClearsAt: null, withdrawHold: false })).toBe('');
    expect(render({})).toBe('');
  });

  it('names the card money and the Manila date it can be withdrawn from', () => {
    // 2026-12-08 06:05 UTC is 14:05 in Manila.
    const html = render({ cardUncleared: 150_000, cardClearsAt: Date.UTC(2026, 11, 8, 6, 5), withdrawHold: false });
    expect(text(html)).toMatch(/^₱1,500 of your balance was deposited by card\. It can be withdrawn from Dec 8, 2026.*2:05.*PM \(Manila time\)\.$/);
    expect(html).not.toContain('role="alert"');
  });

  it('says withdrawals are on hold, as an alert', () => {
    const html = render({ cardUncleared: 0, cardClearsAt: null, withdrawHold: true });
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain('Withdrawals are on hold while a refund or dispute');
  });
});
