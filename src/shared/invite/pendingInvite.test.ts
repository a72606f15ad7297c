import { describe, expect, it, vi } from 'vitest';
import { codeFromSearch, forgetInvite, InviteKey, KEEP_MS, landOnInvite, pendingInviteCode, rememberInvite, visitorId } from './pendingInvite.ts';

function memory() {
  const map = new Map<string, string>();
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), removeItem: (key: string) => void map.delete(key), map };
}

describe('the invite code of a link', () => {
  it('reads a well-formed code from the query, in upper case', () => {
    expect(codeFromSearch('?code=abcd2345')).toBe('ABCD2345');
    expect(codeFromSearch('?code=AB')).toBeNull();
    expect(codeFromSearch('?code=AB%20CD')).toBeNull();
    expect(codeFromSearch('')).toBeNull();
  });

  it('keeps it for 30 days, then forgets it', () => {
    const store = memory();
    rememberInvite('ABCD2345', 1_000, store);
    expect(pendingInviteCode(1_000 + KEEP_MS - 1, store)).toBe('ABCD2345');
    expect(pendingInviteCode(1_000 + KEEP_MS, store)).toBeNull();
    expect(store.map.has(InviteKey.code)).toBe(false);
  });

  it('forgets it once the account it was for is registered', () => {
    const store = memory();
    rememberInvite('ABCD2345', 1_000, store);
    forgetInvite(store);
    expect(pendingInviteCode(2_000, store)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    const store = memory();
    store.setItem(InviteKey.code, '{not json');
    expect(pendingInviteCode(0, store)).toBeNull();
    store.setItem(InviteKey.code, JSON.stringify({ code: '<script>', until: 9e15 }));
    expect(pendingInviteCode(0, store)).toBeNull();
  });

  it('makes one visitor id and keeps it', () => {
    const store = memory();
    const first = visitorId(store, (bytes) => bytes.fill(1));
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(visitorId(store, (bytes) => bytes.fill(2))).toBe(first);
  });

  it('counts a landing once per page load, and answers the code to fill in', () => {
    const count = vi.fn((_code: string, _visitor: string) => Promise.resolve());
    expect(landOnInvite('?code=WXYZ9876', count, 5)).toBe('WXYZ9876');
    expect(landOnInvite('?code=wxyz9876', count, 6)).toBe('WXYZ9876');
    expect(count).toHaveBeenCalledTimes(1);
    expect(count.mock.calls[0]?.[0]).toBe('WXYZ9876');
    // No code in the address: nothing counted (no storage in this runner: nothing kept either).
    expect(landOnInvite('', count, 7)).toBe(pendingInviteCode(7));
    expect(count).toHaveBeenCalledTimes(1);
  });
});
