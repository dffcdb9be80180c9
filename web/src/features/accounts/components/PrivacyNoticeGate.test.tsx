import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { fakeApi, json, testNotice, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { PrivacyNoticeGate } from './PrivacyNoticeGate';

const ACCEPT = '/api/privacy/notice/acceptances/';
const me = (due: boolean, mustChange = false) => ({
  username: 'kabir', email: 'kabir@school.example', name: 'Kabir', role: 'student', is_superuser: false, dashboard_url: '/dashboard',
  language: null, phone_number: null, must_change_password: mustChange, privacy_notice_due: due, time_zone: 'Asia/Kolkata', school: null,
});
const CHANGES = { en: 'The programme now has its own grievance contact.', hi: 'कार्यक्रम का अब अपना शिकायत संपर्क है।' };

/** The account is due until its acceptance has been sent; `accept` answers the acceptance. */
function serve(accept: () => Response = () => json({ version: 2, accepted_at: '2026-11-29T10:00:00.000Z' })): SeenCall[] {
  const calls: SeenCall[] = fakeApi(({ path }) => {
    if (path === ACCEPT) return accept();
    if (path === '/api/privacy/notice/') return json(testNotice(2, CHANGES));
    if (path === '/api/account/me/') return json(me(!calls.some((c) => c.path === ACCEPT && c.method === 'POST')));
    return undefined;
  });
  return calls;
}

describe('PrivacyNoticeGate', () => {
  beforeEach(() => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('isAuthenticated', 'true');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows what changed and the notice until the person accepts the current version, then lets the shell through', async () => {
    const calls = serve();
    const { user } = renderWithProviders(<MemoryRouter><PrivacyNoticeGate /></MemoryRouter>);
    const gate = await screen.findByRole('dialog', { name: 'The privacy notice has changed' });
    await waitFor(() => expect(gate.textContent).toContain('The programme now has its own grievance contact.'));
    expect(gate.textContent).toContain('Your school is the data fiduciary.');
    await user.click(screen.getByTestId('privacy-notice-accept'));
    await waitFor(() => expect(screen.queryByTestId('privacy-notice-gate')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path === ACCEPT).map((c) => c.body)).toEqual([{ version: 2 }]);
  });

  it('says when the acceptance could not be saved, and stays', async () => {
    serve(() => json({ detail: 'The privacy notice has changed since this page opened. Please read the current version.' }, 409));
    const { user } = renderWithProviders(<MemoryRouter><PrivacyNoticeGate /></MemoryRouter>);
    await screen.findByRole('dialog', { name: 'The privacy notice has changed' });
    await waitFor(() => expect(screen.getByTestId('privacy-notice-accept')).toBeEnabled());
    await user.click(screen.getByTestId('privacy-notice-accept'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The privacy notice has changed since this page opened.');
    expect(screen.getByTestId('privacy-notice-gate')).toBeInTheDocument();
  });

  it('shows nothing once accepted, and waits for a one-time password to be changed first', async () => {
    const calls = fakeApi(({ path }) => (path === '/api/account/me/' ? json(me(true, true)) : undefined));
    renderWithProviders(<MemoryRouter><PrivacyNoticeGate /></MemoryRouter>);
    await waitFor(() => expect(calls).not.toHaveLength(0));
    expect(screen.queryByTestId('privacy-notice-gate')).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/api/account/me/']);
  });
});
