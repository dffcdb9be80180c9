import { useMemo, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InnovationProject } from '@prayog/contract';
import { useInnovationProjects } from '../../../api/innovation-club';
import { useServerPage } from '../../../api/paging';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { PanelHeader } from '../../../components/PanelHeader';
import { formatDay } from '../../../lib/format';
import { useStaffScope } from '../../../lib/staff-role';
import { AddProjectModal } from '../components/AddProjectModal';
import { ModifyProjectModal } from '../components/ModifyProjectModal';

const studentNames = (p: InnovationProject) => p.students.map((s) => s.name).join(', ');

/**
 * Innovation Club (spec 3, spec 2 §2.2): the school's projects, newest first. The teacher adds projects with their
 * students and modifies them; the school account reads the same table.
 */
export default function InnovationClubPage() {
  const { t, i18n } = useTranslation('innovationClub');
  const scope = useStaffScope();
  // The teacher changes these records; the school account and an administrator (read-only) read them.
  const canEdit = scope.role === 'teacher' && !scope.readOnly;
  const { page, tableProps } = useServerPage();
  const projects = useInnovationProjects(scope, page);
  const [adding, setAdding] = useState(false);
  const [modifying, setModifying] = useState<InnovationProject | null>(null);

  const columns = useMemo<DataTableColumn<InnovationProject>[]>(() => [
    { id: 'project_name', header: t('columns.projectName'), value: (p) => p.project_name, searchable: true },
    { id: 'date', header: t('columns.date'), value: (p) => p.date, cell: (p) => formatDay(p.date, i18n.language) },
    { id: 'students', header: t('columns.students'), value: studentNames, searchable: true },
    { id: 'progress', header: t('columns.progress'), value: (p) => p.progress },
    ...(canEdit ? [{
      id: 'modify', header: t('columns.modify'),
      cell: (p: InnovationProject) => (
        <Button size="xs" variant="light" onClick={() => setModifying(p)} aria-label={t('modifyLabel', { name: p.project_name })} data-testid="project-modify">
          {t('modify.button')}
        </Button>
      ),
    }] : []),
  ], [t, i18n.language, canEdit]);

  const data = projects.data;
  return (
    <Stack gap="sm" data-testid="innovation-club">
      <PanelHeader
        title={t('title')}
        description={t(canEdit ? 'description.teacher' : scope.school === undefined ? 'description.school' : 'description.admin')}
        actions={canEdit && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)} data-testid="project-add">
            {t('add')}
          </Button>
        )}
      />
      <DataTable
        columns={columns}
        data={data?.innovation_clubs}
        {...tableProps(data)}
        isLoading={projects.isPending}
        error={projects.error}
        onRetry={() => void projects.refetch()}
        errorText={t('failed')}
        emptyText={t('empty')}
        searchLabel={t('search')}
        getRowId={(p) => String(p.id)}
        caption={t('title')}
        csvFileName="innovation-club"
        minWidth={canEdit ? 720 : 600}
        testId="projects-table"
      />
      {canEdit && (
        <>
          <AddProjectModal opened={adding} onClose={() => setAdding(false)} />
          <ModifyProjectModal project={modifying} onClose={() => setModifying(null)} />
        </>
      )}
    </Stack>
  );
}
