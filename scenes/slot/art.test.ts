import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SLOT_THEMES, SYMBOL_NAMES, THEME_ART } from './art.ts';

describe('the slot art table', () => {
  it('names, for every theme, each symbol and its background and reels in its own bundle, with a file', () => {
    for (const theme of SLOT_THEMES) {
      const art = THEME_ART[theme];
      for (const name of [...SYMBOL_NAMES, 'background', 'reels'] as const) {
        expect(art[name]).toBe(`slot-${theme}/${name}`);
        expect(existsSync(`assets/${art[name]}.svg`)).toBe(true);
      }
    }
  });
});
