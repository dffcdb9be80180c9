import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
// The table takes a query result as a screen gets it from a web/src/api hook; the test builds one directly.
// eslint-disable-next-line no-restricted-imports
import { useQuery } from '@tanstack/react-query';
import { Button } from '@mantine/core';
import { ApiError } from '../lib/api';
import { renderWithProviders } from '../test/render';
import { CARDS_QUERY, DataTable, type DataTableColumn } from './DataTable';
import { rowsToCsv } from './data-table-model';
import { captureDownloads } from '../test/downloads';

interface Student {
  lmsId: string;
  name: string;
  grade: number;
  score: number | null;
}

const STUDENTS: Student[] = [
  { lmsId: 'LMS-003', name: 'Kavya Rao', grade: 8, score: 72 },
  { lmsId: 'LMS-001', name: 'Aarav Sharma', grade: 7, score: 91 },
  { lmsId: 'LMS-002', name: 'अनन्या वर्मा', grade: 10, score: null },
  { lmsId: 'LMS-004', name: 'Zoya Khan', grade: 9, score: 5 },
];

const onEdit = vi.fn();
const COLUMNS: DataTableColumn<Student>[] = [
  { id: 'lmsId', header: 'LMS ID', value: (s) => s.lmsId, searchable: true },
  { id: 'name', header: 'Name', value: (s) => s.name, searchable: true },
  { id: 'grade', header: 'Grade', value: (s) => s.grade },
  { id: 'score', header: 'Score', value: (s) => s.score, align: 'right' },
  { id: 'actions', header: 'Actions', cell: (s) => <Button size="xs" onClick={() => onEdit(s.lmsId)}>Edit {s.name}</Button> },
];

/** The first cell of each body row: the order the user sees. */
function shownIds(): string[] {
  const table = screen.getByRole('table');
  return within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent ?? '');
}

const manyStudents = (n: number): Student[] =>
  Array.from({ length: n }, (_, i) => ({ lmsId: `LMS-${String(i + 1).padStart(3, '0')}`, name: `Student ${i + 1}`, grade: 6, score: i }));

