import { memo, useMemo, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppStore } from '../../store/index.ts';
import { Icon } from '../ui/Icon.tsx';
import { DEFAULT_GAME_IMAGE, gameImageUrl } from './gameImage.ts';
import styles from './games.module.css';
import type { CatalogGame } from './types.ts';
import { useToggleGameLike } from './useGameLikes.ts';

const fallbackImage = (event: SyntheticEvent<HTMLImageElement>) => {
  const img = event.currentTarget;
  if (!img.src.endsWith(DEFAULT_GAME_IMAGE)) img.src = DEFAULT_GAME_IMAGE;
};

export function startPath(gameId: number, tryIt = false): string {
  return `/game/start?gameId=${gameId}${tryIt ? '&tryIt=1' : ''}`;
}

/**
 * One game: its art and name (tap to play), a favourite star, Hot/New or Maintenance badge. A game
 * in maintenance is greyed and, tapped, says so instead of opening.
 */
export const GameTile = memo(function GameTile({ game, liked, onToggleLike }: { game: CatalogGame; liked: boolean; onToggleLike(gameId: number): void }) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const open = () => {
    if (game.maintenance) {
      useAppStore.getState().showToast({ key: 'games:tile.maintenanceTap', params: { name: game.name }, tone: 'info' });
      return;
    }
    void navigate(startPath(game.id));
  };
  const badge = game.maintenance ? t('tile.maintenance') : game.hot ? t('tile.hot') : game.isNew ? t('tile.new') : null;
  return (
    <li className={game.maintenance ? `${styles.tile} ${styles.maintenance}` : styles.tile} data-testid="game-tile" data-game-id={game.id}>
      <button type="button" className={styles.open} onClick={open}>
        <span className={styles.artBox}>
          <img className={styles.art} src={gameImageUrl(game.image)} alt="" loading="lazy" decoding="async" width={104} height={104} onError={fallbackImage} />
          {badge ? <span className={game.maintenance ? `${styles.badge} ${styles.badgeMuted}` : styles.badge}>{badge}</span> : null}
        </span>
        <span className={styles.name}>{game.name}</span>
      </button>
      <button
        type="button"
        className={liked ? `${styles.like} ${styles.liked}` : styles.like}
        aria-pressed={liked}
        aria-label={liked ? t('tile.unlike', { name: game.name }) : t('tile.like', { name: game.name })}
        onClick={() => onToggleLike(game.id)}
      >
        <Icon name="star" size={18} />
      </button>
    </li>
  );
});

/** A list of tiles: a row that scrolls sideways (lobby) or a grid (search, my games). */
export function GameList({ games, layout = 'grid', label }: { games: readonly CatalogGame[]; layout?: 'row' | 'grid'; label?: string }) {
  const likeIds = useAppStore((s) => s.gameLikeIds);
  const likes = useMemo(() => new Set(likeIds), [likeIds]);
  const toggle = useToggleGameLike();
  return (
    <ul className={layout === 'row' ? styles.row : styles.grid} aria-label={label}>
      {games.map((game) => (
        <GameTile key={game.id} game={game} liked={likes.has(game.id)} onToggleLike={toggle} />
      ))}
    </ul>
  );
}
