import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Box, Button, Group, Pagination, Skeleton, Stack, Table, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { FlexRender, useTable, type RowData } from '@tanstack/react-table';
import { IconArrowDown, IconArrowUp, IconDownload, IconSearch, IconSelector } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { errorDetail } from '../lib/api';
import { downloadCsv } from './csv';
import { dataTableFeatures, matchesSearch, rowsToCsv, toColumnDefs, type DataTableColumn } from './data-table-model';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import classes from './DataTable.module.css';

export type { DataTableColumn, CellValue } from './data-table-model';

/** The parts of a TanStack query the table reads; a `useQuery(...)` result fits as it is. */
export type DataTableQuery<T> = Pick<UseQueryResult<readonly T[]>, 'data' | 'isPending' | 'error' | 'refetch'>;

export interface DataTableProps<T> {
  /** Keep the array stable (a module constant or useMemo): a new array every render rebuilds the table. */
  columns: readonly DataTableColumn<T>[];
  /** The list's query: loading, error (with retry) and data come from it. Wins over the plain props below. */
  query?: DataTableQuery<T>;
  /** Rows, when there is no query. Keep it stable (a query's data is). */
  data?: readonly T[];
  isLoading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Shown when the load fails and the server gives no detail. */
  errorText?: string;
  /** The spec's empty text ('No data found', 'No Data Found for this Grade and Section.'). */
  emptyText?: string;
  /** Shown when rows exist but the search hides them all. */
  noMatchText?: string;
  /** Shows the search box with this label ('Search by LMS ID or Name'); it matches the `searchable` columns. */
  searchLabel?: string;
  searchPlaceholder?: string;
  /** Shows 'Download CSV'; the file gets this name ('.csv' is added when missing). */
  csvFileName?: string;
  /** Rows per page (default 10); with `serverPaging`, the server's page size (its `limit`). */
  pageSize?: number;
  /**
   * The server pages the list: `data` is the page starting at `offset` of `total` rows, and the pager asks for
   * another page through `onOffsetChange`. Sorting, search and the CSV then cover the page shown.
   */
  serverPaging?: { total: number; offset: number; onOffsetChange: (offset: number) => void };
  getRowId?: (row: T, index: number) => string;
  /** Sorted by this column when first shown. */
  initialSort?: { id: string; desc?: boolean };
  /** The table's accessible name (and of its scroll region); read by screen readers, not shown. */
  caption?: string;
  /** Below this width the table scrolls sideways inside its card (default 640 px). */
  minWidth?: number;
  /** More controls in the toolbar, before the search box (grade and section selects, say). */
  toolbar?: ReactNode;
  testId?: string;
}

const NO_ROWS: readonly never[] = [];

/** Below this width every table shows its rows as cards (README: "Tables on a phone"). */
export const CARDS_QUERY = '(max-width: 599.98px)';

