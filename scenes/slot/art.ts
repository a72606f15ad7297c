import { alias } from '../engine/alias.ts';

/**
 * The slot's art by theme (issue 6). Every theme is its own bundle (`assets/slot-<theme>/`) with the
 * same file names; the aliases are written out here so `npm run assets:check` sees each one (an alias
 * built from pieces would be invisible to it). A new theme: a folder with these files, a block here,
 * and a subclass in SlotScene.ts naming its bundle.
 */
export const SLOT_THEMES = ['fiesta', 'perlas', 'tigre'] as const;
export type SlotTheme = (typeof SLOT_THEMES)[number];

/** The symbol names every theme draws (the server's paytables use these). */
export const SYMBOL_NAMES = ['a', 'k', 'q', 'j', 'hi1', 'hi2', 'hi3', 'hi4', 'wild', 'scatter'] as const;
export type SymbolName = (typeof SYMBOL_NAMES)[number];

export type ThemeArt = Record<SymbolName | 'background' | 'reels', string>;

export const THEME_ART: Record<SlotTheme, ThemeArt> = {
  fiesta: {
    a: alias('slot-fiesta/a'),
    k: alias('slot-fiesta/k'),
    q: alias('slot-fiesta/q'),
    j: alias('slot-fiesta/j'),
    hi1: alias('slot-fiesta/hi1'),
    hi2: alias('slot-fiesta/hi2'),
    hi3: alias('slot-fiesta/hi3'),
    hi4: alias('slot-fiesta/hi4'),
    wild: alias('slot-fiesta/wild'),
    scatter: alias('slot-fiesta/scatter'),
    background: alias('slot-fiesta/background'),
    reels: alias('slot-fiesta/reels'),
  },
  perlas: {
    a: alias('slot-perlas/a'),
    k: alias('slot-perlas/k'),
    q: alias('slot-perlas/q'),
    j: alias('slot-perlas/j'),
    hi1: alias('slot-perlas/hi1'),
    hi2: alias('slot-perlas/hi2'),
    hi3: alias('slot-perlas/hi3'),
    hi4: alias('slot-perlas/hi4'),
    wild: alias('slot-perlas/wild'),
    scatter: alias('slot-perlas/scatter'),
    background: alias('slot-perlas/background'),
    reels: alias('slot-perlas/reels'),
  },
  tigre: {
    a: alias('slot-tigre/a'),
    k: alias('slot-tigre/k'),
    q: alias('slot-tigre/q'),
    j: alias('slot-tigre/j'),
    hi1: alias('slot-tigre/hi1'),
    hi2: alias('slot-tigre/hi2'),
    hi3: alias('slot-tigre/hi3'),
    hi4: alias('slot-tigre/hi4'),
    wild: alias('slot-tigre/wild'),
    scatter: alias('slot-tigre/scatter'),
    background: alias('slot-tigre/background'),
    reels: alias('slot-tigre/reels'),
  },
};

export const isSlotTheme = (theme: string): theme is SlotTheme => (SLOT_THEMES as readonly string[]).includes(theme);
export const isSymbolName = (name: string): name is SymbolName => (SYMBOL_NAMES as readonly string[]).includes(name);

