import { useState } from 'react';
import { Input, SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QuizReportView } from './QuizReportView';

type Mode = 'pre' | 'post';
const MODES: readonly Mode[] = ['pre', 'post'];

/**
 * Report → Assessment: the same report for pre- or post-assessments, pre first (spec 3 "Student Report"). Changing
 * the mode loads that kind's reports and starts again from its newest quiz.
 */
export function AssessmentReportTab() {
  const { t } = useTranslation('assignments');
  const [mode, setMode] = useState<Mode>('pre');
  const modeSelector = (
    <Stack gap={0}>
      <Input.Label labelElement="div" id="assessment-mode-label">{t('mode.label')}</Input.Label>
      {/* Two radio buttons: a labelled group, so screen readers say what they choose between. */}
      <SegmentedControl
        value={mode}
        onChange={(value) => setMode(value as Mode)}
        data={MODES.map((value) => ({ value, label: t(`mode.${value}`) }))}
        role="radiogroup"
        aria-labelledby="assessment-mode-label"
        data-testid="assessment-mode"
      />
    </Stack>
  );
  return <QuizReportView key={mode} kind={mode} controls={modeSelector} />;
}
