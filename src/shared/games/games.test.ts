import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test/memoryStorage.ts';
import { pushHistory, GAME_HISTORY_CAP } from '../../store/gamesSlice.ts';
import { storage, StorageKey } from '../storage.ts';
import { buildCatalog, gamesByIds, lobbySections } from './catalog.ts';
import { catalogVersion, mergeCatalog, readCatalog, saveCatalog } from './catalogCache.ts';
import { gameImageUrl } from './gameImage.ts';
import { buildSearchIndex, normalise, searchGames } from './searchIndex.ts';
import type { CatalogLists, Game } from './types.ts';

vi.stubGlobal('localStorage', memoryStorage());

const game = (id: number, name: string, extra: Partial<Game> = {}): Game => ({ id, name, typeId: 1, brandId: 10, status: 1, sort: id, image: '', hot: false, isNew: false, ...extra });
const lists: CatalogLists = {
  gameList: [
    game(1, 'Fortune Gems', { hot: true }),
    game(2, 'Super Ace', { typeId: 2, isNew: true }),
    game(3, 'Boxing King', { status: 0 }),
    game(4, 'Mahjong Ways', { brandId: 11 }),
    game(5, 'Crazy Time', { status: 2, typeId: 2 }),
    game(6, 'Golden Empire', { typeId: 3 }),
  ],
  gameTypes: [
    { id: 1, name: 'Slots', status: 1, sort: 1 },
    { id: 2, name: 'Table', status: 1, sort: 2 },
    { id: 3, name: 'Off type', status: 0, sort: 3 },
  ],
  gameBrands: [
    { id: 10, name: 'Swerte Originals', status: 1, sort: 1 },
    { id: 11, name: 'Dragon Ñ Studio', status: 2, sort: 2 },
  ],
};

describe('catalog', () => {
  it('hides off games, types and brands; greys maintenance (own or brand)', () => {
    const catalog = buildCatalog(lists);
    expect(catalog.games.map((g) => g.id)).toEqual([1, 2, 4, 5]);
    expect(catalog.byId.get(4)?.maintenance).toBe(true);
    expect(catalog.byId.get(5)?.maintenance).toBe(true);
    expect(catalog.byId.get(1)?.maintenance).toBe(false);
    expect(buildCatalog(lists)).toBe(catalog); // memoised on the list
    expect(buildCatalog(null).games).toEqual([]);
  });

  it('makes Hot, New, type and brand rows without empty ones', () => {
    const sections = lobbySections(buildCatalog(lists));
    expect(sections.map((s) => s.key)).toEqual(['hot', 'new', 'type-1', 'type-2', 'brand-10', 'brand-11']);
    expect(sections.find((s) => s.key === 'brand-11')?.games.map((g) => g.id)).toEqual([4]);
    expect(gamesByIds(buildCatalog(lists), [5, 3, 1, 99]).map((g) => g.id)).toEqual([5, 1]);
  });
});

describe('search index', () => {
  const index = buildSearchIndex(buildCatalog(lists).games);

  it('normalises case, accents and punctuation', () => {
    expect(normalise('  Fortune-Gems  Ñ!')).toBe('fortune gems n');
  });

  it('matches word starts of name, type and brand, names first', () => {
    expect(searchGames(index, { query: 'for' }).map((g) => g.id)).toEqual([1]);
    expect(searchGames(index, { query: 'tune' })).toEqual([]);
    expect(searchGames(index, { query: 'dragon n' }).map((g) => g.id)).toEqual([4]);
    expect(searchGames(index, { query: 'SLOTS' }).map((g) => g.id)).toEqual([1, 4]);
    expect(searchGames(index, { query: '' }).length).toBe(4);
  });

  it('applies the type and brand chips', () => {
    expect(searchGames(index, { query: '', typeId: 2 }).map((g) => g.id)).toEqual([2, 5]);
    expect(searchGames(index, { query: '', brandId: 11 }).map((g) => g.id)).toEqual([4]);
    expect(searchGames(index, { query: 'super', typeId: 1 })).toEqual([]);
  });

  // Its speed is not timed here (a timed test fails on a loaded machine, not on a slow search): the
  // index is built once and each keystroke filters it, which a few hundred games show to be right.
  it('finds every match among a few hundred games, keystroke by keystroke', () => {
    const many = buildCatalog({ ...lists, gameList: Array.from({ length: 600 }, (_, i) => game(i + 1, `Game ${i} Lucky ${i % 7}`)) });
    const big = buildSearchIndex(many.games);
    for (const q of ['l', 'lu', 'luc', 'luck', 'lucky']) expect(searchGames(big, { query: q }), q).toHaveLength(600);
    // Every word of the query starts a word of the name.
    const expected = many.games.filter((g) => g.name.toLowerCase().split(' ').some((word) => word.startsWith('3'))).length;
    expect(searchGames(big, { query: 'lucky 3' })).toHaveLength(expected);
  });
});

describe('recently played', () => {
  it('puts the latest first without duplicates, capped', () => {
    expect(pushHistory([3, 2, 1], 2)).toEqual([2, 3, 1]);
    expect(pushHistory([], 7)).toEqual([7]);
    const full = Array.from({ length: GAME_HISTORY_CAP }, (_, i) => i + 1);
    const next = pushHistory(full, 99);
    expect(next).toHaveLength(GAME_HISTORY_CAP);
    expect(next[0]).toBe(99);
    expect(next).not.toContain(GAME_HISTORY_CAP);
  });
});

describe('catalog cache by gameListVersion', () => {
  beforeEach(() => storage.remove(StorageKey.gameCatalog));

  it('keeps a changed catalog and sends its version next time', () => {
    expect(catalogVersion(readCatalog())).toBeUndefined();
    const first = mergeCatalog(null, { config: { ...lists, lengths: undefined }, gameListVersion: 'v1', gameListChanged: true });
    expect(first.save?.version).toBe('v1');
    saveCatalog(first.save!);
    expect(catalogVersion(readCatalog())).toBe('v1');
  });

  it('fills an unchanged catalog from the device', () => {
    const stored = { version: 'v1', ...lists };
    const merged = mergeCatalog(stored, { config: { userRegisterCoin: 500 }, gameListVersion: 'v1', gameListChanged: false });
    expect(merged.save).toBeNull();
    expect(merged.config.gameList).toBe(lists.gameList);
    expect(merged.config.userRegisterCoin).toBe(500);
  });

  it('never shows a kept catalog of another version', () => {
    const merged = mergeCatalog({ version: 'old', ...lists }, { config: {}, gameListVersion: 'v2', gameListChanged: false });
    expect(merged.config.gameList).toBeUndefined();
    const replaced = mergeCatalog({ version: 'old', ...lists }, { config: { gameList: [], gameTypes: [], gameBrands: [] }, gameListVersion: 'v2', gameListChanged: true });
    expect(replaced.config.gameList).toEqual([]);
    expect(replaced.save?.version).toBe('v2');
  });

  it('ignores an unreadable stored catalog', () => {
    storage.set(StorageKey.gameCatalog, '{"version":1}');
    expect(readCatalog()).toBeNull();
  });
});

describe('game images', () => {
  it('resolves aliases to the tile art, keeps URLs', () => {
    expect(gameImageUrl('games/fruits')).toBe('/games/fruits.svg');
    expect(gameImageUrl('')).toBe('/games/default.svg');
    expect(gameImageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(gameImageUrl('games/../x')).toBe('/games/default.svg');
  });
});
