import { describe, expect, it } from 'vitest';
import { inviteLink } from './link.ts';

describe('inviteLink', () => {
  it('puts the server path on the app origin', () => {
    expect(inviteLink('https://swerte.ph', '/auth/register?code=ABCD2345')).toBe('https://swerte.ph/auth/register?code=ABCD2345');
    expect(inviteLink('http://127.0.0.1:8080/', 'auth/register?code=X1Y2')).toBe('http://127.0.0.1:8080/auth/register?code=X1Y2');
  });

  it('never leaves the origin, whatever the path says', () => {
    expect(inviteLink('https://swerte.ph', '//evil.example/x')).toBe('https://swerte.ph/evil.example/x');
  });
});
