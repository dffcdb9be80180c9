import { useCallback, useMemo, useState } from 'react';
import { Alert, Badge, Box, Button, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GRADES, type AuthoringDeleteResponse, type AuthoringQuizSummary, type QuizKind, type QuizSaveResponse, type QuizType } from '@prayog/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useServerPage } from '../../../api/paging';
import { useAuthoringQuizzes, useDeleteQuiz, type QuizListFilters } from '../../../api/authoring';
import { QuizEditorModal } from './QuizEditorModal';
import { MarkingBadges } from './MarkingBadges';
import { QuizPreviewModal } from './QuizPreviewModal';
import type { SchoolChoice, SubjectChoice } from './QuizEditorForm';
import { quizKindLabel, quizKindOptions, quizTypeLabel, quizTypeOptions } from './options';

const PAGE_SIZE = 20;

interface QuizzesPanelProps {
  /** Administrators: the schools a quiz may belong to (the table names them). Teachers: null. */
  schoolChoices: readonly SchoolChoice[] | null;
  /** The name shown for a quiz of the teacher's own school. */
  ownSchoolName?: string;
  subjectChoices: readonly SubjectChoice[];
  /** The grade the list opens on (a teacher's: their school's first grade), and the grades offered; null: every grade. */
  initialGrade?: number | null;
  gradeChoices?: readonly number[];
}

/**
 * The quizzes the caller may see, newest first, searched and paged on the server: Add, Edit in the question editor,
 * Preview without the correct answers, Delete (a quiz with attempts is archived). Rows the caller may not change
 * (a teacher's view of the every-school quizzes, archived versions) offer Preview only.
 */
