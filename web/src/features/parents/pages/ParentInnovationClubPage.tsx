import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useParentProjects } from '../../../api/parents';
import { isApiError } from '../../../lib/api';
import { ParentFrame } from '../components/ParentFrame';
import { formatDay } from '../../../lib/format';

interface Project { date: string | null; project_name: string; students: { name: string }[]; progress: string }

/** The chosen child's projects: Date (N/A fallback), Project Name, Students, Progress. */
function Projects({ child }: { child: string | undefined }) {
  const { t, i18n } = useTranslation('parents');
  const query = useParentProjects(child);
  const columns = useMemo<DataTableColumn<Project>[]>(() => [
    { id: 'date', header: t('innovation.date'), value: (p) => p.date ?? '', cell: (p) => (p.date ? formatDay(p.date, i18n.language) : t('innovation.notAvailable')) },
    { id: 'name', header: t('innovation.projectName'), value: (p) => p.project_name, searchable: true },
    { id: 'students', header: t('innovation.students'), value: (p) => p.students.map((s) => s.name).join(', ') },
    { id: 'progress', header: t('innovation.progress'), value: (p) => p.progress },
  ], [t, i18n.language]);
  const notFound = isApiError(query.error) && query.error.status === 404;
  return (
    <DataTable
      columns={columns}
      data={query.data?.innovation_club_projects}
      isLoading={query.isPending}
      error={query.error}
      errorText={notFound ? t('notFound') : t('innovation.failed')}
      onRetry={() => void query.refetch()}
      getRowId={(p) => `${p.date ?? ''}-${p.project_name}`}
      emptyText={t('innovation.empty')}
      caption={t('innovation.title')}
      minWidth={560}
      testId="parent-projects"
    />
  );
}

export function ParentInnovationClubPage() {
  const { t } = useTranslation('parents');
  return <ParentFrame title={t('innovation.title')}>{(child) => <Projects key={child} child={child} />}</ParentFrame>;
}

export default ParentInnovationClubPage;
