import { matchRoutes } from 'react-router';
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

  it('has every VIP and bonus path of the spec (issue 18), and no other child', () => {
    const verdict = (path: string) => {
      const [match] = matchRoutes(routes.map((route) => ({ path: route.path, route })), path) ?? [];
      const route = match?.route.route;
      if (!route || route.path === '*') return 'unmatched';
      return route.validate ? route.validate({ params: match.params, search: new URLSearchParams() }) : true;
    };
    const spec = ['/vip', '/vip/level', '/vip/rebate', '/vip/rebate/record', '/bonus', '/reward/record'];
    for (const child of ['event', 'event/v2', 'rebate', 'record', 'reward', 'tasks', 'vip']) spec.push(`/bonus/${child}`);
    for (const child of ['event', 'rebate', 'record', 'reward', 'tasks']) spec.push(`/v2/bonus/${child}`);
    for (const path of spec) expect(verdict(path), path).toBe(true);
    for (const path of ['/vip/nope', '/bonus/nope', '/v2/bonus/vip', '/v2/bonus']) expect(verdict(path), path).not.toBe(true);
    for (const path of spec) expect(routes.find((r) => matchRoutes([{ path: r.path }], path))?.guard, path).toBe('auth');
  });

  it('has the daily sign-in and its rule page (issue 20), behind the activity-login check of FreeSign', () => {
    const verdict = (path: string) => {
      const [match] = matchRoutes(routes.map((route) => ({ path: route.path, route })), path) ?? [];
      const route = match?.route.route;
      if (!route || route.path === '*') return 'unmatched';
      return route.validate ? route.validate({ params: match.params, search: new URLSearchParams() }) : true;
    };
    for (const path of ['/activity/sign-in', '/activity/sign-in/', '/activity/sign-in/rule']) expect(verdict(path), path).toBe(true);
    expect(verdict('/activity/sign-in/nope')).not.toBe(true);
    const route = routes.find((r) => r.path === '/activity/sign-in/*');
    expect(route).toMatchObject({ guard: 'auth-activity', activityId: 36 });
  });

  it('has the points and leaderboard paths (issue 20): points for players, the leaderboard as an auth-activity of activity 46', async () => {
    const { ActivityId } = await import('../../contract/enums.ts');
    const routeOf = (path: string) => {
      const [match] = matchRoutes(routes.map((route) => ({ path: route.path, route })), path) ?? [];
      const route = match?.route.route;
      return route && route.path !== '*' && (route.validate?.({ params: match.params, search: new URLSearchParams() }) ?? true) === true ? route : undefined;
    };
    for (const path of ['/points', '/points/v2']) expect(routeOf(path), path).toMatchObject({ guard: 'auth', titleKey: 'common:titles.points' });
    for (const path of ['/rank', '/rank/v2']) expect(routeOf(path), path).toMatchObject({ guard: 'auth-activity', activityId: ActivityId.Rank, titleKey: 'common:titles.rank' });
    for (const path of ['/points/v3', '/rank/week', '/points/v2/x']) expect(routeOf(path), path).toBeUndefined();
    // One chunk for both.
    expect(routeOf('/points')?.page).toBe(routeOf('/rank')?.page);
  });
});
