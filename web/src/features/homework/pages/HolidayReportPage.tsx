import { useState } from 'react';
import { Card, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GRADES, SECTIONS, type Section } from '@prayog/contract';
import { PanelHeader } from '../../../components/PanelHeader';
import { HolidayReportTable } from '../components/HolidayReportTable';

const isSection = (value: string): value is Section => (SECTIONS as readonly string[]).includes(value);

/**
 * The teacher's Holiday Homework Report (spec 3): a Grade select, a Section select enabled once a grade is
 * chosen, and the class's submissions. Choosing another grade clears the section.
 */
export default function HolidayReportPage() {
  const { t } = useTranslation('homework');
  const [grade, setGrade] = useState<number | null>(null);
  const [section, setSection] = useState<Section | null>(null);

  return (
    <Stack gap={0} data-testid="holiday-report-panel">
      <PanelHeader title={t('report.title')} description={t('report.intro')} />
      <Stack gap="md">
        <Card withBorder radius="md" padding="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={560}>
            <NativeSelect
              label={t('report.grade')}
              name="grade"
              data-testid="holiday-report-grade"
              value={grade === null ? '' : String(grade)}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setGrade(value === '' ? null : Number(value));
                setSection(null);
              }}
              data={[
                { value: '', label: t('report.gradePlaceholder'), disabled: true },
                ...GRADES.map((g) => ({ value: String(g), label: t('report.gradeOption', { grade: g }) })),
              ]}
            />
            <NativeSelect
              label={t('report.section')}
              name="section"
              data-testid="holiday-report-section"
              disabled={grade === null}
              value={section ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setSection(isSection(value) ? value : null);
              }}
              data={[{ value: '', label: t('report.sectionPlaceholder'), disabled: true }, ...SECTIONS]}
            />
          </SimpleGrid>
        </Card>
        {grade !== null && section !== null
          ? <HolidayReportTable grade={grade} section={section} />
          : <Text c="dimmed" ta="center" py="xl" data-testid="holiday-report-choose">{t('report.chooseClass')}</Text>}
      </Stack>
    </Stack>
  );
}
