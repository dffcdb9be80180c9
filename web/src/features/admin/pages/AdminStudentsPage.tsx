import { useCallback, useMemo, useState, type ComponentType } from 'react';
import { Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { GRADES, SECTIONS, type AdminStudent, type OneTimePassword, type Section } from '@prayog/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PanelHeader } from '../../../components/PanelHeader';
import { useSetAccountActive } from '../../../api/account-status';
import { useResetAdminStudentPassword, useSchoolSummary, type AdminStudentFilters } from '../../../api/admin';
import { StudentsTable } from '../components/StudentsTable';

export interface AdminStudentsPageProps {
  /** A student's reports (their attendance), composed by the admin shell from the learners feature; open while set. */
  Reports: ComponentType<{ student: AdminStudent | null; onClose: () => void }>;
  /** Shows a reset's one-time password once (the learners feature's dialog, composed by the shell); open while set. */
  OneTimePassword: ComponentType<{ answer: OneTimePassword | null; onClose: () => void }>;
}

/**
 * Students (ADR 0015): every school's students, searched on the server by a part of the username or the name in any
 * case (spec 3 §5), narrowed by school, grade and section, paged by the server. Each row opens the student's reports,
 * gives them a one-time password, or deactivates (reactivates) their account after a confirmation (ADR 0025).
 */
export function AdminStudentsPage({ Reports, OneTimePassword }: AdminStudentsPageProps) {
  const { t } = useTranslation('admin');
  const summary = useSchoolSummary();
  const reset = useResetAdminStudentPassword();
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const [school, setSchool] = useState('');
  const [grade, setGrade] = useState('');
  const [section, setSection] = useState('');
  const [reportsOf, setReportsOf] = useState<AdminStudent | null>(null);
  // The dialog keeps showing whom it asked about while it fades out, so `resetting` outlives `confirming`.
  const [resetting, setResetting] = useState<AdminStudent | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState<OneTimePassword | null>(null);
  const setActive = useSetAccountActive();
  // Like `resetting`, `toggling` outlives the dialog's `opened` so its text stays while it fades out.
  const [toggling, setToggling] = useState<AdminStudent | null>(null);
  const [confirmingToggle, setConfirmingToggle] = useState(false);

  const filters = useMemo<AdminStudentFilters>(() => ({
    search: search || undefined,
    school: school ? Number(school) : undefined,
    grade: grade ? Number(grade) : undefined,
    section: (section || undefined) as Section | undefined,
  }), [search, school, grade, section]);
  const askToReset = useCallback((student: AdminStudent) => {
    setResetting(student);
    setConfirming(true);
  }, []);
  const askToToggle = useCallback((student: AdminStudent) => {
    setToggling(student);
    setConfirmingToggle(true);
  }, []);
  const reactivating = toggling?.status === 'deactivated';

  const schools = summary.data?.schools ?? [];
  const filterBar = (
    <Group gap="sm" align="flex-end" wrap="wrap" component="form" role="search" aria-label={t('students.title')} onSubmit={(e) => e.preventDefault()}>
      <TextInput
        label={t('students.search')}
        type="search"
        value={searchText}
        maxLength={100}
        onChange={(e) => setSearchText(e.currentTarget.value)}
        autoComplete="off"
        style={{ flex: '1 1 220px' }}
        data-testid="student-search"
      />
      <NativeSelect
        label={t('students.school')}
        value={school}
        onChange={(e) => setSchool(e.currentTarget.value)}
        data={[{ value: '', label: t('common.allSchools') }, ...schools.map((s) => ({ value: String(s.id), label: s.school_name }))]}
        style={{ flex: '1 1 200px' }}
        data-testid="student-school"
      />
      <NativeSelect
        label={t('students.grade')}
        value={grade}
        onChange={(e) => setGrade(e.currentTarget.value)}
        data={[{ value: '', label: t('students.allGrades') }, ...GRADES.map((g) => ({ value: String(g), label: t('students.gradeOption', { grade: g }) }))]}
        w={{ base: '100%', xs: 140 }}
        data-testid="student-grade"
      />
      <NativeSelect
        label={t('students.section')}
        value={section}
        onChange={(e) => setSection(e.currentTarget.value)}
        data={[{ value: '', label: t('students.allSections') }, ...SECTIONS]}
        w={{ base: '100%', xs: 140 }}
        data-testid="student-section"
      />
    </Group>
  );

  return (
    <Stack gap="sm" data-testid="admin-students">
      <PanelHeader title={t('students.title')} description={t('students.description')} />
      {filterBar}
      {/* Other filters start at the first page: the table (and its page) starts afresh with them. */}
      <StudentsTable key={JSON.stringify(filters)} filters={filters} onReports={setReportsOf} onResetPassword={askToReset} onToggleActive={askToToggle} />
      <ConfirmDialog
        opened={confirming && resetting !== null}
        onClose={() => setConfirming(false)}
        title={t('students.reset.title')}
        message={resetting ? t('students.reset.message', { name: resetting.name, username: resetting.username, school: resetting.school.name }) : ''}
        confirmLabel={t('students.reset.confirm')}
        busyLabel={t('students.reset.busy')}
        color="orange"
        onConfirm={() => reset.mutateAsync(resetting!.username)}
        onSuccess={setPassword}
        errorFallback={t('students.reset.failed')}
        testId="admin-reset-confirm"
      />
      <ConfirmDialog
        opened={confirmingToggle && toggling !== null}
        onClose={() => setConfirmingToggle(false)}
        title={t(reactivating ? 'students.account.confirmReactivateTitle' : 'students.account.confirmDeactivateTitle')}
        message={toggling ? t(reactivating ? 'students.account.confirmReactivate' : 'students.account.confirmDeactivate', { name: toggling.name, username: toggling.username, school: toggling.school.name }) : ''}
        confirmLabel={t(reactivating ? 'students.account.reactivate' : 'students.account.deactivate')}
        busyLabel={t('students.account.busy')}
        color={reactivating ? 'teal' : 'red'}
        onConfirm={() => setActive.mutateAsync({ accountId: toggling!.id, active: reactivating })}
        errorFallback={t('students.account.failedChange')}
        testId="admin-account-confirm"
      />
      <Reports student={reportsOf} onClose={() => setReportsOf(null)} />
      <OneTimePassword answer={password} onClose={() => setPassword(null)} />
    </Stack>
  );
}
