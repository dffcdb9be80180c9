import { useState } from 'react';
import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SchoolSummaryRow } from '@prayog/contract';
import { EngagementChart } from '../../../components/EngagementChart';
import { useLmsEngagement } from '../../../api/admin';
import { formatMonth } from '../../../lib/format';

/**
 * LMS Engagement of one school (spec 3 "Administrator dashboard"): sign-ins and minutes in lessons on the latest days
 * of a month (spec 3 §9: the 5 latest dates). The school select offers every school of the summary; the month select
 * offers the months with sign-ins at that school (the answer's `months`) and starts on the answer's `month`, the
 * latest with data. Until one is chosen, the server's defaults (the first school by name) are shown.
 */
export function EngagementCard({ schools }: { schools: readonly SchoolSummaryRow[] }) {
  const { t, i18n } = useTranslation('admin');
  const [school, setSchool] = useState<number | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  const query = useLmsEngagement(school, month);
  const answer = query.data;

  const shownSchool = school ?? answer?.school?.id ?? null;
  const shownMonth = answer?.month ?? '';
  const months = answer?.months ?? [];

  const selects = (
    <Group gap="xs" wrap="wrap">
      <NativeSelect
        aria-label={t('dashboard.engagement.school')}
        size="xs"
        w={200}
        value={shownSchool === null ? '' : String(shownSchool)}
        disabled={schools.length === 0}
        onChange={(e) => { setSchool(Number(e.currentTarget.value)); setMonth(null); }}
        data={schools.length === 0
          ? [{ value: '', label: t('common.noSchools') }]
          : schools.map((s) => ({ value: String(s.id), label: s.school_name }))}
        data-testid="engagement-school"
      />
      {months.length > 0 && (
        <NativeSelect
          aria-label={t('dashboard.engagement.month')}
          size="xs"
          w={160}
          value={shownMonth}
          onChange={(e) => {
            // The month belongs to the school shown: both are asked for from now on.
            setSchool(shownSchool);
            setMonth(e.currentTarget.value);
          }}
          data={months.map((m) => ({ value: m, label: formatMonth(m, i18n.language) }))}
          data-testid="engagement-month"
        />
      )}
    </Group>
  );

  return (
    <EngagementChart
      days={answer?.lms_engagement ?? []}
      aside={selects}
      summary={(count) => t('dashboard.engagement.summary', {
        school: answer?.school?.name ?? '', month: shownMonth ? formatMonth(shownMonth, i18n.language) : '', count,
      })}
      isLoading={query.isPending || query.isPlaceholderData}
      error={query.error}
      errorText={t('dashboard.engagement.failed')}
      onRetry={() => void query.refetch()}
    />
  );
}