export function QuizzesPanel({ schoolChoices, ownSchoolName, subjectChoices, initialGrade = null, gradeChoices = GRADES }: QuizzesPanelProps) {
  const { t } = useTranslation('authoring');
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const [quizType, setQuizType] = useState<string | null>(null);
  const [kind, setKind] = useState<string | null>(null);
  const [grade, setGrade] = useState<string | null>(initialGrade === null ? null : String(initialGrade));
  const [showArchived, setShowArchived] = useState(false);
  const filters = useMemo<QuizListFilters>(() => ({
    search: search || undefined,
    quiz_type: (quizType ?? undefined) as QuizType | undefined,
    kind: (kind ?? undefined) as QuizKind | undefined,
    grade: grade === null ? undefined : Number(grade),
    include_archived: showArchived || undefined,
  }), [search, quizType, kind, grade, showArchived]);
  const [editorOpen, setEditorOpen] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [previewing, setPreviewing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AuthoringQuizSummary | null>(null);
  const [notice, setNotice] = useState<QuizSaveResponse | null>(null);
  const remove = useDeleteQuiz();

  const schoolNames = useMemo(() => new Map((schoolChoices ?? []).map((s) => [s.id, s.name])), [schoolChoices]);
  const schoolOf = useCallback((q: AuthoringQuizSummary) => {
    if (q.school_id === null) return t('quizzes.everySchool');
    return schoolNames.get(q.school_id) ?? ownSchoolName ?? `#${q.school_id}`;
  }, [schoolNames, ownSchoolName, t]);
  const edit = useCallback((id: number | null) => {
    setEditing(id);
    setEditorOpen(true);
  }, []);

  const columns = useMemo<DataTableColumn<AuthoringQuizSummary>[]>(() => [
    {
      id: 'name', header: t('quizzes.columns.name'), value: (q) => q.name,
      cell: (q) => (
        <Stack gap={2} miw={180} align="flex-start">
          <Text size="sm" fw={600}>{q.name}</Text>
          {q.archived && <Badge color="orange" variant="light" size="sm">{t('common.archived')}</Badge>}
          {!q.editable && !q.archived && <Badge color="gray" variant="light" size="sm">{t('quizzes.readOnly')}</Badge>}
          {/* How it marks and draws, where the quiz is named: negative marking, a pool, a shuffled order. */}
          <MarkingBadges quiz={q} />
        </Stack>
      ),
    },
    { id: 'topic', header: t('quizzes.columns.topic'), value: (q) => q.topic, cell: (q) => <Text size="sm" miw={110}>{q.topic}</Text> },
    { id: 'type', header: t('quizzes.columns.type'), value: (q) => quizTypeLabel(t, q.quiz_type) },
    {
      id: 'kind', header: t('quizzes.columns.kind'), value: (q) => quizKindLabel(t, q.kind),
      // The cell keeps the badge's width: a narrow column would cut its word short.
      cell: (q) => (
        <Box miw={88}>
          <Badge color={q.kind === 'practice' ? 'grape' : 'blue'} variant="light" size="sm" tt="none" data-testid="quiz-kind-badge">{quizKindLabel(t, q.kind)}</Badge>
        </Box>
      ),
    },
    { id: 'time', header: t('quizzes.columns.time'), value: (q) => q.time_minutes, align: 'right' },
    {
      // With the marks an attempt can score (a pool's: of the questions it draws).
      id: 'questions', header: t('quizzes.columns.questions'), value: (q) => q.question_count, align: 'right',
      cell: (q) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm">{q.question_count}</Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="quiz-max-marks">{t('quizzes.marks', { count: q.max_marks })}</Text>
        </Stack>
      ),
    },
    { id: 'version', header: t('quizzes.columns.version'), value: (q) => q.version, align: 'right' },
    { id: 'school', header: t('quizzes.columns.school'), value: schoolOf, cell: (q) => <Text size="sm" miw={100}>{schoolOf(q)}</Text> },
    {
      id: 'actions', header: t('common.actions'),
      cell: (q) => (
        <Group gap={6} wrap="nowrap">
          {q.editable && !q.archived && (
            <Button size="xs" variant="light" leftSection={<IconPencil size={14} aria-hidden />} onClick={() => edit(q.id)}
              aria-label={t('quizzes.editLabel', { name: q.name })} data-testid="edit-quiz">{t('common.edit')}</Button>
          )}
          <Button size="xs" variant="light" color="teal" leftSection={<IconEye size={14} aria-hidden />} onClick={() => setPreviewing(q.id)}
            aria-label={t('preview.quizLabel', { name: q.name })} data-testid="preview-quiz">{t('preview.button')}</Button>
          {q.editable && !q.archived && (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setDeleting(q)}
              aria-label={t('quizzes.deleteLabel', { name: q.name })} data-testid="delete-quiz">{t('common.delete')}</Button>
          )}
        </Group>
      ),
    },
  ], [t, schoolOf, edit]);

  return (
    <Stack gap="sm" data-testid="authoring-quizzes">
      {notice && (
        <Alert color={notice.new_version ? 'orange' : 'green'} variant="light" withCloseButton onClose={() => setNotice(null)}
          closeButtonLabel={t('common.close')} title={notice.new_version ? t('quizzes.newVersionTitle', { version: notice.quiz.version }) : undefined}
          data-testid="quiz-saved-notice">
          {notice.detail}
        </Alert>
      )}
      <Group gap="sm" align="flex-end" wrap="wrap" component="form" role="search" aria-label={t('quizzes.title')} onSubmit={(e) => e.preventDefault()}>
        <TextInput label={t('quizzes.search')} type="search" value={searchText} onChange={(e) => setSearchText(e.currentTarget.value)} maxLength={100}
          autoComplete="off" style={{ flex: '1 1 220px' }} data-testid="quiz-search" />
        <Select label={t('quizzes.columns.type')} placeholder={t('quizzes.allTypes')} data={quizTypeOptions(t)} value={quizType} onChange={setQuizType}
          clearable w={{ base: '100%', xs: 200 }} data-testid="quiz-type-filter" />
        <Select label={t('quizzes.columns.kind')} placeholder={t('quizzes.allKinds')} data={quizKindOptions(t)} value={kind} onChange={setKind}
          clearable w={{ base: '100%', xs: 160 }} data-testid="quiz-kind-filter" />
        <Select label={t('quizzes.columns.grade')} placeholder={t('quizzes.allGrades')} value={grade} onChange={setGrade} clearable
          data={gradeChoices.map((g) => ({ value: String(g), label: t('common.grade', { grade: g }) }))} w={{ base: '100%', xs: 140 }} data-testid="quiz-grade-filter" />
        <Switch label={t('common.showArchived')} checked={showArchived} onChange={(e) => setShowArchived(e.currentTarget.checked)} mb={8} data-testid="quizzes-show-archived" />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => edit(null)} data-testid="add-quiz">{t('quizzes.add')}</Button>
      </Group>
      {/* Other filters start at the first page. */}
      <QuizzesTable key={JSON.stringify(filters)} filters={filters} columns={columns} />
      <QuizEditorModal opened={editorOpen} quizId={editing} schoolChoices={schoolChoices} subjectChoices={subjectChoices}
        onClose={() => setEditorOpen(false)} onSaved={(answer) => {
          setNotice(answer);
          notifications.show({ color: answer.new_version ? 'orange' : 'green', message: answer.detail });
        }} />
      <QuizPreviewModal quizId={previewing} onClose={() => setPreviewing(null)} />
      <ConfirmDialog<AuthoringDeleteResponse>
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('quizzes.delete.title')}
        message={deleting ? t(deleting.has_attempts ? 'quizzes.delete.messageInUse' : 'quizzes.delete.message', { name: deleting.name }) : ''}
        confirmLabel={t('common.delete')}
        busyLabel={t('common.deleting')}
        onConfirm={() => remove.mutateAsync(deleting!.id)}
        onSuccess={(answer) => notifications.show({ color: answer.archived ? 'orange' : 'green', message: answer.detail, autoClose: answer.archived ? 10_000 : undefined })}
        errorFallback={t('quizzes.delete.failed')}
        testId="delete-quiz-confirm"
      />
    </Stack>
  );
}

function QuizzesTable({ filters, columns }: { filters: QuizListFilters; columns: DataTableColumn<AuthoringQuizSummary>[] }) {
  const { t } = useTranslation('authoring');
  const { page, tableProps } = useServerPage(PAGE_SIZE);
  const quizzes = useAuthoringQuizzes(filters, page);
  return (
    <DataTable
      columns={columns}
      data={quizzes.data?.results}
      isLoading={quizzes.isPending}
      error={quizzes.error}
      onRetry={() => void quizzes.refetch()}
      {...tableProps(quizzes.data)}
      getRowId={(q) => String(q.id)}
      emptyText={filters.search || filters.quiz_type || filters.kind || filters.grade ? t('quizzes.noMatch') : t('quizzes.empty')}
      errorText={t('quizzes.loadFailed')}
      caption={t('quizzes.title')}
      csvFileName="quizzes"
      minWidth={980}
      testId="quizzes-table"
    />
  );
}
