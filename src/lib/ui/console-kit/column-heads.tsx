/** A table's head: one row of column headers (`<th scope="col">`), in the order given. Headers are plain text and unique. */
export function ColumnHeads({ headers }: { headers: readonly string[] }) {
  return (
    <thead>
      <tr>
        {headers.map((header) => (
          <th key={header} scope="col">
            {header}
          </th>
        ))}
      </tr>
    </thead>
  );
}
