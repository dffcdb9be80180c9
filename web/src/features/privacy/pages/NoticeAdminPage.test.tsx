import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { fakeApi, json, testNotice, writesOf } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import NoticeAdminPage from './NoticeAdminPage';

const VERSIONS = {
  results: [
    { version: 2, published_at: '2026-11-20T06:30:00.000Z', published_by: 'Programme Admin', contact_email: 'grievance@programme.example', acceptances: 1200 },
    { version: 1, published_at: '2026-11-01T04:30:00.000Z', published_by: null, contact_email: null, acceptances: 398 },
  ],
};

beforeEach(() => {
  localStorage.setItem('authToken', 'token');
  localStorage.setItem('isAuthenticated', 'true');
  vi.spyOn(notifications, 'show').mockImplementation(() => '');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('NoticeAdminPage', () => {
  it('lists every version with who published it and how many accepted it, and shows the current text', async () => {
    fakeApi(({ path }) => (path === '/api/privacy/notice/versions/' ? json(VERSIONS) : path === '/api/privacy/notice/' ? json(testNotice(2)) : undefined));
    renderWithProviders(<NoticeAdminPage />);
    const table = await screen.findByTestId('notice-versions');
    await waitFor(() => expect(table.textContent).toContain('Programme Admin'));
    for (const text of ['grievance@programme.example', '1,200', 'Prayog (standard text)', 'Each school only', '398']) expect(table.textContent).toContain(text);
    expect(await screen.findByText('Your school is the data fiduciary.')).toBeInTheDocument();
  });

  it('publishes a new version with the contact and what changed in both languages', async () => {
    const calls = fakeApi(({ path, method }) => {
      if (path === '/api/privacy/notice/versions/' && method === 'POST') return json(testNotice(3), 201);
      if (path === '/api/privacy/notice/versions/') return json(VERSIONS);
      return path === '/api/privacy/notice/' ? json(testNotice(2)) : undefined;
    });
    const { user } = renderWithProviders(<NoticeAdminPage />);
    await user.click(await screen.findByTestId('notice-publish'));
    const form = await screen.findByRole('dialog', { name: 'Publish a new version' });
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    // Every field is required: nothing is sent until they are filled in.
    expect(writesOf(calls)).toEqual([]);
    await user.type(within(form).getByLabelText(/Grievance contact name/), 'Grievance Officer');
    await user.type(within(form).getByLabelText(/Grievance contact email/), 'grievance@programme.example');
    await user.type(within(form).getByLabelText(/What has changed \(English\)/), 'A new contact.');
    await user.type(within(form).getByLabelText(/What has changed \(Hindi\)/), 'नया संपर्क।');
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', message: 'Version 3 is published. Everyone will be asked to accept it.' })));
    expect(writesOf(calls).map((c) => c.body)).toEqual([{
      contact_name: 'Grievance Officer', contact_email: 'grievance@programme.example', changes_en: 'A new contact.', changes_hi: 'नया संपर्क।',
    }]);
  });
});

describe("NoticeAdminPage: schools' agreements", () => {
  it("lists every school's agreement and records one with its grievance officer and its basis for children with no parent linked", async () => {
    const recorded = { agreed_on: '2026-06-01', signatory: 'Meera Iyer, Principal', grievance_name: 'Anil Joshi', grievance_email: 'grievance@home.example', unlinked_children_named: true };
    const calls = fakeApi(({ path, method }) => {
      if (path === '/api/privacy/schools/7/agreement/' && method === 'PUT') return json({ school_id: 7, school_name: 'Home School', agreement: { ...recorded, recorded_by: 'Admin', recorded_at: '2026-11-29T10:00:00.000Z' } });
      if (path === '/api/privacy/agreements/') return json({ results: [{ school_id: 7, school_name: 'Home School', agreement: null }] });
      if (path === '/api/privacy/notice/versions/') return json(VERSIONS);
      return path === '/api/privacy/notice/' ? json(testNotice(2)) : undefined;
    });
    const { user } = renderWithProviders(<NoticeAdminPage />);
    const table = await screen.findByTestId('agreements-table');
    await waitFor(() => expect(table.textContent).toContain('Not recorded'));
    await user.click(within(table).getByRole('button', { name: 'Record the agreement of Home School' }));
    const form = await screen.findByRole('dialog', { name: 'Agreement of Home School' });
    await user.type(within(form).getByLabelText(/^Agreed on/), '2026-06-01');
    await user.type(within(form).getByLabelText(/^Signed for the school by/), recorded.signatory);
    await user.type(within(form).getByLabelText(/^Grievance officer's name/), recorded.grievance_name);
    await user.type(within(form).getByLabelText(/^Grievance officer's email/), recorded.grievance_email);
    await user.click(within(form).getByLabelText(/Show the names of children with no confirmed parent/));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', message: 'The agreement is recorded.' })));
    expect(writesOf(calls).map((c) => [c.path, c.body])).toEqual([['/api/privacy/schools/7/agreement/', recorded]]);
  });
});
