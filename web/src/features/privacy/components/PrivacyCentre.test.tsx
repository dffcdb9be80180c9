import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { fakeApi, json, testNotice } from '../../../test/fake-api';
import { PrivacyCentre } from './PrivacyCentre';

const clicked: { download: string; href: string }[] = [];
const NO_READS = { count: 0, limit: 20, offset: 0, results: [] };
/** Every purpose as before any parent decided, with `over` for some of them. */
const purposes = (over: Record<string, { given: boolean; since: string | null }> = {}) => [
  { purpose: 'learning_records', basis: 'educational', given: true, since: null },
  { purpose: 'leaderboards', basis: 'consent', given: false, since: null },
  { purpose: 'notifications', basis: 'educational', given: true, since: null },
].map((p) => ({ ...p, ...over[p.purpose] }));
const NO_CONSENTS = { purposes: purposes(), history: [] };

/** A parent's privacy centre whose consents come from `consents`; a decision calls `decide` first. */
const fakeConsents = (consents: () => Response, decide: () => void) => fakeApi(({ path, method }) => {
  if (path === '/api/privacy/consents/' && method === 'PUT') {
    decide();
    return consents();
  }
  if (path === '/api/privacy/students/asha/consents/') return consents();
  return path.endsWith('/reads/') ? json(NO_READS) : path === '/api/privacy/notice/mine/' ? json(MINE) : undefined;
});
const MINE = { current_version: 2, accepted: { version: 2, accepted_at: '2026-11-02T06:00:00.000Z' }, school_contact: { name: 'Anil Joshi', email: 'grievance@home.example' } };

