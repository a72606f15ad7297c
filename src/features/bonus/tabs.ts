/** The bonus centre's sections and the paths that show them (spec §2: /bonus and /v2/bonus with their children). */
export type BonusTab = 'overview' | 'event' | 'rebate' | 'record' | 'tasks' | 'vip';

/** The child path after `/bonus` or `/v2/bonus` → its section ("reward" is the record, "event/v2" the promotions). */
export function bonusTabOf(pathname: string): { base: '/bonus' | '/v2/bonus'; tab: BonusTab } {
  const v2 = pathname.startsWith('/v2/');
  const base = v2 ? '/v2/bonus' : '/bonus';
  const child = pathname.slice(base.length).replace(/^\/|\/$/g, '');
  const tab: BonusTab = child.startsWith('event') ? 'event' : child === 'reward' || child === 'record' ? 'record' : child === 'rebate' || child === 'tasks' || child === 'vip' ? child : v2 ? 'event' : 'overview';
  return { base, tab };
}

/** The tabs each variant shows: /v2/bonus has no overview and no VIP child. */
export function bonusTabs(base: '/bonus' | '/v2/bonus'): BonusTab[] {
  return base === '/bonus' ? ['overview', 'event', 'rebate', 'record', 'tasks', 'vip'] : ['event', 'rebate', 'record', 'tasks'];
}

export function bonusPath(base: string, tab: BonusTab): string {
  return tab === 'overview' ? base : `${base}/${tab}`;
}
