import { useCallback, useMemo, useState } from 'react';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { recordAgreementRequestSchema, type SchoolAgreementRow } from '@prayog/contract';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { FormModal, type FormFieldSpec } from '../../../components/FormModal';
import { useAgreements, useRecordAgreement } from '../../../api/privacy';
import { formatDay } from '../../../lib/format';

type FieldName = 'agreed_on' | 'signatory' | 'grievance_name' | 'grievance_email' | 'unlinked_children_named';

/**
 * Each school's data-processing agreement (ADR 0036): when it agreed, who signed, its grievance officer; an
 * administrator records or replaces it. The grievance officer is shown to the school's students and parents.
 */
export function SchoolAgreementsCard() {
  const { t, i18n } = useTranslation('privacy');
  const agreements = useAgreements();
  const recordAgreement = useRecordAgreement();
  const [editing, setEditing] = useState<SchoolAgreementRow | null>(null);
  const edit = useCallback((row: SchoolAgreementRow) => setEditing(row), []);
  const columns = useMemo<DataTableColumn<SchoolAgreementRow>[]>(() => [
    { id: 'school', header: t('agreements.columns.school'), value: (r) => r.school_name, searchable: true },
    { id: 'agreed', header: t('agreements.columns.agreedOn'), value: (r) => r.agreement?.agreed_on ?? '', cell: (r) => (r.agreement ? formatDay(r.agreement.agreed_on, i18n.language) : t('agreements.none')) },
    { id: 'signatory', header: t('agreements.columns.signatory'), value: (r) => r.agreement?.signatory ?? '' },
    { id: 'officer', header: t('agreements.columns.officer'), value: (r) => (r.agreement ? `${r.agreement.grievance_name}, ${r.agreement.grievance_email}` : '') },
    { id: 'basis', header: t('agreements.columns.basis'), value: (r) => (r.agreement ? t(r.agreement.unlinked_children_named ? 'agreements.basisNamed' : 'agreements.basisInitials') : '') },
    {
      id: 'actions', header: t('agreements.columns.actions'),
      cell: (r) => (
        <Button size="compact-sm" variant="light" onClick={() => edit(r)} aria-label={t('agreements.recordFor', { name: r.school_name })} data-testid="record-agreement">
          {t('agreements.record')}
        </Button>
      ),
    },
  ], [t, i18n.language, edit]);
  const fields = useMemo<FormFieldSpec<FieldName>[]>(() => [
    { name: 'agreed_on', label: t('agreements.form.agreedOn'), kind: 'date' },
    { name: 'signatory', label: t('agreements.form.signatory'), kind: 'text', description: t('agreements.form.signatoryHint') },
    { name: 'grievance_name', label: t('agreements.form.officerName'), kind: 'text' },
    { name: 'grievance_email', label: t('agreements.form.officerEmail'), kind: 'email', description: t('agreements.form.officerHint') },
    { name: 'unlinked_children_named', label: t('agreements.form.unlinkedNamed'), kind: 'checkbox', description: t('agreements.form.unlinkedNamedHint') },
  ], [t]);
  const current = editing?.agreement;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="school-agreements">
      <Stack gap="sm">
        <Title order={2} size="h4">{t('agreements.title')}</Title>
        <Text size="sm">{t('agreements.intro')}</Text>
        <DataTable
          columns={columns}
          data={agreements.data?.results}
          isLoading={agreements.isPending}
          error={agreements.error}
          onRetry={() => void agreements.refetch()}
          getRowId={(r) => String(r.school_id)}
          errorText={t('agreements.failed')}
          emptyText={t('agreements.empty')}
          searchLabel={t('agreements.search')}
          caption={t('agreements.title')}
          minWidth={760}
          testId="agreements-table"
        />
      </Stack>
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('agreements.form.title', { name: editing?.school_name ?? '' })}
        submitLabel={t('agreements.form.submit')}
        schema={recordAgreementRequestSchema}
        fields={fields}
        initialValues={current ? { agreed_on: current.agreed_on, signatory: current.signatory, grievance_name: current.grievance_name, grievance_email: current.grievance_email, unlinked_children_named: current.unlinked_children_named } : undefined}
        onSubmit={(body) => recordAgreement.mutateAsync({ schoolId: editing!.school_id, body })}
        onSuccess={() => notifications.show({ color: 'green', message: t('agreements.form.saved') })}
        errorFallback={t('agreements.form.failed')}
        testId="agreement-form"
      />
    </Card>
  );
}
