import { describe, expect, it } from 'vitest';
import { channelsBody, codeBody, emptyCodeForm } from './followForm.ts';

const NOW = Date.UTC(2026, 11, 8, 0, 0);

describe('the Follow forms (docs/console.md "Live shows and Follow")', () => {
  it('channels: https only, icon aliases in lower case, names required', () => {
    expect(channelsBody([{ name: ' Facebook ', url: 'https://facebook.com/swerte', icon: 'Facebook' }])).toEqual({ body: { channels: [{ name: 'Facebook', url: 'https://facebook.com/swerte', icon: 'facebook' }] } });
    expect(channelsBody([{ name: 'FB', url: 'http://facebook.com/swerte', icon: 'facebook' }])).toMatchObject({ refusal: { field: 'channels.0.url' } });
    expect(channelsBody([{ name: '', url: 'https://x.com/s', icon: 'x' }])).toMatchObject({ refusal: { field: 'channels.0.name' } });
    expect(channelsBody([{ name: 'X', url: 'https://x.com/s', icon: 'x!' }])).toMatchObject({ refusal: { field: 'channels.0.icon' } });
  });

  it('channels: a saved row keeps its id (its codes keep their channel), a new row has none, the order is the list order', () => {
    const rows = [
      { id: 7, name: 'YouTube', url: 'https://youtube.com/@swerte', icon: 'youtube' },
      { name: 'TikTok', url: 'https://tiktok.com/@swerte', icon: 'tiktok' },
      { id: 3, name: 'Facebook PH', url: 'https://facebook.com/swerte', icon: 'facebook' },
    ];
    expect(channelsBody(rows)).toEqual({
      body: {
        channels: [
          { id: 7, name: 'YouTube', url: 'https://youtube.com/@swerte', icon: 'youtube' },
          { name: 'TikTok', url: 'https://tiktok.com/@swerte', icon: 'tiktok' },
          { id: 3, name: 'Facebook PH', url: 'https://facebook.com/swerte', icon: 'facebook' },
        ],
      },
    });
    expect(channelsBody(rows.slice(1))).toMatchObject({ body: { channels: [{ name: 'TikTok' }, { id: 3 }] } });
    expect(channelsBody([])).toEqual({ body: { channels: [] } });
  });

  it('a code: its text, a window in Manila time ending in the future, whole pesos', () => {
    const form = { ...emptyCodeForm(), code: 'swerte-26', channelId: '3', startsAt: '2026-12-08T08:00', endsAt: '2026-12-09T08:00', rewardCoin: '10', wagering: '1' };
    expect(codeBody(form, NOW)).toEqual({ body: { code: 'swerte-26', channelId: 3, startsAt: Date.UTC(2026, 11, 8, 0, 0), endsAt: Date.UTC(2026, 11, 9, 0, 0), rewardCoin: 1000, wagering: 1 } });
    expect(codeBody({ ...form, code: 'ab' }, NOW)).toMatchObject({ refusal: { field: 'code' } });
    expect(codeBody({ ...form, endsAt: '2026-12-08T07:00' }, NOW)).toMatchObject({ refusal: { field: 'endsAt' } });
    expect(codeBody({ ...form, endsAt: '2027-06-08T07:00' }, NOW)).toMatchObject({ refusal: { field: 'endsAt' } });
    expect(codeBody({ ...form, rewardCoin: '0' }, NOW)).toMatchObject({ refusal: { field: 'rewardCoin' } });
    expect(codeBody({ ...form, channelId: '' }, NOW)).toMatchObject({ body: { channelId: null } });
  });
});