/**
 * A sortable, searchable, paged table with loading, error and empty states and a CSV download of
 * what it shows. Under 600 px each row is a card of 'header: value' lines with its actions; wider, a table too wide
 * for its card scrolls sideways while a last actions column stays in view.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const {
    columns, query, errorText, emptyText, noMatchText, searchLabel, searchPlaceholder, csvFileName,
    pageSize = 10, getRowId, initialSort, caption, minWidth = 640, toolbar, testId = 'data-table', serverPaging: server,
  } = props;
  const { t } = useTranslation('components');
  const [search, setSearch] = useState('');
  // Read at the first render (not in an effect), so a phone never lays out the wide table first.
  const cards = useMediaQuery(CARDS_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;

  const data = (query ? query.data : props.data) ?? (NO_ROWS as readonly T[]);
  const isLoading = query ? query.isPending : (props.isLoading ?? false);
  const error = query ? query.error : props.error;
  const retry = query ? () => void query.refetch() : props.onRetry;

  const columnDefs = useMemo(() => toColumnDefs(columns), [columns]);
  const globalFilterFn = useMemo(() => matchesSearch<T>(), []);
  const table = useTable({
    features: dataTableFeatures,
    columns: columnDefs,
    data: data as T[],
    getRowId,
    globalFilterFn,
    enableMultiSort: false,
    // A refetch after editing a row keeps the user on their page; searching and sorting go back to page 1 below.
    autoResetPageIndex: false,
    // First click sorts ascending for numbers too (react-table would start numbers descending).
    sortDescFirst: false,
    initialState: {
      sorting: initialSort ? [{ id: initialSort.id, desc: initialSort.desc ?? false }] : [],
      // A server's page is shown whole: the table itself never splits it.
      pagination: { pageIndex: 0, pageSize: server ? Number.MAX_SAFE_INTEGER : pageSize },
    },
  });

  const onSearch = (value: string) => {
    setSearch(value);
    table.setGlobalFilter(value.trim());
    table.setPageIndex(0);
  };

  const shownRows = table.getPrePaginatedRowModel().rows;
  const pageRows = table.getRowModel().rows;
  const { pageIndex } = table.state.pagination;
  const shownCount = shownRows.length;
  const total = server ? server.total : shownCount;
  const from = shownCount === 0 ? 0 : (server ? server.offset : pageIndex * pageSize) + 1;
  const to = server ? server.offset + shownCount : Math.min(total, (pageIndex + 1) * pageSize);
  const pageCount = server ? Math.ceil(server.total / pageSize) : table.getPageCount();
  const currentPage = server ? Math.floor(server.offset / pageSize) : pageIndex;
  const goToPage = (index: number) => (server ? server.onOffsetChange(index * pageSize) : table.setPageIndex(index));
  const columnCount = columns.length;
  const headerOf = (id: string) => columns.find((column) => column.id === id)?.header ?? '';
  const isActions = (id: string) => isActionColumn(columns, id);

  // Rows removed from the last page (a delete, a narrower search) must not leave an empty page showing.
  useEffect(() => {
    if (pageIndex > 0 && pageIndex >= pageCount) table.setPageIndex(Math.max(pageCount - 1, 0));
  }, [pageIndex, pageCount, table]);
  // The same for a server's pages: deleting the last row of the last page asks for the page before it.
  const serverOffset = server?.offset ?? 0;
  const toOffset = server?.onOffsetChange;
  // A failed page keeps its error on screen instead.
  const settled = !isLoading && error == null;
  useEffect(() => {
    if (toOffset && settled && serverOffset > 0 && currentPage >= pageCount) toOffset(Math.max(pageCount - 1, 0) * pageSize);
  }, [toOffset, settled, serverOffset, currentPage, pageCount, pageSize]);

  const download = () => {
    if (csvFileName) downloadCsv(csvFileName, rowsToCsv(columns, shownRows.map((row) => row.original)));
  };

  let body: ReactNode;
  if (isLoading) {
    body = Array.from({ length: Math.min(pageSize, 5) }, (_, i) => (
      <Table.Tr key={i} data-testid="data-table-skeleton-row" role="row">
        {columns.map((column) => (
          <Table.Td key={column.id} role="cell"><Skeleton height={14} radius="sm" /></Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (shownCount === 0) {
    const message = data.length === 0 ? emptyText : (noMatchText ?? t('dataTable.noMatches'));
    body = (
      <Table.Tr role="row">
        <Table.Td colSpan={columnCount} role="cell" className={classes.empty}><EmptyState message={message} /></Table.Td>
      </Table.Tr>
    );
  } else {
    body = pageRows.map((row) => (
      <Table.Tr key={row.id} role="row">
        {row.getAllCells().map((cell) => {
          const id = cell.column.id;
          const actions = isActions(id);
          return (
            <Table.Td key={cell.id} role="cell" ta={cards ? undefined : alignOf(columns, id)} className={actions ? classes.actions : undefined}>
              {/* The card's label; hidden from screen readers, which read the column header instead. */}
              {cards && !actions && <span className={classes.cardLabel} aria-hidden="true">{headerOf(id)}</span>}
              <FlexRender cell={cell} />
            </Table.Td>
          );
        })}
      </Table.Tr>
    ));
  }

  const failed = !isLoading && error != null;
  const showTable = !failed || data.length > 0;

  return (
    <Stack gap="sm" data-testid={testId}>
      {failed && <ErrorState message={errorDetail(error, errorText ?? t('dataTable.loadFailed'))} onRetry={retry} />}
      {(toolbar || searchLabel || csvFileName) && showTable && (
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <Group align="flex-end" gap="sm" wrap="wrap" style={{ flex: '1 1 16rem' }}>
            {toolbar}
            {searchLabel && (
              <TextInput
                type="search"
                label={searchLabel}
                placeholder={searchPlaceholder}
                value={search}
                onChange={(event) => onSearch(event.currentTarget.value)}
                leftSection={<IconSearch size={16} aria-hidden="true" />}
                style={{ flex: '1 1 14rem', maxWidth: '24rem' }}
                data-testid={`${testId}-search`}
              />
            )}
          </Group>
          {csvFileName && (
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              onClick={download}
              disabled={isLoading || shownCount === 0}
              data-testid={`${testId}-csv`}
            >
              {t('dataTable.downloadCsv')}
            </Button>
          )}
        </Group>
      )}

      {showTable && (
        // Focusable and named, so keyboard users can scroll a wide table on a phone.
        // Cards never scroll sideways, so the region is then not a tab stop.
        <Table.ScrollContainer
          minWidth={cards ? 0 : minWidth}
          type="native"
          tabIndex={cards ? undefined : 0}
          role="region"
          aria-label={caption ?? t('dataTable.region')}
        >
          {/* Explicit roles: the card layout changes the elements' display, which must not cost the table its meaning. */}
          <Table
            striped={!cards}
            highlightOnHover={!cards}
            verticalSpacing="xs"
            role="table"
            className={classes.table}
            data-layout={cards ? 'cards' : 'table'}
            aria-label={caption}
            aria-busy={isLoading || undefined}
          >
            <Table.Thead>
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id} role="row">
                  {group.headers.map((header) => {
                    const column = header.column;
                    const canSort = column.getCanSort();
                    const sorted = column.getIsSorted();
                    return (
                      <Table.Th
                        key={header.id}
                        role="columnheader"
                        data-plain={canSort ? undefined : true}
                        className={isActions(column.id) ? classes.actions : undefined}
                        ta={alignOf(columns, column.id)}
                        aria-sort={canSort ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                      >
                        {canSort ? (
                          <UnstyledButton
                            onClick={() => {
                              column.toggleSorting();
                              table.setPageIndex(0);
                            }}
                            fw={700}
                            fz="inherit"
                            // Inline, so the arrow wraps with the header's last word: a narrow column is as wide as its
                            // longest word, and a wide table fits its card (issue 28: Admin → Schools at 1280 px).
                            style={{ display: 'inline', textAlign: 'inherit' }}
                          >
                            <FlexRender header={header} />
                            <SortIcon sorted={sorted} />
                          </UnstyledButton>
                        ) : (
                          <FlexRender header={header} />
                        )}
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Thead>
            <Table.Tbody>{body}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {isLoading && (
        <VisuallyHidden role="status">{t('dataTable.loading')}</VisuallyHidden>
      )}

      {!isLoading && shownCount > 0 && (
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite" data-testid={`${testId}-range`}>
            {t('dataTable.range', { from, to, total })}
          </Text>
          {pageCount > 1 && (
            <Box component="nav" aria-label={t('dataTable.pagination')}>
              <Pagination
                size="sm"
                siblings={1}
                boundaries={1}
                total={pageCount}
                value={currentPage + 1}
                onChange={(page) => goToPage(page - 1)}
                // Mantine draws page numbers in Latin digits: the label says the same number (not the language's digits).
                getItemProps={(page) => ({ 'aria-label': t('dataTable.page', { page: String(page) }) })}
                getControlProps={(control) => ({ 'aria-label': t(`dataTable.${control}Page`) })}
              />
            </Box>
          )}
        </Group>
      )}
    </Stack>
  );
}

/** Row actions: a column that only draws (no value to sort, search or export). */
function isActionColumn<T>(columns: readonly DataTableColumn<T>[], id: string) {
  const column = columns.find((c) => c.id === id);
  return column !== undefined && column.value === undefined && column.cell !== undefined;
}

function alignOf<T>(columns: readonly DataTableColumn<T>[], id: string) {
  return columns.find((column) => column.id === id)?.align;
}

const SORT_ICON = { style: { marginInlineStart: 4, verticalAlign: '-2px' } } as const;

function SortIcon({ sorted }: { sorted: false | 'asc' | 'desc' }) {
  if (sorted === 'asc') return <IconArrowUp size={14} aria-hidden="true" {...SORT_ICON} />;
  if (sorted === 'desc') return <IconArrowDown size={14} aria-hidden="true" {...SORT_ICON} />;
  return <IconSelector size={14} aria-hidden="true" opacity={0.5} {...SORT_ICON} />;
}
