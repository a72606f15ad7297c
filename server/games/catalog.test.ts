import { describe, expect, it } from 'vitest';
import { Errcode } from '../../contract/index.ts';
import { assertSecureProviders, checkedLaunchUrl, providers, type GameProvider } from './catalog.ts';

const outside = (origin: string | undefined, url: string): GameProvider => ({ name: 'acme', runs: () => true, launchUrl: () => url, origin });

describe('game launch URLs must be https', () => {
  it('the configured providers pass the start-up check', () => {
    expect(() => assertSecureProviders(providers)).not.toThrow();
  });

  it('a provider configured with an http (or unparsable) origin stops the start, naming it', () => {
    for (const origin of ['http://games.acme.example', 'games.acme.example', 'javascript:alert(1)']) {
      expect(() => assertSecureProviders(new Map([[7, outside(origin, 'https://games.acme.example/')]])), origin).toThrow(/acme \(brand 7\).*must be https/);
    }
  });

  it('an app path and an https URL on the provider origin are answered', () => {
    expect(checkedLaunchUrl(outside(undefined, '/game/play/1?session=s'), 1, 's', false)).toBe('/game/play/1?session=s');
    expect(checkedLaunchUrl(outside('https://games.acme.example', 'https://games.acme.example/play?s=1'), 1, 's', false)).toBe('https://games.acme.example/play?s=1');
  });

  it('http, protocol-relative, script or another host → 4001', () => {
    const cases: [string | undefined, string][] = [
      [undefined, 'http://games.acme.example/play'],
      ['https://games.acme.example', 'http://games.acme.example/play'],
      ['https://games.acme.example', 'https://evil.example/play'],
      [undefined, '//evil.example/play'],
      [undefined, '/\\evil.example'],
      [undefined, 'javascript:alert(1)'],
      [undefined, 'not a url'],
    ];
    for (const [origin, url] of cases) {
      expect(() => checkedLaunchUrl(outside(origin, url), 1, 's', false), url).toThrow(expect.objectContaining({ errcode: Errcode.gameUnavailable }));
    }
  });
});
