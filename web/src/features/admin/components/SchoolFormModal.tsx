import { useMemo, useState, type ReactNode } from 'react';
import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { schoolCreateSchema, schoolUpdateSchema, type SchoolSummaryRow, type SchoolUpdateRequest } from '@prayog/contract';
import { FormModal, type FormFieldSpec } from '../../../components/FormModal';
import { useAddSchool, useUpdateSchool } from '../../../api/admin';

const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
type FieldName = 'name' | 'code' | 'city';

/**
 * The browser's time zones, with the school's own and the default added: browsers list canonical names, and some
 * list 'Asia/Calcutta' where the school keeps 'Asia/Kolkata'.
 */
function timeZones(current: string): string[] {
  return [...new Set([...Intl.supportedValuesOf('timeZone'), current, DEFAULT_TIME_ZONE])].sort();
}

interface SchoolFormModalProps {
  opened: boolean;
  /** The school edited; absent, a new school is added. */
  school?: SchoolSummaryRow | null;
  onClose: () => void;
}

/**
 * Add School / Edit School: name, code, city and a searchable time zone. The server's refusals stay in the form: a
 * duplicate name or code (409) in the alert, a field's error (400) under the field. An edit sends only what changed.
 */
export function SchoolFormModal({ opened, school, onClose }: SchoolFormModalProps) {
  const { t } = useTranslation('admin');
  const add = useAddSchool();
  const update = useUpdateSchool();
  const editing = school ?? null;
  const fields = useMemo<FormFieldSpec<FieldName>[]>(() => [
    { name: 'name', label: t('schools.form.name'), kind: 'text', description: t('schools.form.nameHint'), autoComplete: 'off' },
    { name: 'code', label: t('schools.form.code'), kind: 'text', description: t('schools.form.codeHint'), autoComplete: 'off' },
    { name: 'city', label: t('schools.form.city'), kind: 'text', autoComplete: 'off' },
  ], [t]);

  const common = {
    opened,
    onClose,
    submitLabel: t('schools.form.submit'),
    busyLabel: t('schools.form.busy'),
    fields,
    errorFallback: t('schools.form.failed'),
    testId: 'school-form',
  };
  // The key starts the time zone afresh at each opening, as FormModal does its fields.
  return editing ? (
    <TimeZoneState key={`edit-${editing.id}-${opened}`} initial={editing.time_zone}>
      {(timeZone, select) => (
        <FormModal
          {...common}
          title={t('schools.form.editTitle')}
          schema={schoolUpdateSchema}
          initialValues={{ name: editing.school_name, code: editing.code, city: editing.city, time_zone: timeZone }}
          onSubmit={async (values) => {
            const changes = changedFields(editing, values);
            return changes ? update.mutateAsync({ id: editing.id, changes }) : null;
          }}
          onSuccess={(saved) => notifications.show(saved
            ? { color: 'green', message: saved.detail }
            : { color: 'blue', message: t('schools.form.unchanged') })}
        >
          {select}
        </FormModal>
      )}
    </TimeZoneState>
  ) : (
    <TimeZoneState key={`add-${opened}`} initial={DEFAULT_TIME_ZONE}>
      {(timeZone, select) => (
        <FormModal
          {...common}
          title={t('schools.form.addTitle')}
          schema={schoolCreateSchema}
          initialValues={{ time_zone: timeZone }}
          onSubmit={(values) => add.mutateAsync(values)}
          onSuccess={(saved) => notifications.show({ color: 'green', message: saved.detail })}
        >
          {select}
        </FormModal>
      )}
    </TimeZoneState>
  );
}

/** The fields whose value differs from the school's, or null when none does. */
function changedFields(school: SchoolSummaryRow, values: SchoolUpdateRequest): SchoolUpdateRequest | null {
  const current: Required<SchoolUpdateRequest> = { name: school.school_name, code: school.code, city: school.city, time_zone: school.time_zone };
  const changes = Object.fromEntries(
    (Object.keys(current) as (keyof SchoolUpdateRequest)[])
      .filter((key) => values[key] !== undefined && values[key] !== current[key])
      .map((key) => [key, values[key]]),
  ) as SchoolUpdateRequest;
  return Object.keys(changes).length ? changes : null;
}

/**
 * The time zone, a searchable select no FormModal field kind offers: it keeps its own value and hands it to the form
 * in `initialValues` (read again at each submit), where the contract's schema checks it.
 */
function TimeZoneState({ initial, children }: { initial: string; children: (timeZone: string, select: ReactNode) => ReactNode }) {
  const { t } = useTranslation('admin');
  const [timeZone, setTimeZone] = useState(initial);
  const data = useMemo(() => timeZones(initial), [initial]);
  const select = (
    <Select
      label={t('schools.form.timeZone')}
      description={t('schools.form.timeZoneHint')}
      placeholder={t('schools.form.timeZoneSearch')}
      nothingFoundMessage={t('schools.form.noTimeZone')}
      data={data}
      value={timeZone}
      onChange={(value) => value && setTimeZone(value)}
      searchable
      // Typing replaces the zone shown rather than adding to it.
      onFocus={(e) => e.currentTarget.select()}
      allowDeselect={false}
      required
      name="time_zone"
      data-testid="field-time_zone"
    />
  );
  return <>{children(timeZone, select)}</>;
}
