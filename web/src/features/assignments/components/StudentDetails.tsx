import { useMemo } from 'react';
import { Button, Card, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuizReport } from '@prayog/contract';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useQuizResults, type NumberedResult, type ReportKind } from '../../../api/assignments';
import { useStaffScope } from '../../../lib/staff-role';

interface StudentDetailsProps {
  kind: ReportKind;
  report: QuizReport;
  onBack: () => void;
}

/** 'View Student Details': #, Student Name, Grade, Section, Marks of the students who submitted the quiz, and Back. */
export function StudentDetails({ kind, report, onBack }: StudentDetailsProps) {
  const { t } = useTranslation('assignments');
  const results = useQuizResults(useStaffScope(), kind, report.id);
  const columns = useMemo<DataTableColumn<NumberedResult>[]>(() => [
    { id: 'position', header: t('details.position'), value: (row) => row.position, align: 'right' },
    { id: 'name', header: t('details.name'), value: (row) => row.student_name, searchable: true },
    { id: 'grade', header: t('details.grade'), value: (row) => row.student_grade, align: 'right' },
    { id: 'section', header: t('details.section'), value: (row) => row.student_section },
    { id: 'marks', header: t('details.marks'), value: (row) => row.score, cell: (row) => `${row.score}%`, align: 'right' },
  ], [t]);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="student-details-title" data-testid="student-details">
      <Group justify="space-between" align="center" gap="xs" mb="sm" wrap="wrap">
        <Title order={3} size="h4" id="student-details-title" style={{ overflowWrap: 'anywhere' }}>
          {t('details.title')}: {report.quiz}
        </Title>
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack} data-testid="student-details-back">
          {t('details.back')}
        </Button>
      </Group>
      <DataTable
        columns={columns}
        query={results}
        getRowId={(row) => String(row.id)}
        emptyText={t('details.empty')}
        errorText={t('details.failed')}
        searchLabel={t('details.search')}
        csvFileName={`${kind}-${report.id}-students`}
        caption={t('details.caption', { quiz: report.quiz })}
        minWidth={480}
        testId="student-details-table"
      />
    </Card>
  );
}
