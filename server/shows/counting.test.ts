import { describe, expect, it } from 'vitest';
import { creditFor, MAX_GAP_MS, MIN_GAP_MS, rewardStateOf } from './counting.ts';
import { liveStreamOrigins } from '../config/live-streams.ts';
import { streamUrlAllowed } from './stream-url.ts';

describe('live shows: what a ping is worth (docs/shows.md "Counting")', () => {
  it('credits the gap up to one interval, nothing sooner than the minimum, nothing after a long gap, never past the show', () => {
    expect(creditFor(0, MIN_GAP_MS - 1, 0, 3600)).toEqual({ credited: 0, moveLast: false });
    expect(creditFor(0, MIN_GAP_MS, 0, 3600)).toEqual({ credited: 25, moveLast: true });
    expect(creditFor(0, 45_000, 0, 3600)).toEqual({ credited: 30, moveLast: true });
    expect(creditFor(0, MAX_GAP_MS, 0, 3600)).toEqual({ credited: 30, moveLast: true });
    expect(creditFor(0, MAX_GAP_MS + 1, 0, 3600)).toEqual({ credited: 0, moveLast: true });
    expect(creditFor(0, 30_000, 3590, 3600)).toEqual({ credited: 10, moveLast: true });
    expect(creditFor(0, 30_000, 3600, 3600)).toEqual({ credited: 0, moveLast: true });
  });

  it('reward states', () => {
    const show = { rewardMinutes: 2, rewardCoin: 100 };
    expect(rewardStateOf({ rewardMinutes: 0, rewardCoin: 0 }, undefined)).toBe('none');
    expect(rewardStateOf(show, undefined)).toBe('watching');
    expect(rewardStateOf(show, { watchedSeconds: 119, grantId: null })).toBe('watching');
    expect(rewardStateOf(show, { watchedSeconds: 120, grantId: null })).toBe('ready');
    expect(rewardStateOf(show, { watchedSeconds: 120, grantId: 7 })).toBe('claimed');
  });
});

describe('live shows: stream addresses (docs/shows.md "Streams")', () => {
  it.each([
    ['https://cdn.example.com/live/index.m3u8', true, true],
    ['/dev/live-stream/index.m3u8', true, true],
    ['//evil.example.com/x.m3u8', false, false],
    ['/\\evil.example.com/x.m3u8', false, false],
    ['http://127.0.0.1:4383/s/index.m3u8', false, true],
    ['http://localhost:5173/s/index.m3u8', false, true],
    ['http://cdn.example.com/x.m3u8', false, false],
    ['https://user:pw@cdn.example.com/x.m3u8', false, false],
    ['https://other.example.com/x.m3u8', false, false],
    ['javascript:alert(1)', false, false],
    ['data:application/x-mpegurl,#EXTM3U', false, false],
    ['https://cdn.example.com/a b.m3u8', false, false],
  ])('%s: production %s, development %s', (url, production, development) => {
    const origins = ['https://cdn.example.com', 'http://127.0.0.1:4383', 'http://localhost:5173'];
    expect(streamUrlAllowed(url, 'production', origins)).toBe(production);
    expect(streamUrlAllowed(url, 'development', origins)).toBe(development);
    expect(streamUrlAllowed(url, 'development', [])).toBe(url.startsWith('/') && development);
  });
});

describe('LIVE_STREAM_ORIGINS', () => {
  it('keeps https origins and loopback http, drops the rest', () => {
    expect(liveStreamOrigins({ LIVE_STREAM_ORIGINS: ' https://cdn.example.com , http://127.0.0.1:8090,http://cdn.example.com,https://x.example.com/path,nonsense,https://cdn.example.com/' })).toEqual([
      'https://cdn.example.com',
      'http://127.0.0.1:8090',
    ]);
    expect(liveStreamOrigins({})).toEqual([]);
  });
});
