import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import i18n from '../../lib/i18n';
import { fakeStaffApi, json } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import SchoolApprovalsPanel from './SchoolApprovalsPanel';
import StaffReportPanel from './StaffReportPanel';
import { SLOW } from '../../test/timeouts';

beforeAll(async () => {
  await i18n.loadNamespaces(['components', 'learners', 'approvals', 'rosterImport']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** Report → the learners tab, as the signed-in staff member's own dashboard shows it. */
function openLearnersTab(role: 'teacher' | 'school') {
  fakeStaffApi(role, ({ path }) => (path.endsWith('/access-report/') ? json({ detail: 'Not here.' }, 404) : undefined));
  return renderWithProviders(
    <MemoryRouter initialEntries={['/report?tab=learners']}>
      <Suspense fallback={null}><StaffReportPanel /></Suspense>
    </MemoryRouter>,
  );
}

describe('where the roster import is offered', () => {
  it("puts Import Students beside Add User in the school's Learner's Onboard tab", async () => {
    openLearnersTab('school');
    expect(await screen.findByTestId('add-user-button', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: "Learner's Onboard" })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Import Students' })).toBeInTheDocument();
  });

  it("offers no import in the teacher's Learner's Assigned tab", async () => {
    openLearnersTab('teacher');
    expect(await screen.findByTestId('add-user-button', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: "Learner's Assigned" })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: 'Import Students' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('import-students-button')).not.toBeInTheDocument();
  });

  it("puts Import Teachers in the title row of the school's Approvals", async () => {
    fakeStaffApi('school', ({ path }) => (path.endsWith('/approvals/') ? json({ teachers: [], parents: [] }) : undefined));
    renderWithProviders(<SchoolApprovalsPanel />);
    const button = await screen.findByRole('button', { name: 'Import Teachers' }, SLOW);
    expect(screen.getByTestId('panel-header-actions')).toContainElement(button);
  });
});
