import { GameStatus } from '../../../contract/enums.ts';
import type { CatalogGame, CatalogLists, GameBrand, GameType } from './types.ts';

export interface LobbySection {
  key: string;
  /** A type's or brand's name from the catalog, or null for the Hot and New rows (translated). */
  name: string | null;
  kind: 'hot' | 'new' | 'type' | 'brand';
  id: number;
  games: CatalogGame[];
}

export interface Catalog {
  games: CatalogGame[];
  byId: ReadonlyMap<number, CatalogGame>;
  types: GameType[];
  brands: GameBrand[];
}

const bySort = <T extends { sort: number; id: number }>(a: T, b: T) => a.sort - b.sort || a.id - b.id;
const EMPTY: Catalog = { games: [], byId: new Map(), types: [], brands: [] };
const cache = new WeakMap<object, Catalog>();

/**
 * What the player sees of the catalog (pure, memoised on the gameList array): games, types or
 * brands that are off are hidden; a game whose own, type's or brand's status is maintenance stays,
 * marked `maintenance`.
 */
export function buildCatalog(lists: Partial<CatalogLists> | null | undefined): Catalog {
  const gameList = lists?.gameList;
  if (!gameList?.length) return EMPTY;
  const cached = cache.get(gameList);
  if (cached) return cached;
  const types = (lists?.gameTypes ?? []).filter((t) => t.status !== GameStatus.off).sort(bySort);
  const brands = (lists?.gameBrands ?? []).filter((b) => b.status !== GameStatus.off).sort(bySort);
  const typeById = new Map(types.map((t) => [t.id, t]));
  const brandById = new Map(brands.map((b) => [b.id, b]));
  const games: CatalogGame[] = [];
  for (const game of [...gameList].sort(bySort)) {
    const type = typeById.get(game.typeId);
    const brand = brandById.get(game.brandId);
    if (game.status === GameStatus.off || !type || !brand) continue;
    const maintenance = game.status === GameStatus.maintenance || type.status === GameStatus.maintenance || brand.status === GameStatus.maintenance;
    games.push({ ...game, typeName: type.name, brandName: brand.name, maintenance });
  }
  const catalog: Catalog = { games, byId: new Map(games.map((g) => [g.id, g])), types, brands };
  cache.set(gameList, catalog);
  return catalog;
}

/** The lobby's rows: Hot, New, then one per type and one per brand (empty rows left out). */
export function lobbySections(catalog: Catalog): LobbySection[] {
  const sections: LobbySection[] = [
    { key: 'hot', name: null, kind: 'hot', id: 0, games: catalog.games.filter((g) => g.hot) },
    { key: 'new', name: null, kind: 'new', id: 0, games: catalog.games.filter((g) => g.isNew) },
    ...catalog.types.map((t) => ({ key: `type-${t.id}`, name: t.name, kind: 'type' as const, id: t.id, games: catalog.games.filter((g) => g.typeId === t.id) })),
    ...catalog.brands.map((b) => ({ key: `brand-${b.id}`, name: b.name, kind: 'brand' as const, id: b.id, games: catalog.games.filter((g) => g.brandId === b.id) })),
  ];
  return sections.filter((s) => s.games.length > 0);
}

/** Ids in order (favourites, history) → the games still shown, in that order. */
export function gamesByIds(catalog: Catalog, ids: readonly number[]): CatalogGame[] {
  return ids.map((id) => catalog.byId.get(id)).filter((g): g is CatalogGame => Boolean(g));
}
