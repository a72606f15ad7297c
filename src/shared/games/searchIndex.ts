import type { CatalogGame } from './types.ts';

/** Lower case, accents off, anything but letters and digits as one space: "Fortune-Gems Ñ" → "fortune gems n". */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface SearchEntry {
  game: CatalogGame;
  /** Name, type and brand, normalised once when the index is built (with a leading space). */
  text: string;
  /** The name alone, normalised. */
  name: string;
}

export interface SearchFilter {
  query: string;
  typeId?: number | null;
  brandId?: number | null;
}

/** Built once per catalog (memoise it on the games array): each keystroke only scans short strings. */
export function buildSearchIndex(games: readonly CatalogGame[]): SearchEntry[] {
  return games.map((game) => ({ game, text: ` ${normalise(`${game.name} ${game.typeName} ${game.brandName}`)}`, name: ` ${normalise(game.name)}` }));
}

/**
 * Games matching every word of the query (each word must start a word of the name, type or brand:
 * "for" finds "Fortune", "tune" does not), the type and the brand chips. Name matches come first.
 */
export function searchGames(index: readonly SearchEntry[], filter: SearchFilter): CatalogGame[] {
  const words = normalise(filter.query).split(' ').filter(Boolean);
  const hits: { game: CatalogGame; rank: number }[] = [];
  for (const entry of index) {
    const { game } = entry;
    if (filter.typeId && game.typeId !== filter.typeId) continue;
    if (filter.brandId && game.brandId !== filter.brandId) continue;
    if (!words.every((word) => entry.text.includes(` ${word}`))) continue;
    hits.push({ game, rank: words.length && words.every((word) => entry.name.includes(` ${word}`)) ? 0 : 1 });
  }
  return hits.sort((a, b) => a.rank - b.rank).map((h) => h.game);
}
