import '../../shared/games/i18n.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { gamesByIds } from '../../shared/games/catalog.ts';
import { GameList } from '../../shared/games/GameTile.tsx';
import { useCatalog } from '../../shared/games/useCatalog.ts';
import { useSyncGameLikes } from '../../shared/games/useGameLikes.ts';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Tabs } from '../../shared/ui/Tabs.tsx';
import { useAppStore } from '../../store/index.ts';
import styles from './games.module.css';

type Tab = 'favourites' | 'recent';

/** /member/games: favourites (synced with gameLike) and recently played (kept on this device). */
export default function MyGamesPage() {
  const { t } = useTranslation('games');
  const [tab, setTab] = useState<Tab>('favourites');
  const catalog = useCatalog();
  const likeIds = useAppStore((s) => s.gameLikeIds);
  const history = useAppStore((s) => s.gameHistory);
  const games = useMemo(() => gamesByIds(catalog, tab === 'favourites' ? likeIds : history), [catalog, tab, likeIds, history]);
  useSyncGameLikes();
  return (
    <div className={styles.page}>
      <PageHeader title={t('mine.title')} fallback="/member" />
      <Tabs<Tab>
        items={[
          { key: 'favourites', label: t('mine.favourites') },
          { key: 'recent', label: t('mine.recent') },
        ]}
        active={tab}
        onChange={setTab}
        label={t('mine.title')}
      >
        {games.length ? (
          <GameList games={games} label={tab === 'favourites' ? t('mine.favourites') : t('mine.recent')} />
        ) : (
          <div className={styles.center}>
            <p className={styles.muted}>{tab === 'favourites' ? t('mine.noFavourites') : t('mine.noRecent')}</p>
            <Link to="/game/search">{t('mine.browse')}</Link>
          </div>
        )}
      </Tabs>
    </div>
  );
}
