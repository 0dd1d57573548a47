import * as page from './admin-page.css';

/** A table's column headings; a column of figures is set to the right, as its cells are. */
export function TableHead({ columns }: { columns: { label: string; numeric?: boolean }[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th
            key={column.label}
            scope="col"
            className={column.numeric ? `${page.headCell} ${page.numeric}` : page.headCell}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
