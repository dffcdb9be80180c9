import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { StudentProfile } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeApi, json, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { SLOW } from '../../../test/timeouts';
import { ProfileForm } from './ProfileForm';

beforeAll(async () => {
  await i18n.loadNamespaces(['profile', 'components']);
});

const profile: StudentProfile = {
  user: { username: 'ishaan.7a', email: 'ishaan@example.org' }, name: 'Ishaan Verma', grade: 7, section: 'A',
  profile_pic: null, avatar_key: null, school: 'Green Valley School', class_change: { grade: 8, section: 'B', requested_at: '2026-11-23T06:30:00.000Z' },
};
let calls: SeenCall[];

beforeEach(() => {
  localStorage.setItem('isAuthenticated', 'true');
  calls = fakeApi(() => json({ ...profile, class_change: null }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ProfileForm (ADR 0024)', () => {
  it('shows a waiting class change as a request, the selects on the class asked for, and cancels it', async () => {
    const { user } = renderWithProviders(<ProfileForm profile={profile} onClose={() => {}} />);
    expect(await screen.findByText('Requested: 8 B — waiting for your school', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('You are in 7 A until your teacher or school approves.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Grade' })).toHaveValue('8');
    expect(screen.getByRole('combobox', { name: 'Section' })).toHaveValue('B');
    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(calls).toEqual([expect.objectContaining({ method: 'DELETE', path: '/api/student_dashboard/student-profile/ishaan.7a/class-change/' })]), SLOW);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Grade' })).toHaveValue('7'), SLOW);
    expect(screen.getByRole('combobox', { name: 'Section' })).toHaveValue('A');
  });

  it('says a change of class goes to the school when none waits', async () => {
    renderWithProviders(<ProfileForm profile={{ ...profile, class_change: null }} onClose={() => {}} />);
    expect(await screen.findByText('A change of class is sent to your school for approval; you stay in your class until then.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('class-change-waiting')).toBeNull();
  });
});
