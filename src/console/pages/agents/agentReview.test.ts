import { describe, expect, it } from 'vitest';
import { Errcode } from '../../../../contract/errcodes.ts';
import { consoleCalls } from '../../../../contract/ops/index.ts';
import texts from '../../../../locales/en-PH/console-agents.json';
import { AGENT_DECIDE_ROLES, decisionReason, mayDecideReferral, REFERRAL_NOT_FROZEN, signalWords, typedPlayerId } from './agentReview.ts';

describe('the agents page', () => {
  it('offers Decide to exactly the roles the contract lets call consoleAgentDecide; support reads only', () => {
    expect([...AGENT_DECIDE_ROLES].sort()).toEqual([...consoleCalls.consoleAgentDecide.roles].sort());
    expect(mayDecideReferral('compliance')).toBe(true);
    expect(mayDecideReferral('admin')).toBe(true);
    expect(mayDecideReferral('support')).toBe(false);
    expect(mayDecideReferral('finance')).toBe(false);
    expect(mayDecideReferral(undefined)).toBe(false);
    expect(REFERRAL_NOT_FROZEN).toBe(Errcode.agentReferralNotFound);
  });

  it('says every signal in words: the inviter’s device, ID and payout account freeze; a farm lists its accounts; an address is a signal only', () => {
    expect(signalWords({ kind: 'device', with: [7] })).toEqual({ key: 'signals.device', accounts: [], freezes: true });
    expect(signalWords({ kind: 'identity', with: [7] })).toEqual({ key: 'signals.identity', accounts: [], freezes: true });
    expect(signalWords({ kind: 'payout', with: [7] })).toEqual({ key: 'signals.payout', accounts: [], freezes: true });
    expect(signalWords({ kind: 'farm', with: [12, 13] })).toEqual({ key: 'signals.farm', count: 2, accounts: [12, 13], freezes: true });
    expect(signalWords({ kind: 'address', with: [7] })).toEqual({ key: 'signals.address', accounts: [], freezes: false });
    for (const kind of ['device', 'identity', 'payout', 'address'] as const) {
      expect(typeof (texts.signals as Record<string, string>)[signalWords({ kind, with: [1] }).key.split('.')[1]!]).toBe('string');
    }
    expect(texts.signals.address).toContain('signal only');
    expect(texts.signals.farm_other).toContain('{{count}}');
  });

  it('sends a reason of at least 3 characters, trimmed, as the server takes it', () => {
    expect(decisionReason('  ok ')).toBeNull();
    expect(decisionReason(' same household ')).toBe('same household');
    expect(decisionReason('abc')).toBe('abc');
  });

  it('reads a player id as typed: digits, an optional #; nothing else', () => {
    expect(typedPlayerId(' 42 ')).toBe(42);
    expect(typedPlayerId('#42')).toBe(42);
    for (const text of ['', '0', '-3', '4.2', 'abc', '99999999999', '2147483648']) expect(typedPlayerId(text)).toBeNull();
  });
});
