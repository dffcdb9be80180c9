import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { BreachIncident } from '@prayog/contract';
import { fakeApi, json, writesOf, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { SLOW } from '../../../test/timeouts';
import { BreachRegisterCard } from './BreachRegisterCard';

const AGREEMENTS = { results: [{ school_id: 1, school_name: 'ABL School, Gurugram', agreement: null }, { school_id: 2, school_name: 'Sunrise School, Pune', agreement: null }] };
const incident = (over: Partial<BreachIncident>): BreachIncident => ({
  id: 7, title: 'Stolen laptop', discovered_at: new Date(Date.now() - 10 * 3_600_000).toISOString(), what_happened: 'A laptop was stolen.',
  consequences: 'Names may be seen.', measures: 'Passwords reset.', advice: 'Use the new password.', contact: 'office@abl.example',
  schools: [{ id: 1, name: 'ABL School, Gurugram' }], affected_accounts: 412, recorded_by: 'Programme Admin', recorded_at: new Date().toISOString(),
  notified_at: null, notified_count: 0, emailed_count: 0, report_due_at: new Date(Date.now() + 62 * 3_600_000 + 600_000).toISOString(), reported_at: null, overdue: false, ...over,
});

let calls: SeenCall[];
let register: BreachIncident[];
beforeEach(() => {
  localStorage.setItem('authToken', 'token');
  localStorage.setItem('isAuthenticated', 'true');
  register = [];
  calls = fakeApi(({ method, path, body }) => {
    if (path === '/api/privacy/agreements/') return json(AGREEMENTS);
    if (path === '/api/privacy/breaches/' && method === 'GET') return json({ results: register });
    if (path === '/api/privacy/breaches/' && method === 'POST') {
      const b = body as Record<string, unknown>;
      register = [incident({ title: String(b.title), discovered_at: String(b.discovered_at) })];
      return json(register[0], 201);
    }
    if (path === '/api/privacy/breaches/7/notify/') {
      register = [{ ...register[0], notified_at: new Date().toISOString(), notified_count: 412, emailed_count: 380 }];
      return json(register[0]);
    }
    return undefined;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('BreachRegisterCard', () => {
  // A long form (seven fields and a multi-choice) walked through twice: a minute leaves room on a busy 2-core CI machine.
  it('records a breach for the chosen schools with the moment it became known, then tells the affected accounts', { timeout: 60_000 }, async () => {
    const { user } = renderWithProviders(<BreachRegisterCard />);
    // Pasted rather than typed key by key: seven fields typed took over 30 s in jsdom on a busy CI machine.
    const fill = async (field: HTMLElement, text: string) => { await user.click(field); await user.paste(text); };
    expect(await screen.findByText('No breaches recorded.', undefined, SLOW)).toBeTruthy();
    await user.click(screen.getByTestId('breach-record'));
    const form = await screen.findByRole('dialog', { name: 'Record a breach' }, SLOW);
    await user.click(within(form).getByRole('button', { name: 'Record' }));
    expect(writesOf(calls)).toEqual([]);
    await fill(within(form).getByLabelText(/Short title/), 'Stolen laptop');
    await user.type(within(form).getByLabelText(/When it became known/), '2026-11-29T08:15');
    for (const [label, text] of [[/What happened/, 'A laptop was stolen.'], [/What it may mean/, 'Names may be seen.'], [/What has been done/, 'Passwords reset.'], [/What they can do/, 'Use the new password.'], [/Whom they contact/, 'office@abl.example']] as const) {
      await fill(within(form).getByLabelText(label), text);
    }
    await user.click(within(form).getByTestId('breach-schools'));
    await user.click(await screen.findByRole('option', { name: 'ABL School, Gurugram' }));
    await user.click(within(form).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(writesOf(calls)).toHaveLength(1), SLOW);
    expect(writesOf(calls)[0].body).toEqual({
      title: 'Stolen laptop', discovered_at: new Date('2026-11-29T08:15').toISOString(), what_happened: 'A laptop was stolen.', consequences: 'Names may be seen.',
      measures: 'Passwords reset.', advice: 'Use the new password.', contact: 'office@abl.example', school_ids: [1],
    });
    const table = await screen.findByTestId('breach-table');
    await waitFor(() => expect(table.textContent).toContain('Stolen laptop'), SLOW);
    expect(screen.getByTestId('breach-clock-7').textContent).toMatch(/62 hours left to report/);
    await user.click(screen.getByTestId('breach-notify-7'));
    await waitFor(() => expect(table.textContent).toContain('412 accounts, 380 by email'), SLOW);
  });

  it('shows an overdue report in red words, and no button to mark a reported one again', async () => {
    register = [incident({ overdue: true, report_due_at: new Date(Date.now() - 3_600_000).toISOString() }), incident({ id: 8, reported_at: new Date().toISOString() })];
    renderWithProviders(<BreachRegisterCard />);
    expect((await screen.findByTestId('breach-clock-7')).textContent).toContain('Report overdue');
    expect(screen.getByTestId('breach-reported-7')).toBeTruthy();
    expect(screen.queryByTestId('breach-reported-8')).toBeNull();
  });
});
