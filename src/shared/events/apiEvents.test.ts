import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';

vi.mock('./eventLog.ts', () => ({ track: vi.fn() }));
const { track } = await import('./eventLog.ts');
const { logApiOutcome } = await import('./apiEvents.ts');

const ok = (body: Record<string, unknown>) => ({ ok: true as const, body: { errcode: 0, msg: 'ok', ...body } });
const failed = (kind: 'server' | 'timeout', errcode: number, msg: string) => ({ ok: false as const, error: new ApiError(kind, { errcode, msg }) });

beforeEach(() => {
  vi.mocked(track).mockReset();
});

describe('event log entries from API answers', () => {
  it('logs a sign-up for a new player and a sign-in otherwise', () => {
    logApiOutcome('accountLoginSms2', ok({ token: 't', isNew: true }));
    logApiOutcome('accountLogin', ok({ token: 't', isNew: false }));
    expect(vi.mocked(track).mock.calls).toEqual([
      ['sign_up', { call: 'accountLoginSms2' }],
      ['sign_in', { call: 'accountLogin' }],
    ]);
  });

  it('logs the player signing out', () => {
    logApiOutcome('logout', ok({}));
    expect(track).toHaveBeenCalledWith('sign_out', { reason: 'player' });
  });

  it('logs failures the player sees with errcode and message key', () => {
    logApiOutcome('accountLogin', failed('server', 403, 'errors.auth.wrongCredentials'));
    expect(track).toHaveBeenCalledWith('error_shown', { call: 'accountLogin', errcode: 403, msg: 'errors.auth.wrongCredentials', kind: 'server' });
  });

  it('does not log background failures (presence, the event log itself) or plain successes', () => {
    logApiOutcome('online', failed('timeout', -1, 'errors.timeout'));
    logApiOutcome('anonymous/appEventLogClient', failed('server', 500, 'errors.internal'));
    logApiOutcome('refreshData', ok({ coin: 1 }));
    expect(track).not.toHaveBeenCalled();
  });
});
