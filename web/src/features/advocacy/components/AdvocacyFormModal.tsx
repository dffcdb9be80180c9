import { useMemo } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { advocacyReportInputSchema, type AdvocacyReport, type AdvocacyReportRequest } from '@prayog/contract';
import { useCreateAdvocacyReport, useUpdateAdvocacyReport } from '../../../api/advocacy';
import { FormModal, type FormFieldSpec, type SchemaField } from '../../../components/FormModal';
import { todayDay } from '../../../lib/format';

type Field = SchemaField<typeof advocacyReportInputSchema>;

/** The academic year (April to March) of today, as the reporting period a new report starts with. */
function currentAcademicYear(): string {
  const today = todayDay();
  const year = Number(today.slice(0, 4));
  const start = Number(today.slice(5, 7)) >= 4 ? year : year - 1;
  return `April ${start} - March ${start + 1}`;
}

interface AdvocacyFormModalProps {
  opened: boolean;
  /** The school's report when editing; null to create it. */
  report: AdvocacyReport | null;
  onClose: () => void;
}

/** Create and Edit Advocacy Report: every field of the school's one report (ADR 0011). */
export function AdvocacyFormModal({ opened, report, onClose }: AdvocacyFormModalProps) {
  const { t } = useTranslation('advocacy');
  const create = useCreateAdvocacyReport();
  const update = useUpdateAdvocacyReport();

  const fields = useMemo<FormFieldSpec<Field>[]>(() => {
    // The table shows the field names as they are (spaces for underscores); a form label starts with a capital.
    const label = (name: Field) => { const text = t(`fields.${name}`); return text.charAt(0).toUpperCase() + text.slice(1); };
    return [
      { name: 'reporting_period', label: label('reporting_period'), kind: 'text', description: t('form.periodHint') },
      { name: 'coordinator', label: label('coordinator'), kind: 'text', autoComplete: 'off' },
      { name: 'innovation_coach', label: label('innovation_coach'), kind: 'text', autoComplete: 'off' },
      { name: 'sessions_conducted', label: label('sessions_conducted'), kind: 'number' },
      { name: 'students_reached', label: label('students_reached'), kind: 'number' },
      { name: 'teachers_trained', label: label('teachers_trained'), kind: 'number' },
      { name: 'community_events', label: label('community_events'), kind: 'number', description: t('form.eventsHint') },
      { name: 'parent_meeting_held', label: label('parent_meeting_held'), kind: 'checkbox' },
      { name: 'exhibition_date', label: label('exhibition_date'), kind: 'date' },
      { name: 'media_coverage', label: label('media_coverage'), kind: 'textarea' },
      { name: 'remarks', label: label('remarks'), kind: 'textarea' },
      { name: 'gallery', label: label('gallery'), kind: 'url', placeholder: 'https://' },
    ];
  }, [t]);

  const initialValues: Partial<AdvocacyReportRequest> = report
    ? { ...report }
    : { reporting_period: currentAcademicYear(), parent_meeting_held: false };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t(report ? 'form.editTitle' : 'form.createTitle')}
      submitLabel={t(report ? 'form.save' : 'form.create')}
      schema={advocacyReportInputSchema}
      fields={fields}
      initialValues={initialValues}
      onSubmit={(values) => (report ? update.mutateAsync({ id: report.id, ...values }) : create.mutateAsync(values))}
      onSuccess={() => notifications.show({ color: 'green', message: t(report ? 'updated' : 'created') })}
      errorFallback={t('form.failed')}
      testId="advocacy-form"
    />
  );
}
