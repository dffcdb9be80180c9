import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { ROSTER_MESSAGES, type RosterPreview } from '@prayog/contract';
import { learnerKeys } from '../../../api/learners';
import i18n from '../../../lib/i18n';
import { StaffScopeProvider } from '../../../lib/staff-role';
import { renderWithProviders } from '../../../test/render';
import { fakeUploads, jsonUpload, type UploadAnswer } from '../../../test/fake-uploads';
import { RosterImportButton } from './RosterImportButton';
import { SLOW } from '../../../test/timeouts';

beforeAll(async () => {
  await i18n.loadNamespaces(['rosterImport', 'components']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const PREVIEW: RosterPreview = {
  kind: 'students',
  total_rows: 4,
  rows: [
    { line: 2, name: 'Asha Verma', grade: 6, section: 'B', username: 'asha.verma', email: 'asha@example.org', phone: '9876543210' },
    { line: 3, name: 'Rohan Gupta', grade: 6, section: 'B', username: 'rohan.gupta', email: null, phone: null },
    { line: 4, name: 'Kavya Nair', grade: 6, section: 'B', username: 'kavya.nair2', email: null, phone: null },
  ],
  errors: [{ line: 5, reason: ROSTER_MESSAGES.badGrade }],
};
const pdfAnswer = (headers: Record<string, string> = {}): UploadAnswer => ({ status: 201, body: '%PDF-1.7 slips', headers: { 'Content-Type': 'application/pdf', ...headers } });

const csvFile = (name = 'class-6b.csv') => new File(['name,grade,section\nAsha Verma,6,B\n'], name, { type: 'text/csv' });

/** Captures what saveBlob and downloadCsv hand the browser: the file and the name it is saved as. */
function captureDownloads() {
  const saved: { blob: Blob; name: string }[] = [];
  let lastBlob: Blob | null = null;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => { lastBlob = blob; return 'blob:download'; }), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) saved.push({ blob: lastBlob, name: this.download });
  });
  return saved;
}

async function openAndChoose(kind: 'students' | 'teachers', file = csvFile(), scope?: { school: number }) {
  const button = <RosterImportButton kind={kind} />;
  const rendered = renderWithProviders(scope ? <StaffScopeProvider value={{ role: 'school', readOnly: true, ...scope }}>{button}</StaffScopeProvider> : button);
  await rendered.user.click(screen.getByRole('button', { name: kind === 'students' ? 'Import Students' : 'Import Teachers' }));
  const dialog = screen.getByRole('dialog', { name: kind === 'students' ? 'Import Students from a CSV file' : 'Import Teachers from a CSV file' });
  await rendered.user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, file);
  return { ...rendered, dialog };
}

