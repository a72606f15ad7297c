import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n.ts';
import BankruptGiftPopup from './BankruptGiftPopup.tsx';
import { giftOf, type GiftInfo } from './giftWatch.ts';

beforeAll(() => {
  initI18n();
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replaceAll('&#x27;', "'").replace(/\s+/g, ' ');
const now = Date.now();
const info: GiftInfo = {
  bankrupt: true,
  canReceiveLastMs: now + 29 * 60_000 + 30_000,
  gift2LastMs: now + 3 * 3600_000,
  currBet: 15_000,
  validBet: 10_000,
  awardList: [
    { id: 1, propId: 2001, count: 1_000, canReceive: false, isReceived: true, validBet: 10_000 },
    { id: 2, propId: 2001, count: 2_000, canReceive: true, isReceived: false, validBet: 15_000 },
    { id: 3, propId: 2001, count: 5_000, canReceive: false, isReceived: false, validBet: 200_000 },
  ],
  threshold: 100,
  serverTime: now,
};
const render = (over: Partial<GiftInfo> = {}) =>
  text(renderToStaticMarkup(createElement(BankruptGiftPopup, { gift: giftOf({ ...info, ...over }, now), onClose: () => undefined, onReload: () => undefined })));

describe('the bankruptcy gift popup', () => {
  it("shows the countdowns, today's bets and each award: claimed, Claim, bet ₱X more today", () => {
    const html = render();
    expect(html).toContain('Bankruptcy gift');
    expect(html).toMatch(/Claim within 29:3\d/);
    expect(html).toMatch(/Today's gifts end in 2:59:\d\d|Today's gifts end in 3:00:00/);
    expect(html).toContain('Your valid bets today: ₱150');
    expect(html).toContain('Gift 1 ₱10');
    expect(html).toContain('Claimed');
    expect(html).toContain('Gift 2 ₱20');
    expect(html).toContain('Claim ');
    expect(html).toContain('Bet ₱1,850 more today');
    expect(html).toContain('Not yet');
    expect(html).toContain('Later');
  });

  it('opened from the bonus centre by a player who is not bankrupt: how the gift works, nothing to claim, no window', () => {
    const html = render({ bankrupt: false, canReceiveLastMs: 0, awardList: info.awardList.map((a) => ({ ...a, canReceive: false, isReceived: false })) });
    expect(html).toContain('If your balance runs out after you play');
    expect(html).not.toContain('Your balance has run out');
    expect(html).not.toContain('Claim within');
    expect(html).not.toContain('The time to claim this gift has run out.');
    expect(html).toContain('Gift 1 ₱10');
    expect(html).not.toContain('Claim ');
    expect(html).toContain('Close');
  });

  it('says when the time to claim has run out, and offers only Close', () => {
    const html = render({ canReceiveLastMs: now - 1, awardList: info.awardList.map((a) => ({ ...a, canReceive: false })) });
    expect(html).toContain('The time to claim this gift has run out.');
    expect(html).not.toContain('Claim within');
    expect(html).toContain('Close');
  });
});
