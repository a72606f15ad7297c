/** A table's head: one column head per key, each named by `label` (the page's translation). */
export function ColumnHeads<K extends string>({ columns, label }: { columns: readonly K[]; label(column: K): string }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {label(column)}
          </th>
        ))}
      </tr>
    </thead>
  );
}
