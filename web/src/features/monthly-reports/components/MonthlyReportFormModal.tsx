import { useMemo } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MONTHLY_REPORT_ACCEPT, MONTHLY_REPORT_MAX_FILE_BYTES, MONTHS, monthlyReportFieldsSchema, type MonthlyReport } from '@prayog/contract';
import { useCreateMonthlyReport, useUpdateMonthlyReport } from '../../../api/monthly-reports';
import { FormModal, type FormFieldSpec } from '../../../components/FormModal';
import { todayDay } from '../../../lib/format';

/** What the form is for: a new report, or modifying one. */
export type ReportEditing = { mode: 'add' } | { mode: 'edit'; report: MonthlyReport };

interface MonthlyReportFormModalProps {
  opened: boolean;
  editing: ReportEditing | null;
  onClose: () => void;
}

/** The browser's own checks of the file (the server checks its content); the size before a long upload. */
function formSchemas(tooLarge: string) {
  const file = z.instanceof(File).refine((f) => f.size <= MONTHLY_REPORT_MAX_FILE_BYTES, tooLarge);
  const fields = monthlyReportFieldsSchema.pick({ date: true, month: true });
  return {
    add: fields.extend({ monthly_report: file }),
    // On modify a file is chosen only to replace the stored one.
    edit: fields.extend({ monthly_report: file.nullable() }),
  };
}

/**
 * Add and Modify Monthly Report: date, month (the twelve names) and the file. The file is required on add; on
 * modify it is sent only if one is chosen (ADR 0010).
 */
export function MonthlyReportFormModal({ opened, editing, onClose }: MonthlyReportFormModalProps) {
  const { t } = useTranslation('monthlyReports');
  const create = useCreateMonthlyReport();
  const update = useUpdateMonthlyReport();
  const report = editing?.mode === 'edit' ? editing.report : null;
  const schemas = useMemo(() => formSchemas(t('form.tooLarge')), [t]);

  const fields = useMemo<FormFieldSpec<'date' | 'month' | 'monthly_report'>[]>(() => [
    { name: 'date', label: t('form.date'), kind: 'date' },
    { name: 'month', label: t('form.month'), kind: 'select', options: MONTHS.map((m) => ({ value: m, label: t(`months.${m}`) })) },
    {
      name: 'monthly_report', label: t('form.file'), kind: 'file', accept: MONTHLY_REPORT_ACCEPT,
      placeholder: t('form.filePlaceholder'), description: t(report ? 'form.fileKeepHint' : 'form.fileHint'),
    },
  ], [t, report]);

  const common = { opened, onClose, fields, testId: 'monthly-report-form' } as const;
  if (report) {
    return (
      <FormModal
        {...common}
        title={t('form.editTitle')}
        submitLabel={t('form.save')}
        schema={schemas.edit}
        initialValues={{ date: report.date, month: report.month }}
        onSubmit={(values) => update.mutateAsync({ id: report.id, ...values })}
        onSuccess={() => notifications.show({ color: 'green', message: t('updated') })}
        errorFallback={t('updateFailed')}
      />
    );
  }
  return (
    <FormModal
      {...common}
      title={t('form.addTitle')}
      submitLabel={t('form.add')}
      schema={schemas.add}
      initialValues={{ date: todayDay() }}
      onSubmit={(values) => create.mutateAsync(values)}
      onSuccess={() => notifications.show({ color: 'green', message: t('added') })}
      errorFallback={t('form.failed')}
    />
  );
}
