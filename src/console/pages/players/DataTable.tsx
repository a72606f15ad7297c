import type { ReactNode } from 'react';
import styles from './players.module.css';

export interface Column<Row> {
  label: string;
  cell(row: Row): ReactNode;
  /** Amounts and counts line up on the right. */
  numeric?: boolean;
}

/** A section's table: a heading, the rows (or a line saying there are none), scrolling sideways on a phone. */
export function DataTable<Row>({ id, title, rows, columns, rowKey, empty }: { id: string; title: string; rows: Row[]; columns: Column<Row>[]; rowKey(row: Row, index: number): string | number; empty: string }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col" className={column.numeric ? styles.numeric : undefined}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={rowKey(row, index)}>
                  {columns.map((column) => (
                    <td key={column.label} className={column.numeric ? styles.numeric : undefined}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