describe('RosterImportDialog', () => {
  it('checks the chosen file with a dry run, shows the rows and problems by line, then commits and saves the slips', async () => {
    localStorage.setItem('role', 'school');
    const uploads = fakeUploads(({ url }) => (url.includes('dry_run=true') ? jsonUpload(PREVIEW) : pdfAnswer({ 'Content-Disposition': 'attachment; filename="sign-in-slips-6B.pdf"' })));
    const saved = captureDownloads();
    const toast = vi.spyOn(notifications, 'show');
    const file = csvFile();
    const { user, dialog, queryClient } = await openAndChoose('students', file);
    queryClient.setQueryData(learnerKeys.report('school', { grade: 6, section: 'B' }), { classes: [] });

    // The dry run: the file in the field `file`, nothing else in the address for a school's own staff.
    await within(dialog).findByTestId('roster-preview', {}, SLOW);
    expect(uploads).toEqual([{ method: 'POST', url: '/api/school_dashboard/roster-import/?dry_run=true', form: expect.any(FormData), file, responseType: '' }]);
    expect([...uploads[0].form.keys()]).toEqual(['file']);
    expect(within(dialog).getByTestId('roster-summary-adding')).toHaveTextContent('3 students will be added.');
    expect(within(dialog).getByTestId('roster-summary-problems')).toHaveTextContent('1 row has a problem and will be left out.');
    expect(within(dialog).getByTestId('roster-file-name')).toHaveTextContent('File: class-6b.csv');

    const rows = within(within(dialog).getByRole('table', { name: 'Rows to be added' })).getAllByRole('row');
    expect(rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['Line', 'Name', 'Class', 'Username', 'Email', 'Parent phone'],
      ['2', 'Asha Verma', '6 B', 'asha.verma', 'asha@example.org', '9876543210'],
      ['3', 'Rohan Gupta', '6 B', 'rohan.gupta', '', ''],
      ['4', 'Kavya Nair', '6 B', 'kavya.nair2', '', ''],
    ]);
    const problems = within(within(dialog).getByRole('table', { name: 'Rows with problems' })).getAllByRole('row');
    expect(problems.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['Line', 'Problem'],
      ['5', ROSTER_MESSAGES.badGrade],
    ]);
    // Both tables download as CSV.
    expect(within(dialog).getAllByRole('button', { name: 'Download CSV' })).toHaveLength(2);

    // Confirm: the same file again without dry_run, a file answer, saved under the server's name.
    await user.click(within(dialog).getByRole('button', { name: 'Add 3 students' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    expect(uploads[1]).toEqual({ method: 'POST', url: '/api/school_dashboard/roster-import/', form: expect.any(FormData), file, responseType: 'blob' });
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe('sign-in-slips-6B.pdf');
    expect(await saved[0].blob.text()).toBe('%PDF-1.7 slips');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', message: '3 students added. The sign-in slips (sign-in-slips-6B.pdf) are downloading.' }));
    // The class lists are refetched: the new students are in them.
    expect(queryClient.getQueryState(learnerKeys.report('school', { grade: 6, section: 'B' }))?.isInvalidated).toBe(true);
  });

  it("shows the server's 400 on the dry run and its 409 on the commit in the dialog, which stays open", async () => {
    localStorage.setItem('role', 'school');
    let commitAnswer: UploadAnswer = jsonUpload({ detail: 'The username asha.verma is already taken.' }, 409);
    const uploads = fakeUploads(({ file, url }) => {
      if (file?.name === 'bad.csv') return jsonUpload({ detail: 'The file lacks these columns: section.' }, 400);
      return url.includes('dry_run=true') ? jsonUpload(PREVIEW) : commitAnswer;
    });
    const saved = captureDownloads();
    const { user, dialog } = await openAndChoose('students', csvFile('bad.csv'));
    expect(await within(dialog).findByText('The file lacks these columns: section.', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).queryByTestId('roster-preview')).not.toBeInTheDocument();

    // Another file: checked again, previewed; the commit's conflict is shown and nothing is saved.
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, csvFile('good.csv'));
    await within(dialog).findByTestId('roster-preview', {}, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Add 3 students' }));
    expect(await within(dialog).findByText('The username asha.verma is already taken.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    expect(uploads.map((u) => u.url)).toEqual([
      '/api/school_dashboard/roster-import/?dry_run=true',
      '/api/school_dashboard/roster-import/?dry_run=true',
      '/api/school_dashboard/roster-import/',
    ]);

    // Back to choose another file; Cancel closes.
    commitAnswer = pdfAnswer();
    await user.click(within(dialog).getByRole('button', { name: 'Choose another file' }));
    expect(within(dialog).getByText('Download a sample CSV')).toBeInTheDocument();
    expect(within(dialog).queryByText('The username asha.verma is already taken.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("imports teachers for an administrator's chosen school, saved as sign-in-slips.pdf when the server names no file", async () => {
    const teachers: RosterPreview = {
      kind: 'teachers', total_rows: 1, errors: [],
      rows: [{ line: 2, name: 'Meena Sharma', grade: null, section: null, username: 'meena.sharma', email: null, phone: '9876501234' }],
    };
    const uploads = fakeUploads(({ url }) => (url.includes('dry_run=true') ? jsonUpload(teachers) : pdfAnswer()));
    const saved = captureDownloads();
    const { user, dialog } = await openAndChoose('teachers', csvFile('staff.csv'), { school: 7 });
    await within(dialog).findByTestId('roster-preview', {}, SLOW);
    expect(within(dialog).getByTestId('roster-summary-adding')).toHaveTextContent('1 teacher will be added.');
    expect(within(dialog).getByTestId('roster-summary-problems')).toHaveTextContent('No row has a problem.');
    expect(within(dialog).queryByRole('table', { name: 'Rows with problems' })).not.toBeInTheDocument();
    const header = within(within(dialog).getByRole('table', { name: 'Rows to be added' })).getAllByRole('columnheader').map((h) => h.textContent);
    expect(header).toEqual(['Line', 'Name', 'Username', 'Email', 'Phone']);

    await user.click(within(dialog).getByRole('button', { name: 'Add 1 teacher' }));
    await waitFor(() => expect(saved).toHaveLength(1), SLOW);
    expect(saved[0].name).toBe('sign-in-slips.pdf');
    expect(uploads.map((u) => u.url)).toEqual([
      '/api/school_dashboard/teacher-import/?dry_run=true&school=7',
      '/api/school_dashboard/teacher-import/?school=7',
    ]);
  });

  it('offers no Confirm when no row can be imported', async () => {
    localStorage.setItem('role', 'school');
    fakeUploads(() => jsonUpload({ ...PREVIEW, rows: [], errors: [{ line: 2, reason: ROSTER_MESSAGES.missingName }] }));
    const { dialog } = await openAndChoose('students');
    await within(dialog).findByTestId('roster-preview', {}, SLOW);
    expect(within(dialog).getByTestId('roster-summary')).toHaveTextContent('0 students will be added.');
    expect(within(dialog).getByTestId('roster-summary')).toHaveTextContent('No row of this file can be imported.');
    expect(within(dialog).queryByTestId('roster-confirm')).not.toBeInTheDocument();
  });

  it('makes a sample CSV of the columns in the browser, which sends nothing', async () => {
    const uploads = fakeUploads(() => jsonUpload(PREVIEW));
    const saved = captureDownloads();
    const { user } = renderWithProviders(<RosterImportButton kind="students" />);
    await user.click(screen.getByRole('button', { name: 'Import Students' }));
    await user.click(screen.getByRole('button', { name: 'Download a sample CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('students-import-sample.csv');
    const lines = (await saved[0].blob.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('name,grade,section,username,email,parent_phone');
    expect(lines[1]).toBe('Asha Verma,6,B,asha.verma,asha.verma@example.org,9876543210');
    expect(uploads).toHaveLength(0);
  });
});
