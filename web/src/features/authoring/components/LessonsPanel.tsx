import { useCallback, useMemo, useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowLeft, IconArrowUp, IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LESSONS_PER_SUBJECT, type AuthoringLesson, type AuthoringDeleteResponse } from '@prayog/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { errorDetail } from '../../../lib/api';
import { useDeleteLesson, usePracticeQuizChoices, useSubjectLessons, useUpdateLesson } from '../../../api/authoring';
import { LessonEditorModal } from './LessonEditorModal';
import { LessonPreviewModal } from './LessonPreviewModal';
import { SubjectImage } from './SubjectImage';
import { simulatorLabel } from './options';

/**
 * One subject's lessons (positions 1–8): add, edit with the content editor and the uploads, move up or down (a new
 * position swaps two lessons on the server), preview as a student sees it, and delete (a used lesson is archived).
 */
export function LessonsPanel({ subjectId, onBack }: { subjectId: number; onBack: () => void }) {
  const { t } = useTranslation('authoring');
  const [showArchived, setShowArchived] = useState(false);
  const lessons = useSubjectLessons(subjectId, showArchived);
  const practiceQuizzes = usePracticeQuizChoices(subjectId);
  const move = useUpdateLesson();
  const remove = useDeleteLesson();
  const [editorOpen, setEditorOpen] = useState(false);
  const [editing, setEditing] = useState<AuthoringLesson | null>(null);
  const [previewing, setPreviewing] = useState<AuthoringLesson | null>(null);
  const [deleting, setDeleting] = useState<AuthoringLesson | null>(null);

  const subject = lessons.data?.subject;
  const rows = useMemo(() => lessons.data?.lessons ?? [], [lessons.data]);
  const active = rows.filter((l) => !l.archived);
  const taken = active.map((l) => l.position);
  const quizName = (id: number | null) => (id === null ? undefined : practiceQuizzes.data?.find((q) => q.id === id)?.name);

  const openEditor = useCallback((lesson: AuthoringLesson | null) => {
    setEditing(lesson);
    setEditorOpen(true);
  }, []);
  const moveTo = useCallback(async (lesson: AuthoringLesson, position: number) => {
    try {
      await move.mutateAsync({ id: lesson.id, changes: { position } });
    } catch (error) {
      notifications.show({ color: 'red', message: errorDetail(error, t('lessons.moveFailed')) });
    }
  }, [move, t]);

  const columns = useMemo<DataTableColumn<AuthoringLesson>[]>(() => [
    { id: 'position', header: t('lessons.columns.position'), value: (l) => l.position, align: 'right' },
    {
      id: 'name', header: t('lessons.columns.name'), value: (l) => l.name, searchable: true,
      cell: (l) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600}>{l.name}</Text>
          {l.archived && <Badge color="orange" variant="light" size="sm">{t('common.archived')}</Badge>}
        </Group>
      ),
    },
    { id: 'simulator', header: t('lessons.columns.simulator'), value: (l) => (l.simulator ? simulatorLabel(t, l.simulator) : '') },
    {
      id: 'video', header: t('lessons.columns.video'), value: (l) => l.video_url ?? '',
      cell: (l) => (l.video_url ? <Anchor href={l.video_url} target="_blank" rel="noopener noreferrer" size="sm">{t('lessons.watch')}</Anchor> : <Text size="sm" c="dimmed">{t('common.none')}</Text>),
    },
    {
      id: 'display', header: t('lessons.columns.display'), value: (l) => (l.display_on_frontend ? t('common.yes') : t('common.no')),
      cell: (l) => <Badge variant="light" color={l.display_on_frontend ? 'green' : 'gray'}>{l.display_on_frontend ? t('common.yes') : t('common.no')}</Badge>,
    },
    {
      id: 'actions', header: t('common.actions'),
      cell: (l) => (
        <Group gap={6} wrap="nowrap">
          {!l.archived && (
            <>
              <ActionIcon variant="light" aria-label={t('lessons.moveUp', { name: l.name })} disabled={l.position <= 1 || move.isPending}
                onClick={() => void moveTo(l, l.position - 1)} data-testid="lesson-move-up"><IconArrowUp size={16} aria-hidden /></ActionIcon>
              <ActionIcon variant="light" aria-label={t('lessons.moveDown', { name: l.name })} disabled={l.position >= LESSONS_PER_SUBJECT || move.isPending}
                onClick={() => void moveTo(l, l.position + 1)} data-testid="lesson-move-down"><IconArrowDown size={16} aria-hidden /></ActionIcon>
              <Button size="xs" variant="light" leftSection={<IconPencil size={14} aria-hidden />} onClick={() => openEditor(l)}
                aria-label={t('lessons.editLabel', { name: l.name })} data-testid="edit-lesson">{t('common.edit')}</Button>
            </>
          )}
          <Button size="xs" variant="light" color="teal" leftSection={<IconEye size={14} aria-hidden />} onClick={() => setPreviewing(l)}
            aria-label={t('preview.lessonLabel', { name: l.name })} data-testid="preview-lesson">{t('preview.button')}</Button>
          {!l.archived && (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setDeleting(l)}
              aria-label={t('lessons.deleteLabel', { name: l.name })} data-testid="delete-lesson">{t('common.delete')}</Button>
          )}
        </Group>
      ),
    },
  ], [t, move.isPending, moveTo, openEditor]);

  return (
    <Stack gap="md" data-testid="authoring-lessons">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack} data-testid="back-to-subjects">{t('lessons.back')}</Button>
        <Group gap="sm">
          <Switch label={t('common.showArchived')} checked={showArchived} onChange={(e) => setShowArchived(e.currentTarget.checked)} data-testid="lessons-show-archived" />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openEditor(null)} disabled={!subject || active.length >= LESSONS_PER_SUBJECT}
            data-testid="add-lesson">{t('lessons.add')}</Button>
        </Group>
      </Group>
      {subject && (
        <Card withBorder radius="md" padding="md">
          <Group align="flex-start" wrap="wrap" gap="md">
            <SubjectImage subject={subject} />
            <Stack gap={4} style={{ flex: '1 1 240px' }}>
              <Title order={2} size="h3">{subject.name}</Title>
              <Text size="sm" c="dimmed">{t('subjects.gradeSlug', { grade: subject.grade, slug: subject.slug })}</Text>
              {subject.description && <Text size="sm">{subject.description}</Text>}
              {active.length >= LESSONS_PER_SUBJECT && <Text size="sm" c="dimmed">{t('lessons.full', { max: LESSONS_PER_SUBJECT })}</Text>}
            </Stack>
          </Group>
        </Card>
      )}
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="lessons-title">
        <Title order={2} size="h4" mb="sm" id="lessons-title">{t('lessons.title')}</Title>
        <DataTable
          columns={columns}
          data={rows}
          isLoading={lessons.isPending}
          error={lessons.error}
          onRetry={() => void lessons.refetch()}
          getRowId={(l) => String(l.id)}
          emptyText={t('lessons.empty')}
          errorText={t('lessons.loadFailed')}
          caption={t('lessons.title')}
          csvFileName={subject ? `lessons-${subject.slug}-grade-${subject.grade}` : 'lessons'}
          initialSort={{ id: 'position' }}
          minWidth={900}
          testId="lessons-table"
        />
      </Card>
      <LessonEditorModal opened={editorOpen} subjectId={subjectId} lesson={editing} takenPositions={taken.filter((p) => p !== editing?.position)}
        onClose={() => setEditorOpen(false)} />
      <LessonPreviewModal lesson={previewing} practiceQuizName={quizName(previewing?.practice_quiz_id ?? null)} onClose={() => setPreviewing(null)} />
      <ConfirmDialog<AuthoringDeleteResponse>
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('lessons.delete.title')}
        message={deleting ? t(deleting.in_use ? 'lessons.delete.messageInUse' : 'lessons.delete.message', { name: deleting.name }) : ''}
        confirmLabel={t('common.delete')}
        busyLabel={t('common.deleting')}
        onConfirm={() => remove.mutateAsync(deleting!.id)}
        onSuccess={(answer) => notifications.show({ color: answer.archived ? 'orange' : 'green', message: answer.detail })}
        errorFallback={t('lessons.delete.failed')}
        testId="delete-lesson-confirm"
      />
    </Stack>
  );
}
