import styles from './play.module.css';

/** A payline as a tiny reels × rows grid: the cells the line crosses lit. */
export function LineGrid({ line, reels, rows }: { line: readonly number[]; reels: number; rows: number }) {
  return (
    <span className={styles.miniGrid} style={{ gridTemplateRows: `repeat(${rows}, auto)` }} aria-hidden="true">
      {Array.from({ length: reels }, (_, reel) =>
        Array.from({ length: rows }, (_cell, row) => <span key={`${reel}-${row}`} className={line[reel] === row ? `${styles.cell} ${styles.cellOn}` : styles.cell} />),
      )}
    </span>
  );
}

/**
 * A landed grid (grid[reel][row]) with each symbol's full name from the theme's texts, winning cells
 * lit. The names wrap inside equal columns: cutting them to three letters read "Jee" and "Sam".
 */
export function SymbolGrid({ grid, names, lit, label }: { grid: readonly (readonly number[])[]; names: ReadonlyMap<number, string>; lit: ReadonlySet<string>; label: string }) {
  const rows = grid[0]?.length ?? 0;
  return (
    <span className={`${styles.miniGrid} ${styles.symbolGrid}`} style={{ gridTemplateRows: `repeat(${rows}, auto)`, gridTemplateColumns: `repeat(${grid.length}, minmax(0, 1fr))` }} role="img" aria-label={label}>
      {grid.map((reel, r) =>
        reel.map((symbol, row) => (
          <span key={`${r}-${row}`} className={lit.has(`${r},${row}`) ? `${styles.symbolCell} ${styles.cellOn}` : styles.symbolCell}>
            {names.get(symbol) ?? ''}
          </span>
        )),
      )}
    </span>
  );
}
