import { useMemo, useState, type ReactNode } from 'react';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useDebouncedValue } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LearnerRow, OneTimePassword, Section } from '@prayog/contract';
import { useAccessReport, useResetStudentPassword } from '../../../api/learners';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { PanelHeader } from '../../../components/PanelHeader';
import type { StaffRole } from '../../../lib/staff-role';
import { AddUserModal } from './AddUserModal';
import { AttendanceModal } from './AttendanceModal';
import { ExtraTimeModal, type ExtraTimeTarget } from './ExtraTimeModal';
import { OneTimePasswordDialog } from './OneTimePasswordDialog';

interface ChosenClass { grade: number; section: Section }
const classValue = (c: { grade: number; section: string }) => `${c.grade}-${c.section}`;
const parseClass = (value: string): ChosenClass => {
  const [grade, section] = value.split('-');
  return { grade: Number(grade), section: section as Section };
};

/**
 * Learner's Assigned (teacher, spec 3) / Learner's Onboard (school, spec 2 §2.2): one class at a time, or a search
 * across the school (the server searches, ADR 0007), with each learner's attendance, a password reset, extra time in
 * quizzes for a learner or the class (ADR 0040) and Add User.
 * `?add=1` in the address opens Add User (the home page's quick activity links here).
 */
export function LearnersTab({ role, actions }: {
  role: StaffRole;
  /** More buttons beside Add User, from another feature (the school's Import Students, composed in the shell). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation('learners');
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<ChosenClass | null>(null);
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const [attendanceOf, setAttendanceOf] = useState<LearnerRow | null>(null);
  const [resetting, setResetting] = useState<LearnerRow | null>(null);
  const [extraTimeFor, setExtraTimeFor] = useState<ExtraTimeTarget | null>(null);
  const [addingByButton, setAddingByButton] = useState(false);
  const [password, setPassword] = useState<{ answer: OneTimePassword; kind: 'reset' | 'added' } | null>(null);
  const reset = useResetStudentPassword(role);

  const query = useAccessReport(role, search ? { search } : { grade: chosen?.grade, section: chosen?.section });
  const report = query.data;
  const classes = useMemo(
    () => [...(report?.classes ?? [])].sort((a, b) => a.grade - b.grade || a.section.localeCompare(b.section)),
    [report?.classes],
  );
  // The server answers the first class when none is asked for: that is the preselected one.
  const shown: ChosenClass | null = chosen ?? (report?.grade != null && report.section ? { grade: report.grade, section: report.section as Section } : null);

  const adding = addingByButton || params.get('add') === '1';
  const closeAdding = () => {
    setAddingByButton(false);
    if (params.has('add')) {
      setParams((current) => { const next = new URLSearchParams(current); next.delete('add'); return next; }, { replace: true });
    }
  };

  const columns = useMemo<DataTableColumn<LearnerRow>[]>(() => [
    { id: 'username', header: t('columns.username'), value: (r) => r.user.username },
    { id: 'name', header: t('columns.name'), value: (r) => r.name },
    { id: 'grade', header: t('columns.grade'), value: (r) => r.grade, align: 'right' },
    { id: 'section', header: t('columns.section'), value: (r) => r.section },
    { id: 'email', header: t('columns.email'), value: (r) => r.user.email },
    {
      id: 'attendance', header: t('columns.attendance'),
      cell: (r) => (
        <Button size="xs" variant="light" onClick={() => setAttendanceOf(r)} aria-label={t('viewAttendanceOf', { name: r.name })} data-testid="view-attendance">
          {t('viewAttendance')}
        </Button>
      ),
    },
    {
      id: 'extraTime', header: t('columns.extraTime'),
      value: (r) => (r.extra_time ? t('extraTime.amount', { factor: r.extra_time.time_factor, minutes: r.extra_time.extra_minutes }) : t('extraTime.none')),
      cell: (r) => (
        // Stacked: side by side, the button ran under the pinned last column on a laptop.
        <Stack gap={2} align="flex-start">
          <Text size="sm" data-testid="extra-time-amount">{r.extra_time ? t('extraTime.amount', { factor: r.extra_time.time_factor, minutes: r.extra_time.extra_minutes }) : t('extraTime.none')}</Text>
          <Button size="compact-xs" variant="subtle" onClick={() => setExtraTimeFor({ learners: [r] })} aria-label={t('extraTime.setFor', { name: r.name })} data-testid="set-extra-time">
            {t('extraTime.set')}
          </Button>
        </Stack>
      ),
    },
    {
      id: 'password', header: t('columns.password'),
      cell: (r) => (
        <Button size="xs" variant="subtle" color="orange" onClick={() => setResetting(r)} aria-label={t('resetPasswordOf', { name: r.name })} data-testid="reset-password">
          {t('resetPassword')}
        </Button>
      ),
    },
  ], [t]);

  const toolbar = (
    <Group gap="sm" align="flex-end" wrap="wrap" w="100%">
      <TextInput
        label={t('search')}
        placeholder={t('search')}
        type="search"
        value={searchText}
        onChange={(e) => setSearchText(e.currentTarget.value)}
        style={{ flex: '1 1 220px' }}
        data-testid="learner-search"
      />
      <NativeSelect
        label={t('class')}
        value={shown ? classValue(shown) : ''}
        disabled={classes.length === 0}
        onChange={(e) => { setChosen(parseClass(e.currentTarget.value)); setSearchText(''); }}
        data={classes.length === 0
          ? [{ value: '', label: t('noClasses') }]
          : classes.map((c) => ({ value: classValue(c), label: t('classOption', { grade: c.grade, section: c.section, count: c.student_count }) }))}
        style={{ flex: '1 1 200px' }}
        data-testid="learner-class"
      />
    </Group>
  );

  return (
    <Stack gap="sm" data-testid="learners-tab">
      <PanelHeader
        order={2}
        title={t(`title.${role}`)}
        description={t('description')}
        actions={(
          <>
            {actions}
            <Button
              variant="default"
              disabled={Boolean(search) || !shown || !report?.students_by_grade_and_section.length}
              onClick={() => shown && report && setExtraTimeFor({ learners: report.students_by_grade_and_section, className: t('extraTime.className', { grade: shown.grade, section: shown.section }) })}
              data-testid="class-extra-time"
            >
              {t('extraTime.forClass')}
            </Button>
            <Button onClick={() => setAddingByButton(true)} data-testid="add-user-button">{t('addUser')}</Button>
          </>
        )}
        testId="learners-header"
      />
      {search && <Text size="sm" c="dimmed" data-testid="learner-search-scope">{t('searchScope')}</Text>}
      <div style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
        <DataTable
          columns={columns}
          data={report?.students_by_grade_and_section}
          isLoading={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
          errorText={t('failed')}
          emptyText={search ? t('noMatch') : t('empty')}
          getRowId={(r) => r.user.username}
          caption={t('caption')}
          csvFileName={search ? 'learners-search' : `learners-grade-${shown?.grade ?? ''}-${shown?.section ?? ''}`}
          toolbar={toolbar}
          minWidth={820}
          testId="learners-table"
        />
      </div>

      <AttendanceModal role={role} learner={attendanceOf} onClose={() => setAttendanceOf(null)} />
      <ExtraTimeModal role={role} target={extraTimeFor} onClose={() => setExtraTimeFor(null)} onSaved={(answer) => notifications.show({ color: 'green', message: answer.detail })} />
      <ConfirmDialog
        opened={resetting !== null}
        onClose={() => setResetting(null)}
        title={t('reset.title')}
        message={resetting ? t('reset.message', { name: resetting.name, username: resetting.user.username }) : ''}
        confirmLabel={t('reset.confirm')}
        busyLabel={t('reset.busy')}
        color="orange"
        onConfirm={() => reset.mutateAsync(resetting!.user.username)}
        onSuccess={(answer) => setPassword({ answer, kind: 'reset' })}
        errorFallback={t('reset.failed')}
        testId="reset-confirm"
      />
      <AddUserModal
        role={role}
        opened={adding}
        grade={shown?.grade}
        section={shown?.section}
        onClose={closeAdding}
        onAdded={(answer) => setPassword({ answer, kind: 'added' })}
      />
      <OneTimePasswordDialog answer={password?.answer ?? null} kind={password?.kind ?? 'reset'} onClose={() => setPassword(null)} />
    </Stack>
  );
}
