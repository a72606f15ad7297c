import { Errcode, GameStatus, type AppConfig } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import { houseProvider } from './house/provider.ts';

/**
 * The game side of a provider: what the operator needs to send a player to one of its games. Money
 * never goes through here: the provider's game server calls the operator's SeamlessWallet
 * (provider.ts). A second provider is another entry in `providers`, nothing else changes.
 */
export interface GameProvider {
  /** The name its wallet requests carry (game_transactions.provider). */
  readonly name: string;
  /** Whether it can run this catalog game. */
  runs(gameId: number): boolean;
  /** Where the game runs: an absolute https URL for an outside provider, an app path for the house. */
  launchUrl(gameId: number, sessionId: string, tryIt: boolean): string;
  /** An outside provider's game origin (`https://games.example.com`); absent for games inside the app. */
  readonly origin?: string;
}

/** An app path the client's router opens (the house slot), not a URL that leaves the app. */
const isAppPath = (url: string): boolean => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');

/**
 * Refuses, at start, an outside provider configured with a non-https origin: its launch URL carries
 * the game session id, which on plain http anyone on the player's network could read and play with.
 */
export function assertSecureProviders(list: ReadonlyMap<number, GameProvider>): void {
  for (const [brandId, provider] of list) {
    if (provider.origin === undefined) continue;
    let protocol = '';
    try {
      protocol = new URL(provider.origin).protocol;
    } catch {
      // protocol stays empty: refused below.
    }
    if (protocol !== 'https:') throw new Error(`game provider ${provider.name} (brand ${brandId}): origin ${JSON.stringify(provider.origin)} must be https`);
  }
}

/**
 * startGame's launchUrl, checked before anything is stored: an app path, or an https URL on the
 * provider's own origin. Anything else (http, javascript:, another host) answers 4001 as an unplayable game.
 */
export function checkedLaunchUrl(provider: GameProvider, gameId: number, sessionId: string, tryIt: boolean): string {
  const url = provider.launchUrl(gameId, sessionId, tryIt);
  if (isAppPath(url)) return url;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  const sameOrigin = provider.origin === undefined || parsed?.origin === new URL(provider.origin).origin;
  if (parsed?.protocol !== 'https:' || !sameOrigin) throw new ApiError(Errcode.gameUnavailable);
  return url;
}

/** Providers by catalog brand id. */
export const providers: ReadonlyMap<number, GameProvider> = new Map([[1, houseProvider]]);
assertSecureProviders(providers);

type Game = AppConfig['gameList'][number];

/**
 * A catalog game that may be played now, with its provider. 4001: unknown, off, its type or brand off,
 * or no provider runs it; 4002: the game or its brand (provider) is in maintenance.
 */
export function playableGame(config: AppConfig, gameId: number): { game: Game; provider: GameProvider } {
  const game = config.gameList.find((g) => g.id === gameId);
  const brand = game && config.gameBrands.find((b) => b.id === game.brandId);
  const type = game && config.gameTypes.find((t) => t.id === game.typeId);
  const provider = game && providers.get(game.brandId);
  if (!game || !brand || !type) throw new ApiError(Errcode.gameUnavailable);
  if (game.status === GameStatus.off || brand.status === GameStatus.off || type.status === GameStatus.off) throw new ApiError(Errcode.gameUnavailable);
  if (game.status === GameStatus.maintenance || brand.status === GameStatus.maintenance || type.status === GameStatus.maintenance) throw new ApiError(Errcode.gameMaintenance);
  if (!provider || !provider.runs(game.id)) throw new ApiError(Errcode.gameUnavailable);
  return { game, provider };
}
