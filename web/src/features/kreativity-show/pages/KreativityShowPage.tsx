import { useMemo, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { KreativityShow } from '@prayog/contract';
import { useKreativityShows } from '../../../api/kreativity-show';
import { useServerPage } from '../../../api/paging';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { PanelHeader } from '../../../components/PanelHeader';
import { formatDay } from '../../../lib/format';
import { currentStaffRole } from '../../../lib/staff-role';
import { ShowFormModal, type ShowEditing } from '../components/ShowFormModal';

const studentsText = (s: KreativityShow) => s.student_objects.map((o) => `${o.name} (${o.grade}-${o.section})`).join(', ');

/**
 * Kreativity Show (spec 3, spec 2 §2.2): the school's shows, newest first, with their students' names and classes.
 * The teacher adds and updates shows; the school account reads the same table.
 */
export default function KreativityShowPage() {
  const { t, i18n } = useTranslation('kreativityShow');
  const role = currentStaffRole();
  const canEdit = role === 'teacher';
  const { page, tableProps } = useServerPage();
  const shows = useKreativityShows(role, page);
  // The form keeps showing its show while it fades out: what it is about outlives whether it is open.
  const [editing, setEditing] = useState<ShowEditing | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const openForm = (next: ShowEditing) => {
    setEditing(next);
    setFormOpen(true);
  };

  const columns = useMemo<DataTableColumn<KreativityShow>[]>(() => [
    { id: 'date', header: t('columns.date'), value: (s) => s.date_assigned, cell: (s) => formatDay(s.date_assigned, i18n.language) },
    { id: 'project', header: t('columns.project'), value: (s) => s.project_name, searchable: true },
    {
      id: 'students', header: t('columns.students'), searchable: true,
      value: (s) => studentsText(s),
      cell: (s) => (s.student_objects.length === 0
        ? <Text span size="sm" c="dimmed">{t('noStudents')}</Text>
        : studentsText(s)),
    },
    { id: 'school', header: t('columns.school'), value: (s) => s.school },
    ...(canEdit ? [{
      id: 'update', header: t('columns.update'),
      cell: (s: KreativityShow) => (
        <Button size="xs" variant="light" onClick={() => openForm({ mode: 'edit', show: s })} aria-label={t('updateLabel', { name: s.project_name })} data-testid="show-update">
          {t('update')}
        </Button>
      ),
    }] : []),
  ], [t, i18n.language, canEdit]);

  const data = shows.data;
  return (
    <Stack gap="sm" data-testid="kreativity-show">
      <PanelHeader
        title={t('title')}
        description={t(canEdit ? 'description.teacher' : 'description.school')}
        actions={canEdit && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openForm({ mode: 'add' })} data-testid="show-add">
            {t('add')}
          </Button>
        )}
      />
      <DataTable
        columns={columns}
        data={data?.results}
        {...tableProps(data)}
        isLoading={shows.isPending}
        error={shows.error}
        onRetry={() => void shows.refetch()}
        errorText={t('failed')}
        emptyText={t('empty')}
        searchLabel={t('search')}
        getRowId={(s) => String(s.id)}
        caption={t('title')}
        csvFileName="kreativity-show"
        minWidth={canEdit ? 760 : 660}
        testId="shows-table"
      />
      {canEdit && <ShowFormModal opened={formOpen} editing={editing} onClose={() => setFormOpen(false)} />}
    </Stack>
  );
}
