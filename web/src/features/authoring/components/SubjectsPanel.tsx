import { useCallback, useMemo, useState } from 'react';
import { Badge, Button, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconListNumbers, IconPencil, IconPlus, IconTransfer, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuthoringDeleteResponse, AuthoringSubject } from '@prayog/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { errorDetail } from '../../../lib/api';
import { useSchoolSummaryRows } from '../../../api/admin';
import { useAuthoringSubjectRows, useDeleteSubject, useUpdateSubject } from '../../../api/authoring';
import { SubjectFormModal } from './SubjectFormModal';

/**
 * Every subject by grade: its lessons, the schools it is offered to, archived ones on request. Add, Edit, open its
 * lessons, Delete (the server archives a subject students used and says so) and Restore an archived one.
 */
export function SubjectsPanel({ onOpen }: { onOpen: (subjectId: number) => void }) {
  const { t } = useTranslation('authoring');
  const { t: tShell } = useTranslation();
  const [showArchived, setShowArchived] = useState(false);
  const subjects = useAuthoringSubjectRows(showArchived);
  const schools = useSchoolSummaryRows();
  const remove = useDeleteSubject();
  const restore = useUpdateSubject();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<AuthoringSubject | null>(null);
  const [deleting, setDeleting] = useState<AuthoringSubject | null>(null);

  // The list may be older than the students' last use: unless it says so, the message names both outcomes.
  const deleteMessage = (s: AuthoringSubject) => {
    if (s.in_use) return t('subjects.delete.messageInUse', { name: s.name });
    return s.lesson_count === 0 ? t('subjects.delete.messageEmpty', { name: s.name }) : t('subjects.delete.message', { name: s.name, count: s.lesson_count });
  };
  const schoolNames = useMemo(() => new Map((schools.data ?? []).map((s) => [s.id, s.school_name])), [schools.data]);
  const edit = useCallback((subject: AuthoringSubject | null) => {
    setEditing(subject);
    setFormOpen(true);
  }, []);
  const unarchive = useCallback(async (subject: AuthoringSubject) => {
    try {
      await restore.mutateAsync({ id: subject.id, changes: { archived: false } });
      notifications.show({ color: 'green', message: t('subjects.restored', { name: subject.name }) });
    } catch (error) {
      notifications.show({ color: 'red', message: errorDetail(error, t('subjects.restoreFailed')) });
    }
  }, [restore, t]);

  const columns = useMemo<DataTableColumn<AuthoringSubject>[]>(() => {
    const offeredTo = (s: AuthoringSubject) => s.school_ids.map((id) => schoolNames.get(id) ?? `#${id}`).join(', ');
    return [
      { id: 'grade', header: t('subjects.columns.grade'), value: (s) => s.grade, align: 'right' },
      {
        id: 'name', header: t('subjects.columns.name'), value: (s) => s.name, searchable: true,
        cell: (s) => (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={600}>{s.name}</Text>
            {s.archived && <Badge color="orange" variant="light" size="sm">{t('common.archived')}</Badge>}
          </Group>
        ),
      },
      { id: 'slug', header: t('subjects.columns.slug'), value: (s) => s.slug, searchable: true },
      { id: 'lessons', header: t('subjects.columns.lessons'), value: (s) => s.lesson_count, align: 'right' },
      {
        id: 'schools', header: t('subjects.columns.schools'), value: offeredTo, searchable: true,
        cell: (s) => (s.school_ids.length === 0
          ? <Badge color="gray" variant="light">{t('subjects.draft')}</Badge>
          : (
            <Tooltip label={offeredTo(s)} multiline maw={320} disabled={s.school_ids.length < 3}>
              <Text size="sm" lineClamp={2} maw={260}>{s.school_ids.length < 3 ? offeredTo(s) : t('subjects.schoolCount', { count: s.school_ids.length })}</Text>
            </Tooltip>
          )),
      },
      {
        id: 'actions', header: t('common.actions'),
        cell: (s) => (
          <Group gap={6} wrap="nowrap">
            <Button size="xs" variant="light" color="teal" leftSection={<IconListNumbers size={14} aria-hidden />} onClick={() => onOpen(s.id)}
              aria-label={t('subjects.openLabel', { name: s.name })} data-testid="open-subject">{t('subjects.open')}</Button>
            {s.archived ? (
              <Button size="xs" variant="light" leftSection={<IconArrowBackUp size={14} aria-hidden />} onClick={() => void unarchive(s)}
                loading={restore.isPending && restore.variables?.id === s.id} aria-label={t('subjects.restoreLabel', { name: s.name })} data-testid="restore-subject">
                {t('common.restore')}
              </Button>
            ) : (
              <>
                <Button size="xs" variant="light" leftSection={<IconPencil size={14} aria-hidden />} onClick={() => edit(s)}
                  aria-label={t('subjects.editLabel', { name: s.name })} data-testid="edit-subject">{t('common.edit')}</Button>
                <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setDeleting(s)}
                  aria-label={t('subjects.deleteLabel', { name: s.name })} data-testid="delete-subject">{t('common.delete')}</Button>
              </>
            )}
          </Group>
        ),
      },
    ];
  }, [t, schoolNames, onOpen, edit, unarchive, restore.isPending, restore.variables]);

  return (
    <Stack gap="sm" data-testid="authoring-subjects">
      <DataTable
        columns={columns}
        query={subjects}
        getRowId={(s) => String(s.id)}
        emptyText={t('subjects.empty')}
        errorText={t('subjects.loadFailed')}
        searchLabel={t('subjects.search')}
        caption={t('subjects.title')}
        csvFileName="subjects"
        initialSort={{ id: 'grade' }}
        pageSize={20}
        minWidth={1000}
        testId="subjects-table"
        toolbar={(
          <Group gap="sm" wrap="wrap">
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => edit(null)} data-testid="add-subject">{t('subjects.add')}</Button>
            <Switch label={t('common.showArchived')} checked={showArchived} onChange={(e) => setShowArchived(e.currentTarget.checked)} data-testid="subjects-show-archived" />
            {/* A subject's bank to or from another tool: the QTI exchange page (features/qti). */}
            <Button component={Link} to="/admin-dashboard/qti" variant="default" leftSection={<IconTransfer size={16} aria-hidden />} data-testid="open-qti">{tShell('shell.nav.qti')}</Button>
          </Group>
        )}
      />
      <SubjectFormModal opened={formOpen} subject={editing} onClose={() => setFormOpen(false)} onCreated={(s) => onOpen(s.id)} />
      <ConfirmDialog<AuthoringDeleteResponse>
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('subjects.delete.title')}
        message={deleting ? deleteMessage(deleting) : ''}
        confirmLabel={t('common.delete')}
        busyLabel={t('common.deleting')}
        onConfirm={() => remove.mutateAsync(deleting!.id)}
        onSuccess={(answer) => notifications.show({ color: answer.archived ? 'orange' : 'green', message: answer.detail, autoClose: answer.archived ? 10_000 : undefined })}
        errorFallback={t('subjects.delete.failed')}
        testId="delete-subject-confirm"
      />
    </Stack>
  );
}
