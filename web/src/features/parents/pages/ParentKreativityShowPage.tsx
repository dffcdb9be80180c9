import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useParentShows } from '../../../api/parents';
import { isApiError } from '../../../lib/api';
import { ParentFrame } from '../components/ParentFrame';
import { formatDay } from '../../../lib/format';

interface Show { id: number; date_assigned: string; project_name: string; student_objects: { name: string; grade: number; section: string }[] }

/** The chosen child's shows: Date Assigned, Project, Students (name, grade-section). */
function Shows({ child }: { child: string | undefined }) {
  const { t, i18n } = useTranslation('parents');
  const query = useParentShows(child);
  const columns = useMemo<DataTableColumn<Show>[]>(() => [
    { id: 'date', header: t('kreativity.dateAssigned'), value: (s) => s.date_assigned, cell: (s) => formatDay(s.date_assigned, i18n.language) },
    { id: 'project', header: t('kreativity.project'), value: (s) => s.project_name, searchable: true },
    {
      id: 'students', header: t('kreativity.students'),
      value: (s) => (s.student_objects.length === 0 ? t('kreativity.noStudents') : s.student_objects.map((o) => t('kreativity.student', o)).join(', ')),
    },
  ], [t, i18n.language]);
  const notFound = isApiError(query.error) && query.error.status === 404;
  return (
    <DataTable
      columns={columns}
      data={query.data?.kreativityshow}
      isLoading={query.isPending}
      error={query.error}
      errorText={notFound ? t('notFound') : t('kreativity.failed')}
      onRetry={() => void query.refetch()}
      getRowId={(s) => String(s.id)}
      emptyText={t('kreativity.empty')}
      caption={t('kreativity.title')}
      minWidth={520}
      testId="parent-shows"
    />
  );
}

export function ParentKreativityShowPage() {
  const { t } = useTranslation('parents');
  return <ParentFrame title={t('kreativity.title')}>{(child) => <Shows key={child} child={child} />}</ParentFrame>;
}

export default ParentKreativityShowPage;
