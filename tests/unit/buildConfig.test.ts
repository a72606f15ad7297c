import { describe, expect, it } from 'vitest';
import config from '../../vite.config.ts';

describe('the production build', () => {
  it('writes source maps hidden (no sourceMappingURL for browsers); the server refuses .map files', () => {
    expect(config.build?.sourcemap).toBe('hidden');
  });

  it('the dev proxy keeps the browser Host, so the API sees the page origin as its own', () => {
    for (const proxy of [config.server?.proxy, config.preview?.proxy]) {
      const api = proxy?.['/app/v1'];
      expect(typeof api === 'object' && api.changeOrigin).toBeFalsy();
    }
  });
});
