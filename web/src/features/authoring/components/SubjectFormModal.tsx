import { useMemo, useState, type ReactNode } from 'react';
import { MultiSelect } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  GRADES, createSubjectSchema, updateSubjectSchema, type AuthoringSubject, type UpdateSubjectRequest,
} from '@prayog/contract';
import { FormModal, type FormFieldSpec, type RawValue, type RawValues } from '../../../components/FormModal';
import { useSchoolSummaryRows } from '../../../api/admin';
import { useCreateSubject, useUpdateSubject } from '../../../api/authoring';

type FieldName = 'grade' | 'name' | 'slug' | 'description';

interface SubjectFormModalProps {
  opened: boolean;
  /** The subject edited; null adds one. */
  subject: AuthoringSubject | null;
  onClose: () => void;
  /** After a new subject is saved: its lessons open. */
  onCreated?: (subject: AuthoringSubject) => void;
}

/**
 * Add Subject / Edit Subject: grade, name, slug, description and the schools it is offered to. The server's refusals
 * stay in the form: a slug the grade already has (409) in the alert, a field's error (400) under the field.
 */
export function SubjectFormModal({ opened, subject, onClose, onCreated }: SubjectFormModalProps) {
  const { t } = useTranslation('authoring');
  const create = useCreateSubject();
  const update = useUpdateSubject();
  const fields = useMemo<FormFieldSpec<FieldName>[]>(() => [
    { name: 'grade', label: t('subjects.form.grade'), kind: 'select', options: GRADES.map((g) => ({ value: g, label: t('common.grade', { grade: g }) })) },
    { name: 'name', label: t('subjects.form.name'), kind: 'text', autoComplete: 'off' },
    { name: 'slug', label: t('subjects.form.slug'), kind: 'text', description: t('subjects.form.slugHint'), autoComplete: 'off' },
    { name: 'description', label: t('subjects.form.description'), kind: 'textarea' },
  ], [t]);
  const common = {
    opened,
    onClose,
    submitLabel: t('subjects.form.submit'),
    fields,
    errorFallback: t('subjects.form.failed'),
    testId: 'subject-form',
  };

  return subject ? (
    <SchoolsState key={`edit-${subject.id}-${opened}`} initial={subject.school_ids}>
      {(schoolIds, select) => (
        <FormModal
          {...common}
          title={t('subjects.form.editTitle')}
          schema={updateSubjectSchema}
          initialValues={{ grade: subject.grade, name: subject.name, slug: subject.slug, description: subject.description, school_ids: schoolIds }}
          onSubmit={async (values) => {
            const changes = changedFields(subject, values);
            return changes ? update.mutateAsync({ id: subject.id, changes }) : null;
          }}
          onSuccess={(saved) => notifications.show(saved
            ? { color: 'green', message: t('subjects.form.saved', { name: saved.name }) }
            : { color: 'blue', message: t('subjects.form.unchanged') })}
        >
          {select}
        </FormModal>
      )}
    </SchoolsState>
  ) : (
    <SchoolsState key={`add-${opened}`} initial={[]}>
      {(schoolIds, select) => (
        <FormModal
          {...common}
          title={t('subjects.form.addTitle')}
          schema={createSubjectSchema}
          initialValues={{ school_ids: schoolIds }}
          onValuesChange={fillSlug}
          onSubmit={(values) => create.mutateAsync(values)}
          onSuccess={(saved) => {
            notifications.show({ color: 'green', message: t('subjects.form.saved', { name: saved.name }) });
            onCreated?.(saved);
          }}
        >
          {select}
        </FormModal>
      )}
    </SchoolsState>
  );
}

/** A slug from a name ('Robotics Basics!' → 'robotics-basics'): lower-case letters and digits, hyphens between words. */
export function slugFromName(name: string): string {
  return name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80).replace(/-+$/, '');
}

/**
 * Fills a new subject's slug from its name as the author types it, until the author writes a slug of their own: the
 * slug follows the name while it is empty or still the one the previous name gave. An existing subject's slug is its
 * address and is never changed for them.
 */
function fillSlug(values: RawValues, previous: RawValues, setValue: (name: string, value: RawValue) => void) {
  const name = String(values.name ?? '');
  if (name === String(previous.name ?? '')) return;
  const slug = String(values.slug ?? '');
  if (slug === '' || slug === slugFromName(String(previous.name ?? ''))) setValue('slug', slugFromName(name));
}

/** The fields whose value differs from the subject's, or null when none does. */
function changedFields(subject: AuthoringSubject, values: z.output<typeof updateSubjectSchema>): UpdateSubjectRequest | null {
  const changes: UpdateSubjectRequest = {};
  if (values.grade !== undefined && values.grade !== subject.grade) changes.grade = values.grade;
  if (values.name !== undefined && values.name !== subject.name) changes.name = values.name;
  if (values.slug !== undefined && values.slug !== subject.slug) changes.slug = values.slug;
  if ((values.description ?? '') !== subject.description) changes.description = values.description ?? '';
  const schools = [...(values.school_ids ?? [])].sort((a, b) => a - b);
  if (schools.join() !== [...subject.school_ids].sort((a, b) => a - b).join()) changes.school_ids = schools;
  return Object.keys(changes).length ? changes : null;
}

/**
 * The schools the subject is offered to, a multi-select no FormModal field kind offers: it keeps its own value and
 * hands it to the form in `initialValues` (read again at each submit), where the contract's schema checks it.
 */
function SchoolsState({ initial, children }: { initial: readonly number[]; children: (schoolIds: number[], select: ReactNode) => ReactNode }) {
  const { t } = useTranslation('authoring');
  const schools = useSchoolSummaryRows();
  const [schoolIds, setSchoolIds] = useState<number[]>([...initial]);
  const data = useMemo(() => (schools.data ?? []).map((s) => ({ value: String(s.id), label: s.school_name })), [schools.data]);
  const select = (
    <MultiSelect
      label={t('subjects.form.schools')}
      description={t('subjects.form.schoolsHint')}
      placeholder={schools.isError ? t('subjects.form.schoolsFailed') : t('subjects.form.schoolsPlaceholder')}
      nothingFoundMessage={t('subjects.form.noSchools')}
      data={data}
      value={schoolIds.map(String)}
      onChange={(values) => setSchoolIds(values.map(Number))}
      searchable
      clearable
      hidePickedOptions
      name="school_ids"
      data-testid="field-school_ids"
    />
  );
  return <>{children(schoolIds, select)}</>;
}
