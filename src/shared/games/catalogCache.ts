import type { AppConfig, AppConfigKey } from '../../../contract/index.ts';
import { storage, StorageKey } from '../storage.ts';
import type { CatalogLists } from './types.ts';

/** appConfig keys that only travel when the gameListVersion sent is stale (contract gameListKeys, without zod). */
export const CATALOG_KEYS: AppConfigKey[] = ['gameList', 'gameTypes', 'gameBrands'];

export interface StoredCatalog extends CatalogLists {
  version: string;
}

interface ConfigAnswer {
  config: Partial<AppConfig>;
  gameListVersion: string;
  gameListChanged: boolean;
}

function isStoredCatalog(value: unknown): value is StoredCatalog {
  const v = value as Partial<StoredCatalog> | null;
  return Boolean(v) && typeof v?.version === 'string' && Array.isArray(v.gameList) && Array.isArray(v.gameTypes) && Array.isArray(v.gameBrands);
}

/** The catalog kept on this device, or null (nothing kept, or unreadable). */
export function readCatalog(): StoredCatalog | null {
  try {
    const parsed: unknown = JSON.parse(storage.get(StorageKey.gameCatalog) ?? 'null');
    return isStoredCatalog(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The version to send with appConfig: the kept catalog's, so an unchanged catalog is not sent again. */
export function catalogVersion(stored: StoredCatalog | null): string | undefined {
  return stored?.version || undefined;
}

/**
 * Merges appConfig's answer with the kept catalog (pure). A changed catalog replaces the kept one
 * (`save`); an unchanged one is filled in from the device. The lists are left out only when the
 * server says "unchanged" for a version this device does not hold (then the next load asks afresh).
 */
export function mergeCatalog(stored: StoredCatalog | null, answer: ConfigAnswer): { config: Partial<AppConfig>; save: StoredCatalog | null } {
  const { config, gameListVersion, gameListChanged } = answer;
  if (gameListChanged) {
    const lists: CatalogLists = { gameList: config.gameList ?? [], gameTypes: config.gameTypes ?? [], gameBrands: config.gameBrands ?? [] };
    return { config: { ...config, ...lists }, save: { version: gameListVersion, ...lists } };
  }
  if (stored && stored.version === gameListVersion) {
    return { config: { ...config, gameList: stored.gameList, gameTypes: stored.gameTypes, gameBrands: stored.gameBrands }, save: null };
  }
  return { config, save: null };
}

export function saveCatalog(catalog: StoredCatalog): void {
  storage.set(StorageKey.gameCatalog, JSON.stringify(catalog));
}

/** Forget the kept catalog (e.g. it did not match the server's version): the next load downloads it. */
export function forgetCatalog(): void {
  storage.remove(StorageKey.gameCatalog);
}
