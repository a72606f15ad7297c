import '../../shared/games/i18n.ts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lobbySections } from '../../shared/games/catalog.ts';
import { GamesSkeleton } from '../../shared/games/GamesSkeleton.tsx';
import { GameList } from '../../shared/games/GameTile.tsx';
import styles from '../../shared/games/games.module.css';
import { useCatalog } from '../../shared/games/useCatalog.ts';
import { useSyncGameLikes } from '../../shared/games/useGameLikes.ts';
import { loadAppConfig } from '../../shared/session/loaders.ts';
import { useAppStore } from '../../store/index.ts';

/** The lobby's games: Hot and New rows, then one row per type and per brand (its own chunk, loaded after the lobby). */
export default function GamesLobby() {
  const { t } = useTranslation('games');
  const catalog = useCatalog();
  const sections = useMemo(() => lobbySections(catalog), [catalog]);
  // Until appConfig has answered there is nothing to say (not "no games"): the placeholder keeps the place.
  const loaded = useAppStore((s) => s.appConfig?.gameList !== undefined);
  const [failed, setFailed] = useState(false);
  useSyncGameLikes();
  useEffect(() => {
    if (loaded || failed) return;
    let live = true;
    // Shares start-up's request (loadAppConfig loads once); one that failed is asked again here.
    loadAppConfig().catch(() => {
      if (live) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [loaded, failed]);
  if (!loaded && failed) {
    return (
      <section className={styles.section} aria-label={t('lobby.label')} data-testid="games-lobby">
        <p className={styles.empty} role="alert">
          {t('lobby.failed')}
        </p>
        <button type="button" className={styles.retry} onClick={() => setFailed(false)}>
          {t('lobby.retry')}
        </button>
      </section>
    );
  }
  if (!loaded) return <GamesSkeleton />;
  return (
    <section className={styles.section} aria-label={t('lobby.label')} data-testid="games-lobby">
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{t('lobby.title')}</h2>
        <span>
          <Link className={styles.headLink} to="/game/search">
            {t('lobby.search')}
          </Link>
        </span>
      </div>
      {sections.length === 0 ? <p className={styles.empty}>{t('lobby.empty')}</p> : null}
      {sections.map((section) => {
        const title = section.kind === 'hot' ? t('lobby.hot') : section.kind === 'new' ? t('lobby.new') : section.name;
        return (
          <div key={section.key} className={styles.section}>
            <h3 className={styles.sectionTitle}>{title}</h3>
            <GameList games={section.games} layout="row" label={title ?? undefined} />
          </div>
        );
      })}
    </section>
  );
}
