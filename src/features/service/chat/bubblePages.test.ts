import { describe, expect, it } from 'vitest';
import { chatBubbleShown } from './bubblePages.ts';

describe('the chat bubble', () => {
  it('shows on ordinary pages, not where the chat already is nor over a full-screen game', () => {
    expect(chatBubbleShown('/', false)).toBe(true);
    expect(chatBubbleShown('/wallets', false)).toBe(true);
    expect(chatBubbleShown('/servicex', false)).toBe(true);
    expect(chatBubbleShown('/service', false)).toBe(false);
    expect(chatBubbleShown('/service/vip', false)).toBe(false);
    expect(chatBubbleShown('/activity/coin-pusher', true)).toBe(false);
  });
});
