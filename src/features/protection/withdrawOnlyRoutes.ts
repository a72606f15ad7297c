/**
 * Where a withdraw-only session (a paused account, docs/protection.md) may go: the withdraw tab and
 * pages, the withdrawal accounts, the coin record, identity verification (a large withdrawal needs it),
 * coin a game still holds, the pause's own status page, and the information pages. Anything else
 * (the lobby, games, deposits, rewards, the account pages) goes to the withdraw tab; the server refuses
 * those calls anyway (6002).
 */
export const WITHDRAW_HOME = '/wallets?name=withdraw';

const EXACT = new Set([
  '/wallets/record',
  '/v2/wallets/record',
  '/wallets/card/list',
  '/wallets/card/list/v2',
  '/wallets/card/edit',
  '/member/profile/kyc',
  '/rules/kyc',
  '/member/retrieve-balance',
  '/member/self-limited',
  '/about-us',
  '/faq',
  '/terms-of-use',
  '/privacy-policy',
  '/service',
  '/error/404',
  '/maintenance',
]);
const PREFIXES = ['/withdrawal/', '/faq/'];
const WALLETS = new Set(['/wallets', '/wallets/v2']);

/** Null when the page may show; else where to go instead. */
export function withdrawOnlyRedirect(pathname: string, search: URLSearchParams): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (WALLETS.has(path)) return search.get('name') === 'withdraw' ? null : WITHDRAW_HOME;
  if (EXACT.has(path) || PREFIXES.some((prefix) => path.startsWith(prefix))) return null;
  return WITHDRAW_HOME;
}
