import { describe, expect, it } from 'vitest';
import { bonusPath, bonusTabOf, bonusTabs } from './tabs.ts';

describe('bonus centre tabs', () => {
  it('reads the section from every spec path', () => {
    expect(bonusTabOf('/bonus')).toEqual({ base: '/bonus', tab: 'overview' });
    expect(bonusTabOf('/bonus/')).toEqual({ base: '/bonus', tab: 'overview' });
    expect(bonusTabOf('/bonus/event')).toEqual({ base: '/bonus', tab: 'event' });
    expect(bonusTabOf('/bonus/event/v2')).toEqual({ base: '/bonus', tab: 'event' });
    expect(bonusTabOf('/bonus/rebate').tab).toBe('rebate');
    expect(bonusTabOf('/bonus/record').tab).toBe('record');
    expect(bonusTabOf('/bonus/reward').tab).toBe('record');
    expect(bonusTabOf('/bonus/tasks').tab).toBe('tasks');
    expect(bonusTabOf('/bonus/vip').tab).toBe('vip');
    expect(bonusTabOf('/v2/bonus/reward')).toEqual({ base: '/v2/bonus', tab: 'record' });
    expect(bonusTabOf('/v2/bonus/event')).toEqual({ base: '/v2/bonus', tab: 'event' });
  });
  it('links each tab to its path, the v2 variant without overview and VIP', () => {
    expect(bonusTabs('/bonus').map((tab) => bonusPath('/bonus', tab))).toEqual(['/bonus', '/bonus/event', '/bonus/rebate', '/bonus/record', '/bonus/tasks', '/bonus/vip']);
    expect(bonusTabs('/v2/bonus')).toEqual(['event', 'rebate', 'record', 'tasks']);
    for (const base of ['/bonus', '/v2/bonus'] as const) for (const tab of bonusTabs(base)) expect(bonusTabOf(bonusPath(base, tab)).tab).toBe(tab);
  });
});
