import type { ReactNode } from 'react';
import {
  columnFilteringFeature, createFilteredRowModel, createPaginatedRowModel, createSortedRowModel, globalFilteringFeature,
  rowPaginationFeature, rowSortingFeature, tableFeatures,
  type ColumnDef, type FilterFn, type RowData, type SortFn,
} from '@tanstack/react-table';
import { buildCsv, type CsvValue } from './csv';

/** The value of a cell: what it sorts by, what search matches and what the CSV holds. */
export type CellValue = CsvValue;

/**
 * One column of a DataTable. A column with `value` sorts, can be searched and goes into the CSV;
 * a column with only `cell` (row actions, say) does none of these.
 */
export interface DataTableColumn<T> {
  /** Unique within the table. */
  id: string;
  /** Visible header text (the spec's), also the CSV header. */
  header: string;
  /** The cell's value. Shown as text unless `cell` draws it. */
  value?: (row: T) => CellValue;
  /** Draws the cell (badges, links, row-action buttons). Defaults to the value as text. */
  cell?: (row: T) => ReactNode;
  /** Click-to-sort header; default: true when `value` is given. */
  sortable?: boolean;
  /** The search box matches this column (case-insensitive substring); default false. */
  searchable?: boolean;
  /** In the CSV download; default: true when `value` is given. A function gives the CSV its own value. */
  csv?: boolean | ((row: T) => CellValue);
  align?: 'left' | 'center' | 'right';
}

export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  rowPaginationFeature,
  sortedRowModel: createSortedRowModel(),
  filteredRowModel: createFilteredRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
});
export type DataTableFeatures = typeof dataTableFeatures;

// Numbers inside text sort as numbers ("Grade 2" before "Grade 10"); accents and case do not split names.
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export function compareValues(a: CellValue, b: CellValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a ?? ''), String(b ?? ''));
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

function sortByValue<T extends RowData>(): SortFn<DataTableFeatures, T> {
  return (rowA, rowB, columnId) => compareValues(rowA.getValue<CellValue>(columnId), rowB.getValue<CellValue>(columnId));
}

/** The search box: case-insensitive substring of any searchable column's value. */
export function matchesSearch<T extends RowData>(): FilterFn<DataTableFeatures, T> {
  return (row, columnId, filterValue: unknown) => {
    const needle = String(filterValue ?? '').trim().toLocaleLowerCase();
    if (!needle) return true;
    const value = row.getValue<CellValue>(columnId);
    return !isBlank(value) && String(value).toLocaleLowerCase().includes(needle);
  };
}

/** The react-table column definitions of the caller's columns. */
export function toColumnDefs<T extends RowData>(columns: readonly DataTableColumn<T>[]): ColumnDef<DataTableFeatures, T>[] {
  const sortFn = sortByValue<T>();
  return columns.map((column): ColumnDef<DataTableFeatures, T> => {
    const { value } = column;
    const render = (row: T): ReactNode => {
      if (column.cell) return column.cell(row);
      const v = value?.(row);
      return isBlank(v) ? '' : String(v);
    };
    if (!value) {
      return { id: column.id, header: column.header, cell: ({ row }) => render(row.original), enableSorting: false, enableGlobalFilter: false };
    }
    return {
      id: column.id,
      header: column.header,
      // Blank values become undefined so sortUndefined keeps them after the filled ones.
      accessorFn: (row) => {
        const v = value(row);
        return isBlank(v) ? undefined : v;
      },
      cell: ({ row }) => render(row.original),
      enableSorting: column.sortable ?? true,
      enableGlobalFilter: column.searchable ?? false,
      sortFn,
      sortUndefined: 'last',
    };
  });
}

/** The columns that go into the CSV, in table order. */
export function csvColumns<T>(columns: readonly DataTableColumn<T>[]) {
  return columns.filter((column) => (typeof column.csv === 'function' ? true : (column.csv ?? true) && !!column.value));
}

/** The CSV of rows (already filtered and sorted, all pages) under the columns' visible headers. */
export function rowsToCsv<T>(columns: readonly DataTableColumn<T>[], rows: readonly T[]): string {
  const included = csvColumns(columns);
  const cellOf = (column: DataTableColumn<T>, row: T): CellValue =>
    typeof column.csv === 'function' ? column.csv(row) : column.value?.(row);
  return buildCsv(
    included.map((column) => column.header),
    rows.map((row) => included.map((column) => cellOf(column, row))),
  );
}