beforeEach(() => {
  clicked.length = 0;
  localStorage.setItem('authToken', 'tok-asha');
  localStorage.setItem('isAuthenticated', 'true');
  URL.createObjectURL = vi.fn(() => 'blob:zip');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ download: this.download, href: this.href });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('PrivacyCentre', () => {
  it("lists what is kept and why, and downloads the student's ZIP with the token under the server's file name", async () => {
    const calls = fakeApi(({ path }) => (path.endsWith('/reads/') ? json(NO_READS)
      : path === '/api/privacy/notice/mine/' ? json(MINE)
      : path.endsWith('/consents/') ? json(NO_CONSENTS)
      : path.endsWith('/requests/') ? json({ results: [] })
      : new Response('PK', { headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="prayog-data-asha-2026-11-28.zip"' } })));
    const { user } = renderWithProviders(<PrivacyCentre username="asha" />);
    expect(await screen.findByText('What Prayog keeps, and why')).toBeTruthy();
    expect(screen.getByText('Learning')).toBeTruthy();
    expect(screen.getByText(/Nothing is used for advertising/)).toBeTruthy();
    expect(screen.getByText(/every record Prayog keeps about you/)).toBeTruthy();
    await user.click(screen.getByTestId('privacy-download'));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(screen.queryByTestId('privacy-download-error')).toBeNull();
    expect(clicked).toEqual([{ download: 'prayog-data-asha-2026-11-28.zip', href: 'blob:zip' }]);
    expect(calls.filter(({ path }) => path.endsWith('/export/')).map(({ path, search, headers }) => [path + search, headers.get('Authorization'), headers.get('Accept-Language')]))
      .toEqual([['/api/privacy/students/asha/export/', 'Token tok-asha', 'en']]);
  });

  it("speaks of the child by name for a parent, and shows the server's refusal plainly", async () => {
    fakeApi(({ path }) => (path.endsWith('/reads/') ? json(NO_READS) : json({ detail: "You can only download your own data or your child's." }, 403)));
    const { user } = renderWithProviders(<PrivacyCentre username="asha" childName="Asha Rao" />);
    expect(await screen.findByText(/every record Prayog keeps about Asha Rao/)).toBeTruthy();
    await user.click(screen.getByTestId('privacy-download'));
    expect((await screen.findByTestId('privacy-download-error')).textContent).toBe("You can only download your own data or your child's.");
    expect(clicked).toEqual([]);
  });

  it('shows who of the school and Prayog read the records, what and when, a page at a time', async () => {
    const calls = fakeApi(({ path }) => (path.endsWith('/reads/') ? json({
      count: 2, limit: 20, offset: 0,
      results: [
        { read_at: '2026-11-20T06:30:00Z', reader_role: 'admin', reader_name: null, what: 'privacy' },
        { read_at: '2026-11-19T05:00:00Z', reader_role: 'teacher', reader_name: 'Neha Verma', what: 'learners' },
      ],
    }) : undefined));
    renderWithProviders(<PrivacyCentre username="asha" childName="Asha Rao" />);
    const table = await screen.findByTestId('privacy-reads-table');
    await waitFor(() => expect(table.textContent).toContain('Neha Verma'));
    expect(screen.getByText(/opened Asha Rao's records/)).toBeTruthy();
    for (const text of ['Teacher', 'Attendance', 'Prayog administrator', 'An account since removed', 'Privacy records and data download']) expect(table.textContent).toContain(text);
    expect(calls.filter(({ path }) => path.endsWith('/reads/')).map(({ path, search }) => path + search)).toEqual(['/api/privacy/students/asha/reads/?limit=20&offset=0']);
  });

  it('says which version of the privacy notice the reader accepted and when, and opens it', async () => {
    fakeApi(({ path }) => (path.endsWith('/reads/') ? json(NO_READS)
      : path === '/api/privacy/notice/mine/' ? json(MINE)
      : path === '/api/privacy/notice/' ? json(testNotice(2)) : undefined));
    const { user } = renderWithProviders(<PrivacyCentre username="asha" />);
    expect(await screen.findByText('You accepted version 2 of the privacy notice on Nov 2, 2026.')).toBeTruthy();
    expect(screen.getByTestId('privacy-school-contact').textContent).toBe("Your school's grievance officer: Anil Joshi, grievance@home.example.");
    await user.click(screen.getByTestId('privacy-read-notice'));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy notice' });
    await waitFor(() => expect(dialog.textContent).toContain('Your school is the data fiduciary.'));
  });

  it("lets a parent give and withdraw consent for the child's name beyond the school, and lists every decision", async () => {
    const entry = { purpose: 'leaderboards', parent_name: 'Lata Rao', notice_version: 1, verified_how: 'school-confirmed-link', verified_by: 'Sunita Kapoor', given_at: '2026-11-02T06:00:00.000Z', withdrawn_at: null };
    let given = false;
    const consents = () => json({
      purposes: purposes({ leaderboards: { given, since: given ? entry.given_at : null } }),
      history: given ? [entry] : [],
    });
    const calls = fakeConsents(consents, () => { given = true; });
    const { user } = renderWithProviders(<PrivacyCentre username="asha" childName="Asha Rao" />);
    const toggle = await screen.findByRole('switch', { name: /Name on leaderboards beyond the school/ });
    expect(await screen.findByText('No parent has decided anything yet.')).toBeTruthy();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path + c.search, c.body])).toEqual([['/api/privacy/consents/?child=asha', { purpose: 'leaderboards', given: true }]]);
    const history = screen.getByTestId('consent-history');
    await waitFor(() => expect(history.textContent).toContain('Lata Rao'));
    expect(history.textContent).toContain('The school (Sunita Kapoor) confirmed the parent; notice version 1');
  });

  it("shows lesson time on as the school's teaching until a parent turns it off, and the withdrawal in the list", async () => {
    const withdrawal = { purpose: 'learning_records', parent_name: 'Lata Rao', notice_version: 3, verified_how: 'school-confirmed-link', verified_by: 'Sunita Kapoor', given_at: null, withdrawn_at: '2026-11-29T06:00:00.000Z' };
    let withdrawn = false;
    const consents = () => json({
      purposes: purposes(withdrawn ? { learning_records: { given: false, since: withdrawal.withdrawn_at } } : {}),
      history: withdrawn ? [withdrawal] : [],
    });
    const calls = fakeConsents(consents, () => { withdrawn = true; });
    const { user } = renderWithProviders(<PrivacyCentre username="asha" childName="Asha Rao" />);
    const toggle = await screen.findByRole('switch', { name: /Learning records: time in lessons/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    expect(screen.getAllByText(/On as part of the school's teaching until a parent turns it off\./)).toHaveLength(2);
    expect(screen.getByRole('switch', { name: /Messages from the school/ })).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ purpose: 'learning_records', given: false }]);
    const history = screen.getByTestId('consent-history');
    await waitFor(() => expect(history.textContent).toContain('Withdrawn'));
    expect(history.textContent).toContain('Learning records: time in lessons');
  });

  it('shows a student what their parents decided, without letting them change it', async () => {
    fakeApi(({ path }) => (path === '/api/privacy/students/asha/consents/' ? json({ purposes: purposes({ leaderboards: { given: true, since: '2026-11-02T06:00:00.000Z' } }), history: [] })
      : path.endsWith('/reads/') ? json(NO_READS) : path === '/api/privacy/notice/mine/' ? json(MINE) : undefined));
    renderWithProviders(<PrivacyCentre username="asha" />);
    const toggle = await screen.findByRole('switch', { name: /Name on leaderboards beyond the school/ });
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toggle).toBeDisabled();
  });

  it('says when nobody has read the records yet', async () => {
    fakeApi(({ path }) => (path.endsWith('/reads/') ? json(NO_READS) : undefined));
    renderWithProviders(<PrivacyCentre username="asha" />);
    expect(await screen.findByText('No one from the school or Prayog has opened these records yet.')).toBeTruthy();
  });

  it("lets a parent ask for something about the child, a nominee's details asked only for a nominee, and lists it with its deadline", async () => {
    let requests: unknown[] = [];
    const calls = fakeApi(({ method, path, body }) => {
      if (path === '/api/privacy/students/asha/requests/') {
        if (method === 'GET') return json({ results: requests });
        const b = body as { kind: string; details: string; nominee_name?: string; nominee_contact?: string };
        const made = {
          id: 5, kind: b.kind, status: 'open', student_username: 'asha', student_name: 'Asha Rao', class_name: '7 A', requested_by_role: 'parent', requested_by_name: 'Lata Rao',
          details: b.details, nominee_name: b.nominee_name ?? null, nominee_contact: b.nominee_contact ?? null, created_at: new Date().toISOString(),
          due_at: new Date(Date.now() + 30 * 86_400_000).toISOString(), overdue: false, decided_at: null, decided_by_name: null, decision_reason: null, erased: null,
        };
        requests = [made];
        return json(made, 201);
      }
      return path.endsWith('/reads/') ? json(NO_READS) : undefined;
    });
    const { user } = renderWithProviders(<PrivacyCentre username="asha" childName="Asha Rao" />);
    expect(await screen.findByText('No requests yet.')).toBeTruthy();
    await user.click(screen.getByTestId('privacy-request-new'));
    const dialog = await screen.findByRole('dialog', { name: 'New request' });
    expect(within(dialog).queryByLabelText(/Nominee's name/)).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText(/What are you asking for/), 'nominee');
    await user.type(within(dialog).getByLabelText(/^Details/), 'If I cannot, her aunt acts for her.');
    await user.type(await within(dialog).findByLabelText(/Nominee's name/), 'Kavita Rao');
    await user.type(within(dialog).getByLabelText(/How to reach the nominee/), '98100 00000');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { kind: 'nominee', details: 'If I cannot, her aunt acts for her.', nominee_name: 'Kavita Rao', nominee_contact: '98100 00000' },
    ]);
    const table = screen.getByTestId('privacy-requests-table');
    await waitFor(() => expect(table.textContent).toContain('If I cannot, her aunt acts for her.'));
    expect(table.textContent).toMatch(/Answer due by .+ \(in (29|30) days\)/);
    expect(table.textContent).toContain('Not answered yet');
  });
});
