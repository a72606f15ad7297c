import type { Logger, Plugin } from 'vite';
import { checkLocaleParity } from './parity.ts';

/**
 * Vite plugin: the build stops when a translated locale (fil-PH) lacks a key of en-PH, has one en-PH
 * does not, loses a {{placeholder}} or leaves a text empty (parity.ts). `npm run dev` only warns, so
 * a key written in en-PH first does not stop the page from loading.
 */
export function localeParity(root = '.'): Plugin {
  let isBuild = false;
  let logger: Logger | undefined;
  return {
    name: 'swerte:locale-parity',
    configResolved(config) {
      isBuild = config.command === 'build';
      logger = config.logger;
    },
    buildStart() {
      const problems = checkLocaleParity(root);
      if (problems.length === 0) return;
      const message = `locales out of step with en-PH (docs/locales.md):\n  ${problems.join('\n  ')}`;
      if (!isBuild) return this.warn(message);
      // Printed first: a later plugin's own failure (the PWA's "no bundle") would otherwise hide it.
      logger?.error(message);
      this.error(message);
    },
  };
}
