import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/routes.ts';
import { AUTH_MODAL_PATHS } from '../../src/shared/session/redirect.ts';

describe('route table', () => {
  it('has each path once and the catch-all last', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.at(-1)).toBe('*');
  });

  it('lists the same sign-in modal routes as the redirect rules', () => {
    expect(routes.filter((r) => r.authModal).map((r) => r.path).sort()).toEqual([...AUTH_MODAL_PATHS].sort());
  });

  it('guards the member area', () => {
    for (const path of ['/member', '/auth/info', '/auth/bind', '/auth/set-password']) {
      expect(routes.find((r) => r.path === path)?.guard).toBe('auth');
    }
  });

  it('gives every route a namespaced title key', () => {
    for (const route of routes) expect(route.titleKey).toMatch(/^common:titles\./);
  });
});
