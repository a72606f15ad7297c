import '../../shared/games/i18n.ts';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gamesByIds } from '../../shared/games/catalog.ts';
import { GameList } from '../../shared/games/GameTile.tsx';
import { buildSearchIndex, searchGames } from '../../shared/games/searchIndex.ts';
import type { CatalogGame } from '../../shared/games/types.ts';
import { useCatalog } from '../../shared/games/useCatalog.ts';
import { useSyncGameLikes } from '../../shared/games/useGameLikes.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { ChoiceGroup } from '../../shared/ui/ChoiceGroup.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { useAppStore } from '../../store/index.ts';
import controls from '../../shared/ui/controls.module.css';
import styles from './games.module.css';

/** /game/search: by name, type and provider; the index is built once per catalog, each keystroke only scans it. */
export default function SearchPage() {
  const { t } = useTranslation('games');
  const catalog = useCatalog();
  const index = useMemo(() => buildSearchIndex(catalog.games), [catalog]);
  const [query, setQuery] = useState('');
  const [typeId, setTypeId] = useState<number | null>(null);
  const [brandId, setBrandId] = useState<number | null>(null);
  // Typing stays responsive: the results follow at a lower priority.
  const deferredQuery = useDeferredValue(query);
  const results = useMemo(() => searchGames(index, { query: deferredQuery, typeId, brandId }), [index, deferredQuery, typeId, brandId]);
  const history = useAppStore((s) => s.gameHistory);
  const recent = useMemo(() => gamesByIds(catalog, history).slice(0, 10), [catalog, history]);
  const filtering = Boolean(query.trim()) || typeId !== null || brandId !== null;
  useSyncGameLikes();

  return (
    <div className={styles.page}>
      <PageHeader title={t('search.title')} fallback="/" />
      <input
        type="search"
        className={`${controls.flatInput} ${controls.flatInputLarge} ${styles.searchField}`}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
      <Chips legend={t('search.types')} all={t('search.all')} items={catalog.types} selected={typeId} onSelect={setTypeId} name="gameType" />
      <Chips legend={t('search.brands')} all={t('search.all')} items={catalog.brands} selected={brandId} onSelect={setBrandId} name="gameBrand" />
      {!filtering && recent.length > 0 ? (
        <section>
          <h2 className={styles.legend}>{t('search.recent')}</h2>
          <GameList games={recent} layout="row" label={t('search.recent')} />
        </section>
      ) : null}
      <p className={styles.muted} aria-live="polite" data-testid="search-count">
        {t('search.results', { count: results.length })}
      </p>
      {results.length === 0 ? (
        <div className={styles.center}>
          <p className={styles.muted}>{t('search.none')}</p>
          {filtering ? (
            <Button
              variant="secondary"
              onClick={() => {
                setQuery('');
                setTypeId(null);
                setBrandId(null);
              }}
            >
              {t('search.clear')}
            </Button>
          ) : null}
        </div>
      ) : (
        <Results key={`${deferredQuery}|${typeId ?? ''}|${brandId ?? ''}`} games={results} label={t('search.title')} more={t('search.more')} />
      )}
    </div>
  );
}

/** A page of tiles at a time: a phone draws 48, not a few hundred, on each keystroke. */
const PAGE = 48;
function Results({ games, label, more }: { games: readonly CatalogGame[]; label: string; more: string }) {
  const [limit, setLimit] = useState(PAGE);
  return (
    <>
      <GameList games={games.length > limit ? games.slice(0, limit) : games} label={label} />
      {games.length > limit ? (
        <Button variant="secondary" block onClick={() => setLimit((n) => n + PAGE)}>
          {more}
        </Button>
      ) : null}
    </>
  );
}

function Chips({ legend, all, items, selected, onSelect, name }: { legend: string; all: string; items: { id: number; name: string }[]; selected: number | null; onSelect(id: number | null): void; name: string }) {
  if (items.length < 2) return null;
  const options = [{ id: 0, name: all }, ...items];
  return (
    <ChoiceGroup
      name={name}
      legend={legend}
      legendClassName={styles.legend}
      choices={options.map((item) => ({ value: item.id, label: item.name }))}
      value={selected ?? 0}
      onChange={(id) => onSelect(id || null)}
      className={styles.chips}
      choiceClassName={styles.chip}
    />
  );
}
