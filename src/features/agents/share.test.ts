import { describe, expect, it, vi } from 'vitest';
import { canShare, shareLink } from './share.ts';

const url = 'https://swerte.ph/auth/register?code=ABCD2345';

describe('sharing the invite link', () => {
  it("prefers the wrapper's native share", async () => {
    const bridge = { share: vi.fn() };
    const web = vi.fn(() => Promise.resolve());
    expect(await shareLink('T', 'Join me', url, { bridge, share: web })).toBe('shared');
    expect(bridge.share).toHaveBeenCalledWith('T', 'Join me', url);
    expect(web).not.toHaveBeenCalled();
  });

  it('uses the Web Share API otherwise, a closed sheet being no failure', async () => {
    const web = vi.fn(() => Promise.resolve());
    expect(await shareLink('T', 'Join me', url, { share: web })).toBe('shared');
    expect(web).toHaveBeenCalledWith({ title: 'T', text: 'Join me', url });
    const abort = Object.assign(new Error('closed'), { name: 'AbortError' });
    expect(await shareLink('T', 'x', url, { share: () => Promise.reject(abort) })).toBe('cancelled');
    expect(await shareLink('T', 'x', url, { share: () => Promise.reject(new Error('denied')) })).toBe('unavailable');
  });

  it('says when there is no share at all (copy and QR remain)', async () => {
    expect(canShare({})).toBe(false);
    expect(canShare({ bridge: {} })).toBe(false);
    expect(await shareLink('T', 'x', url, {})).toBe('unavailable');
  });
});
