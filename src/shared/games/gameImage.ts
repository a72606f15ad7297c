/** The tile art when the catalog names none, or the named file is missing. */
export const DEFAULT_GAME_IMAGE = '/games/default.svg';

/**
 * A catalog `image` → the tile's URL. `games/<theme>` (an alias, designer-swappable) is the file
 * public/games/<theme>.svg; a URL or an absolute path is used as it is.
 */
export function gameImageUrl(image: string | undefined): string {
  if (!image) return DEFAULT_GAME_IMAGE;
  if (/^(https?:)?\/\//.test(image) || image.startsWith('/')) return image;
  const alias = image.startsWith('games/') ? image.slice('games/'.length) : image;
  return /^[a-z0-9_-]+$/i.test(alias) ? `/games/${alias}.svg` : DEFAULT_GAME_IMAGE;
}
