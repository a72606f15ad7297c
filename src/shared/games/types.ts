import type { AppConfig } from '../../../contract/index.ts';

export type Game = AppConfig['gameList'][number];
export type GameType = AppConfig['gameTypes'][number];
export type GameBrand = AppConfig['gameBrands'][number];

/** The three catalog lists of appConfig. */
export interface CatalogLists {
  gameList: Game[];
  gameTypes: GameType[];
  gameBrands: GameBrand[];
}

/** A game the lobby shows: enabled, with its type's and brand's names, greyed when in maintenance. */
export interface CatalogGame extends Game {
  typeName: string;
  brandName: string;
  maintenance: boolean;
}
