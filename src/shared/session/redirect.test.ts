import { describe, expect, it } from 'vitest';
import { isAuthModalPath, loginPathFor, safeRedirect } from './redirect.ts';

describe('redirect after sign-in', () => {
  it('follows local paths', () => {
    expect(safeRedirect('?redirect=%2Fmember')).toBe('/member');
    expect(safeRedirect(loginPathFor('/member?tab=1').split('?')[1] ?? '')).toBe('/member?tab=1');
  });

  it('refuses other sites and loops back into the sign-in modals', () => {
    expect(safeRedirect('?redirect=https://evil.example')).toBeNull();
    expect(safeRedirect('?redirect=//evil.example')).toBeNull();
    expect(safeRedirect('?redirect=/auth/login')).toBeNull();
    expect(safeRedirect('?redirect=/auth/info')).toBe('/auth/info');
    expect(safeRedirect('')).toBeNull();
  });

  it('builds the sign-in path without a pointless redirect home or into another modal', () => {
    expect(loginPathFor('/member')).toBe('/auth/login?redirect=%2Fmember');
    expect(loginPathFor('/')).toBe('/auth/login');
    expect(loginPathFor('/auth/register?x=1')).toBe('/auth/login');
    expect(loginPathFor()).toBe('/auth/login');
  });

  it('knows the modal routes', () => {
    expect(isAuthModalPath('/auth/register')).toBe(true);
    expect(isAuthModalPath('/auth/login/')).toBe(true);
    expect(isAuthModalPath('/auth/bind')).toBe(false);
  });
});
