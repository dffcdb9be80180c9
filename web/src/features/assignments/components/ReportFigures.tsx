import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuizReport } from '@prayog/contract';

export interface Figure {
  key: 'totalStudents' | 'studentsAttempted' | 'completionRate' | 'averageScore';
  value: number;
}

/** The four figures of a report, in the spec's order: the cards and the chart show the same numbers. */
export const reportFigures = (report: QuizReport): Figure[] => [
  { key: 'totalStudents', value: report.total_students },
  { key: 'studentsAttempted', value: report.students_attempted },
  { key: 'completionRate', value: report.completion_rate },
  { key: 'averageScore', value: report.average_score },
];

/** Cards Total Students, Students Attempted, Completion Rate (%) and Average Score (a percent, so it carries '%'). */
export function ReportFigures({ report }: { report: QuizReport }) {
  const { t, i18n } = useTranslation('assignments');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="report-figures">
      {reportFigures(report).map(({ key, value }) => (
        <Card key={key} withBorder radius="md" padding="sm" data-testid={`report-card-${key}`}>
          <Text size="sm" c="dimmed" component="h3" fw={500} m={0}>{t(`cards.${key}`)}</Text>
          <Text fw={700} fz={26} lh={1.3} data-testid={`report-value-${key}`}>
            {key === 'averageScore' ? `${number.format(value)}%` : number.format(value)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
