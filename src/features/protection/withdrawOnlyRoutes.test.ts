import { describe, expect, it } from 'vitest';
import { routes } from '../../app/routes.ts';
import { WITHDRAW_HOME, withdrawOnlyRedirect } from './withdrawOnlyRoutes.ts';

const go = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'https://swerte.test');
  return withdrawOnlyRedirect(pathname, searchParams);
};

describe('a withdraw-only session’s pages', () => {
  it('lets the withdrawal, the accounts, the record, KYC, the pause status and the information pages show', () => {
    for (const url of ['/wallets?name=withdraw', '/wallets/v2?name=withdraw&back=1', '/withdrawal/gcash', '/wallets/card/list', '/wallets/card/edit?type=gcash', '/wallets/record', '/member/profile/kyc', '/member/self-limited', '/faq/deposit', '/terms-of-use', '/wallets/record/']) {
      expect(go(url), url).toBeNull();
    }
  });

  it('sends everything else to the withdraw tab: the lobby, deposits, games, rewards, the account', () => {
    for (const url of ['/', '/wallets', '/wallets?name=deposit', '/game/play/101', '/vip', '/bonus/rebate', '/member', '/member/security', '/activity/jackpot', '/auth/login', '/withdrawal', '/wallets/recordx']) {
      expect(go(url), url).toBe(WITHDRAW_HOME);
    }
  });

  it('names only paths the route table has', () => {
    const paths = new Set(routes.map((route) => route.path));
    for (const url of ['/wallets/record', '/v2/wallets/record', '/wallets/card/list', '/wallets/card/list/v2', '/wallets/card/edit', '/member/profile/kyc', '/rules/kyc', '/member/retrieve-balance', '/member/self-limited', '/service', '/maintenance']) {
      expect(paths.has(url), url).toBe(true);
    }
    expect(paths.has('/withdrawal/:name')).toBe(true);
  });
});
