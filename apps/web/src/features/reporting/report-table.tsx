import type { ReactNode } from 'react';

// Cells keep to one line: the table scrolls sideways on a phone rather than breaking months and amounts.
const cell = 'whitespace-nowrap px-3 py-2 text-left align-top';
const numeric = `${cell} text-right tabular-nums`;

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
}

/** A report's table: a caption, its columns, its rows and an optional totals row; scrolls sideways on a phone. */
export function ReportTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  totals,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** The totals row: a cell per column (null leaves it empty). */
  totals?: ReactNode[];
}) {
  return (
    // Focusable, so a keyboard can scroll a table wider than a phone's screen, whether or not its cells hold links
    // (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="group" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-lg border border-gray-300">
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`${column.numeric ? numeric : cell} font-semibold`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-gray-200">
              {columns.map((column) => (
                <td key={column.header} className={column.numeric ? numeric : cell}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot className="border-t-2 border-gray-300 bg-gray-50 font-semibold">
            <tr>
              {columns.map((column, i) => (
                <td key={column.header} className={column.numeric ? numeric : cell}>
                  {totals[i]}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