describe('DataTable', () => {
  it('shows the rows with their headers and draws row actions with the caller renderer', async () => {
    const { user } = renderWithProviders(<DataTable columns={COLUMNS} data={STUDENTS} caption="Students" />);
    expect(screen.getByRole('table', { name: 'Students' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['LMS ID', 'Name', 'Grade', 'Score', 'Actions']);
    expect(shownIds()).toEqual(['LMS-003', 'LMS-001', 'LMS-002', 'LMS-004']);
    await user.click(screen.getByRole('button', { name: 'Edit Zoya Khan' }));
    expect(onEdit).toHaveBeenCalledWith('LMS-004');
    // The action column is not sortable.
    expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');
  });

  it('sorts by a clicked header, ascending then descending, and says so with aria-sort', async () => {
    const { user } = renderWithProviders(<DataTable columns={COLUMNS} data={STUDENTS} />);
    const gradeHeader = screen.getByRole('columnheader', { name: 'Grade' });
    expect(gradeHeader).toHaveAttribute('aria-sort', 'none');

    await user.click(within(gradeHeader).getByRole('button', { name: 'Grade' }));
    expect(gradeHeader).toHaveAttribute('aria-sort', 'ascending');
    // Numbers sort as numbers: 10 after 9.
    expect(shownIds()).toEqual(['LMS-001', 'LMS-003', 'LMS-004', 'LMS-002']);

    await user.click(within(gradeHeader).getByRole('button', { name: 'Grade' }));
    expect(gradeHeader).toHaveAttribute('aria-sort', 'descending');
    expect(shownIds()).toEqual(['LMS-002', 'LMS-004', 'LMS-003', 'LMS-001']);

    // Another column takes over the sort.
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(gradeHeader).toHaveAttribute('aria-sort', 'none');
    expect(shownIds()).toEqual(['LMS-001', 'LMS-003', 'LMS-004', 'LMS-002']);
  });

  it('keeps blank values after the filled ones when sorting', async () => {
    const { user } = renderWithProviders(<DataTable columns={COLUMNS} data={STUDENTS} />);
    await user.click(screen.getByRole('button', { name: 'Score' }));
    expect(shownIds()).toEqual(['LMS-004', 'LMS-003', 'LMS-001', 'LMS-002']);
  });

  it('filters by the searchable columns, case-insensitively, and shows its no-match text', async () => {
    const { user } = renderWithProviders(
      <DataTable columns={COLUMNS} data={STUDENTS} searchLabel="Search by LMS ID or Name" emptyText="No data found" />,
    );
    const search = screen.getByRole('searchbox', { name: 'Search by LMS ID or Name' });
    await user.type(search, 'kHaN');
    expect(shownIds()).toEqual(['LMS-004']);

    await user.clear(search);
    await user.type(search, 'lms-00');
    expect(shownIds()).toHaveLength(4);

    await user.clear(search);
    await user.type(search, 'अनन्या');
    expect(shownIds()).toEqual(['LMS-002']);

    // Grade is not searchable: "10" matches no LMS ID or name.
    await user.clear(search);
    await user.type(search, '10');
    expect(screen.getByText('No rows match your search.')).toBeInTheDocument();
    expect(screen.queryByText('No data found')).not.toBeInTheDocument();
  });

  it('pages with named buttons and says which rows are shown', async () => {
    const data = manyStudents(25);
    const { user } = renderWithProviders(<DataTable columns={COLUMNS} data={data} pageSize={10} />);
    expect(shownIds()).toHaveLength(10);
    expect(shownIds()[0]).toBe('LMS-001');
    expect(screen.getByText('Rows 1–10 of 25')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(shownIds()[0]).toBe('LMS-011');
    expect(screen.getByText('Rows 11–20 of 25')).toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(shownIds()).toEqual(['LMS-021', 'LMS-022', 'LMS-023', 'LMS-024', 'LMS-025']);
    expect(screen.getByText('Rows 21–25 of 25')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(shownIds()[0]).toBe('LMS-011');
  });

  it('goes back to the first page when the search changes, and hides the pager for one page', async () => {
    const { user } = renderWithProviders(<DataTable columns={COLUMNS} data={manyStudents(25)} searchLabel="Search" />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Student 1');
    // Student 1, 10..19: 11 rows, first page.
    expect(screen.getByText('Rows 1–10 of 11')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '2');
    expect(shownIds()).toEqual(['LMS-012']);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('keeps the page when the data is refreshed, and steps back when the last page empties', async () => {
    const data = manyStudents(25);
    const { user, rerender } = renderWithProviders(<DataTable columns={COLUMNS} data={data} />);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    // A refetch after editing a row on page 2: a new array, same rows.
    rerender(<DataTable columns={COLUMNS} data={data.map((s) => ({ ...s }))} />);
    expect(screen.getByText('Rows 11–20 of 25')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    // The last page's rows are deleted.
    rerender(<DataTable columns={COLUMNS} data={data.slice(0, 20)} />);
    await waitFor(() => expect(screen.getByText('Rows 11–20 of 20')).toBeInTheDocument());
    expect(shownIds()[0]).toBe('LMS-011');
  });

  it("asks the server for the page before when a delete empties the server's last page", async () => {
    const onOffsetChange = vi.fn();
    const { rerender } = renderWithProviders(
      <DataTable columns={COLUMNS} data={manyStudents(21).slice(20)} pageSize={20} serverPaging={{ total: 21, offset: 20, onOffsetChange }} />,
    );
    expect(screen.getByText('Rows 21–21 of 21')).toBeInTheDocument();
    expect(onOffsetChange).not.toHaveBeenCalled();
    // The refetch after the delete: page 2 is now empty and the list has 20 rows.
    rerender(<DataTable columns={COLUMNS} data={[]} pageSize={20} serverPaging={{ total: 20, offset: 20, onOffsetChange }} />);
    await waitFor(() => expect(onOffsetChange).toHaveBeenCalledWith(0));
  });

  it('goes back to page 1 when the sort changes', async () => {
    const { user } = renderWithProviders(<DataTable columns={COLUMNS} data={manyStudents(25)} />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.click(screen.getByRole('button', { name: 'Score' }));
    await user.click(screen.getByRole('button', { name: 'Score' }));
    expect(screen.getByText('Rows 1–10 of 25')).toBeInTheDocument();
    expect(shownIds()[0]).toBe('LMS-025');
  });

  it("shows the caller's empty text when there are no rows", () => {
    renderWithProviders(<DataTable columns={COLUMNS} data={[]} emptyText="No Data Found for this Grade and Section." csvFileName="students" />);
    expect(screen.getByText('No Data Found for this Grade and Section.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(screen.queryByText(/^Rows/)).not.toBeInTheDocument();
  });

  it('shows skeleton rows while loading', () => {
    renderWithProviders(<DataTable columns={COLUMNS} isLoading pageSize={3} />);
    expect(screen.getAllByTestId('data-table-skeleton-row')).toHaveLength(3);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it("shows the server's detail or the fallback with a retry button on error", async () => {
    const onRetry = vi.fn();
    const { user, rerender } = renderWithProviders(
      <DataTable columns={COLUMNS} error={new ApiError(403, { detail: 'You do not have permission.' })} onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    rerender(<DataTable columns={COLUMNS} error={new ApiError(0)} errorText="Failed to load students." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load students.');
  });

  it('reads loading, error and retry from a TanStack query', async () => {
    let calls = 0;
    function Harness() {
      const query = useQuery({
        queryKey: ['students'],
        queryFn: async () => {
          calls += 1;
          if (calls === 1) throw new ApiError(500, { detail: 'Server is busy.' });
          return STUDENTS;
        },
      });
      return <DataTable columns={COLUMNS} query={query} />;
    }
    const { user } = renderWithProviders(<Harness />);
    expect(screen.getAllByTestId('data-table-skeleton-row').length).toBeGreaterThan(0);
    expect(await screen.findByText('Server is busy.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(shownIds()).toHaveLength(4));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('scrolls sideways inside a focusable, named region on narrow screens', () => {
    renderWithProviders(<DataTable columns={COLUMNS} data={STUDENTS} caption="Students" minWidth={700} />);
    const region = screen.getByRole('region', { name: 'Students' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });
});

describe('DataTable CSV', () => {
  let blobs: Blob[];
  beforeEach(() => { blobs = captureDownloads(); });
  afterEach(() => vi.restoreAllMocks());

  it('builds the CSV from the visible headers and the given rows, without the action column', () => {
    expect(rowsToCsv(COLUMNS, STUDENTS.slice(0, 3)).split('\r\n')).toEqual([
      'LMS ID,Name,Grade,Score',
      'LMS-003,Kavya Rao,8,72',
      'LMS-001,Aarav Sharma,7,91',
      'LMS-002,अनन्या वर्मा,10,',
    ]);
  });

  it('downloads the filtered and sorted rows of all pages, in the order shown, with a BOM', async () => {
    const { user } = renderWithProviders(<DataTable columns={COLUMNS} data={manyStudents(14)} searchLabel="Search" csvFileName="students" pageSize={5} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'student 1');
    await user.click(screen.getByRole('button', { name: 'Score' }));
    await user.click(screen.getByRole('button', { name: 'Score' }));
    // Descending score: 13 (Student 14), 12 (13), 11, 10, 9 (Student 10) on page 1, then Student 1 (score 0) on page 2.
    expect(shownIds()).toEqual(['LMS-014', 'LMS-013', 'LMS-012', 'LMS-011', 'LMS-010']);

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(blobs).toHaveLength(1);
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')).toEqual([
      'LMS ID,Name,Grade,Score',
      'LMS-014,Student 14,6,13',
      'LMS-013,Student 13,6,12',
      'LMS-012,Student 12,6,11',
      'LMS-011,Student 11,6,10',
      'LMS-010,Student 10,6,9',
      'LMS-001,Student 1,6,0',
    ]);
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
  });

  it('names the file as the caller says', async () => {
    const { user } = renderWithProviders(<DataTable columns={COLUMNS} data={STUDENTS} csvFileName="grade-8-report" />);
    let downloadName = '';
    vi.mocked(HTMLAnchorElement.prototype.click).mockImplementation(function (this: HTMLAnchorElement) {
      downloadName = this.download;
    });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloadName).toBe('grade-8-report.csv');
  });
});

/** A window narrower than 600 px, as Mantine's useMediaQuery reads it. */
function onPhone(phone: boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: phone && query === CARDS_QUERY });
  return () => { window.matchMedia = original; };
}

describe('DataTable on a phone (under 600 px)', () => {
  let restore: () => void = () => {};
  afterEach(() => restore());

  it("shows each row as a card of 'header: value' lines with its actions, still a table to screen readers", async () => {
    restore = onPhone(true);
    const { user } = renderWithProviders(<DataTable columns={COLUMNS} data={STUDENTS} caption="Students" />);
    const table = screen.getByRole('table', { name: 'Students' });
    expect(table).toHaveAttribute('data-layout', 'cards');
    // The cards never make the page scroll sideways: no minimum width, and the region is no longer a tab stop.
    const region = screen.getByRole('region', { name: 'Students' });
    expect(region).not.toHaveAttribute('tabindex');
    expect(region.innerHTML).not.toMatch(/min-width:\s*640px/);

    const cards = within(table).getAllByRole('row').slice(1);
    expect(cards).toHaveLength(4);
    const first = within(cards[0]).getAllByRole('cell');
    // Each value carries its column's header as a visible label (hidden from screen readers, which read the header).
    expect(first.map((cell) => cell.textContent)).toEqual(['LMS IDLMS-003', 'NameKavya Rao', 'Grade8', 'Score72', 'Edit Kavya Rao']);
    expect(first[0].querySelector('[aria-hidden="true"]')).toHaveTextContent('LMS ID');
    // The actions cell has no label; its buttons are there and work.
    await user.click(within(cards[1]).getByRole('button', { name: 'Edit Aarav Sharma' }));
    expect(onEdit).toHaveBeenCalledWith('LMS-001');
    // The headers stay: sort buttons above the cards.
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('wraps the empty text in a card-wide line instead of a cut-off cell', () => {
    restore = onPhone(true);
    renderWithProviders(<DataTable columns={COLUMNS} data={[]} emptyText="No teacher accounts are waiting for approval." />);
    const empty = screen.getByTestId('empty-state');
    expect(empty).toHaveTextContent('No teacher accounts are waiting for approval.');
    expect(screen.getByRole('table')).toHaveAttribute('data-layout', 'cards');
  });

  it('keeps the table from 600 px up, its last actions column pinned in view while the table scrolls sideways', () => {
    restore = onPhone(false);
    renderWithProviders(<DataTable columns={COLUMNS} data={STUDENTS} caption="Students" />);
    const table = screen.getByRole('table', { name: 'Students' });
    expect(table).toHaveAttribute('data-layout', 'table');
    expect(screen.getByRole('region', { name: 'Students' })).toHaveAttribute('tabindex', '0');
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(/^LMS-003$/);
    // The actions cell (a column with only `cell`) and its header carry the sticky class; value columns do not.
    const actionsClass = /_actions_/;
    expect(screen.getByRole('columnheader', { name: 'Actions' }).className).toMatch(actionsClass);
    expect(cells[4].className).toMatch(actionsClass);
    expect(cells[0].className).not.toMatch(actionsClass);
    expect(screen.getByRole('columnheader', { name: /Name/ }).className).not.toMatch(actionsClass);
  });
});
