import { useTranslation } from 'react-i18next';
import skeleton from '../ui/skeleton.module.css';
import styles from './games.module.css';

// Two rows (Hot, New) at their final size push what follows the games below a phone's first screen,
// so the rows that arrive later move nothing the player can see (CLS).
const ROWS = [0, 1];
const TILES = [0, 1, 2, 3];
/** A line box of the text it stands for, so a placeholder is exactly as tall as the text. */
const LINE = '\u00a0';

/**
 * The lobby's games section while its chunk and the catalog load: the heading and two rows of tiles
 * in the same boxes as the real ones. It loads with the lobby page (and the static shell draws it),
 * not with the games section's own chunk.
 */
export function GamesSkeleton() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-busy="true" aria-label={t('loading')} data-testid="games-skeleton">
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>
          <span className={`${styles.skeletonText} ${skeleton.shimmer}`}>{LINE}</span>
        </h2>
      </div>
      {ROWS.map((row) => (
        <div key={row} className={styles.section}>
          <h3 className={styles.sectionTitle}>
            <span className={`${styles.skeletonText} ${skeleton.shimmer}`}>{LINE}</span>
          </h3>
          <ul className={styles.row}>
            {TILES.map((tile) => (
              <li key={tile} className={`${styles.tile} ${styles.skeletonTile}`}>
                <span className={`${styles.skeletonArt} ${skeleton.shimmer}`} />
                <span className={styles.name}>
                  <span className={`${styles.skeletonText} ${skeleton.shimmer}`}>{LINE}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
