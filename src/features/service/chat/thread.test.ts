import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../../contract/live.ts';

// The send's answer never comes in these tests: the live event alone must settle the line.
vi.mock('../../../api/client.ts', () => ({ api: vi.fn(() => new Promise(() => undefined)) }));
const { mergeMessages, resetThread, sendLine, threadState } = await import('./thread.ts');
const { useAppStore } = await import('../../../store/index.ts');

const echo = (id: number, text: string, clientId?: string): ChatMessage => ({ id, conversationId: 1, from: 'player', author: '', text, at: 1, ...(clientId ? { clientId } : {}) });

describe('the chat thread', () => {
  beforeEach(() => useAppStore.setState({ token: 'player-token' }));
  afterEach(() => resetThread());

  it('shows a message once when its live event arrives before the answer to its send', () => {
    void sendLine(null, 'Please call me back', false);
    const [pending] = threadState().lines;
    expect(pending).toMatchObject({ status: 'sending', message: null });
    mergeMessages([echo(7, 'Please call me back', pending!.clientId)]);
    expect(threadState().lines.map((l) => [l.text, l.status])).toEqual([['Please call me back', 'sent']]);
  });

  it("keeps another send pending: an event of a different message (another tab's) does not settle it", () => {
    void sendLine(null, 'Hello', false);
    mergeMessages([echo(8, 'Hello', 'another-tab-id')]);
    expect(threadState().lines.map((l) => [l.text, l.status])).toEqual([
      ['Hello', 'sent'],
      ['Hello', 'sending'],
    ]);
  });
});
