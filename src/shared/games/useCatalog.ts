import { useAppStore } from '../../store/index.ts';
import { buildCatalog, type Catalog } from './catalog.ts';

/** The catalog as the player sees it (memoised on the stored gameList: re-renders cost nothing). */
export function useCatalog(): Catalog {
  const gameList = useAppStore((s) => s.appConfig?.gameList);
  const gameTypes = useAppStore((s) => s.appConfig?.gameTypes);
  const gameBrands = useAppStore((s) => s.appConfig?.gameBrands);
  return buildCatalog({ gameList, gameTypes, gameBrands });
}
