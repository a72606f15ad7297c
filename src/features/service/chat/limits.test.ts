import { describe, expect, it } from 'vitest';
import { CHAT_MAX_LENGTH as contractMax } from '../../../../contract/calls/chat.ts';
import { CHAT_MAX_LENGTH } from './limits.ts';

describe('the chat composer', () => {
  it('counts to the server’s limit', () => expect(CHAT_MAX_LENGTH).toBe(contractMax));
});
