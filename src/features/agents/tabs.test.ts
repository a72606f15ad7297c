import { describe, expect, it } from 'vitest';
import { parseTab, withTab } from './tabs.ts';

describe('agent tabs', () => {
  it('reads tabActive, unknown or missing as the overview', () => {
    expect(parseTab('team')).toBe('team');
    expect(parseTab('log')).toBe('log');
    expect(parseTab('rewards')).toBe('rewards');
    expect(parseTab('Rewards')).toBe('overview');
    expect(parseTab('overview')).toBe('overview');
    expect(parseTab('Team')).toBe('overview');
    expect(parseTab(null)).toBe('overview');
    expect(parseTab('__proto__')).toBe('overview');
  });

  it('writes the tab into the query and keeps the rest', () => {
    expect(withTab('', 'team')).toBe('?tabActive=team');
    expect(withTab('?tabActive=log&x=1', 'overview')).toBe('?tabActive=overview&x=1');
    expect(withTab('?tabActive=team', 'rewards')).toBe('?tabActive=rewards');
  });
});
