import { describe, expect, it } from 'vitest';
import { emptyShowForm, formOfShow, showBody, type ShowForm } from './showForm.ts';

const NOW = Date.UTC(2026, 11, 8, 0, 0);
// 2026-12-08 10:00 in Manila is 02:00 UTC.
const form = (over: Partial<ShowForm> = {}): ShowForm => ({ ...emptyShowForm(), title: 'Friday live', hostName: 'Ate Joy', url: '/live/index.m3u8', startsAt: '2026-12-08T10:00', durationMinutes: '30', rewardMinutes: '5', rewardCoin: '20', wagering: '1', ...over });

describe('the live show form (docs/console.md "Live shows and Follow")', () => {
  it('makes the body: Manila start, pesos in hundredths', () => {
    expect(showBody(form(), { now: NOW, others: [] })).toEqual({
      body: { title: 'Friday live', hostName: 'Ate Joy', url: '/live/index.m3u8', startsAt: Date.UTC(2026, 11, 8, 2, 0), durationMinutes: 30, rewardMinutes: 5, rewardCoin: 2000, wagering: 1 },
    });
  });

  it('refuses at the field what the server would refuse', () => {
    const field = (over: Partial<ShowForm>, others = [] as { showId: number; startsAt: number; endsAt: number; state: 'scheduled' }[]) => {
      const checked = showBody(form(over), { now: NOW, others });
      return 'refusal' in checked ? checked.refusal.field : null;
    };
    expect(field({ title: ' ' })).toBe('title');
    expect(field({ url: '' })).toBe('url');
    expect(field({ startsAt: '' })).toBe('startsAt');
    expect(field({ startsAt: '2026-12-08T07:00' })).toBe('startsAt'); // over before now (23:30 UTC the day before + 30 min)
    expect(field({ durationMinutes: '2' })).toBe('durationMinutes');
    expect(field({ rewardMinutes: '0' })).toBe('rewardMinutes');
    expect(field({ rewardCoin: '0' })).toBe('rewardCoin');
    expect(field({ rewardMinutes: '31' })).toBe('rewardMinutes');
    expect(field({}, [{ showId: 4, startsAt: Date.UTC(2026, 11, 8, 2, 15), endsAt: Date.UTC(2026, 11, 8, 3, 0), state: 'scheduled' }])).toBe('startsAt');
    expect(field({ rewardMinutes: '0', rewardCoin: '0' })).toBeNull();
  });

  it('reads a show back into the form', () => {
    const show = { showId: 1, title: 'T', hostName: 'H', url: '/x.m3u8', startsAt: Date.UTC(2026, 11, 8, 2, 0), endsAt: Date.UTC(2026, 11, 8, 2, 30), durationMinutes: 30, rewardMinutes: 5, rewardCoin: 2000, wagering: 1, state: 'scheduled' as const, viewers: 0, earned: 0, paid: 0, createdBy: 'a', createdAt: 0 };
    expect(formOfShow(show)).toMatchObject({ startsAt: '2026-12-08T10:00', rewardCoin: '20' });
  });
});
