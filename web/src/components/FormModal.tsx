import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, List, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api';
import { FormField } from './FormField';
import {
  emptyFields, initialRawValues, isRequired, placeServerErrors, sortIssues, toSchemaInput,
  type FormFieldSpec, type ObjectSchema, type RawValues,
} from './form-values';

export type { FormFieldSpec, FormFieldKind, SelectOption } from './form-values';

/** The keys of a schema's object shape: what a field's `name` may be. */
export type SchemaField<S extends ObjectSchema> = Extract<keyof S['shape'], string>;

export interface FormModalProps<S extends ObjectSchema, R = unknown> {
  opened: boolean;
  /** Called to close (Cancel, Escape, the close button, and after a successful submit). */
  onClose: () => void;
  /** The spec's title ('Add Monthly Report'); also the dialog's accessible name. */
  title: string;
  /** The spec's submit text ('Save Changes'). */
  submitLabel: string;
  /** Shown on the submit button while `onSubmit` runs (default 'Saving...'). */
  busyLabel?: string;
  cancelLabel?: string;
  /** The contract's schema of the request body: validation, required marks and the submitted values come from it. */
  schema: S;
  /** The fields shown, in order. Keys of the schema without a field are taken from `initialValues`. */
  fields: readonly FormFieldSpec<SchemaField<S>>[];
  /** A modify form's current values (and any keys without a field, such as an id). */
  initialValues?: Partial<z.input<S>>;
  /** Sends the parsed values; a rejection keeps the modal open and shows the error. */
  onSubmit: (values: z.output<S>) => Promise<R>;
  /** After a successful submit, once the modal is closed: refresh the list here. */
  onSuccess?: (result: R) => void;
  /** Shown when the submit fails without a server detail (default 'Could not save. Please try again.'). */
  errorFallback?: string;
  size?: string;
  testId?: string;
  /**
   * A control no field kind covers (a student picker), shown after the fields. It keeps its own state and hands
   * its value to the form through `initialValues` (read again at submit), so the schema still checks it.
   */
  children?: ReactNode;
}

/**
 * A modal form driven by a contract schema: every field error at once under its field, the server's
 * detail and field errors after a failed submit, a busy label while sending; closes only on success.
 */
export function FormModal<S extends ObjectSchema, R = unknown>(props: FormModalProps<S, R>) {
  const { opened, onClose, title, size = 'lg', testId = 'form-modal' } = props;
  const { t } = useTranslation('components');
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => {} : onClose}
      title={title}
      size={size}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      data-testid={testId}
    >
      {/* Mounted only while open, so every opening starts from the initial values. */}
      {opened && <FormModalBody {...props} busy={busy} setBusy={setBusy} />}
    </Modal>
  );
}

interface BodyProps<S extends ObjectSchema, R> extends FormModalProps<S, R> {
  busy: boolean;
  setBusy: (busy: boolean) => void;
}

function FormModalBody<S extends ObjectSchema, R>(props: BodyProps<S, R>) {
  const { schema, fields, initialValues, onSubmit, onSuccess, onClose, submitLabel, busyLabel, cancelLabel, errorFallback, busy, setBusy, testId = 'form-modal', children } = props;
  const { t } = useTranslation('components');
  const initial = initialValues as Record<string, unknown> | undefined;
  const names = useMemo(() => new Set<string>(fields.map((field) => field.name)), [fields]);
  const required = useMemo(() => new Set(fields.filter((field) => isRequired(schema, field)).map((field) => field.name)), [schema, fields]);
  const form = useForm<RawValues>({ mode: 'controlled', initialValues: initialRawValues(fields, initial) });
  const [formError, setFormError] = useState<{ message: string | null; more: string[] } | null>(null);

  // After a failed attempt the first field in error gets the focus, so keyboard and screen-reader users land on it.
  const formRef = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const parsed = schema.safeParse(toSchemaInput(schema, fields, form.values, initial));
    if (!parsed.success) {
      const sorted = sortIssues(parsed.error.issues, {
        names, required, empty: emptyFields(fields, form.values), requiredText: t('form.required'),
      });
      form.setErrors(sorted.fields);
      if (sorted.form.length) setFormError({ message: null, more: sorted.form });
      setAttempts((n) => n + 1);
      return;
    }
    form.clearErrors();
    setBusy(true);
    let result: R;
    try {
      result = await onSubmit(parsed.data as z.output<S>);
    } catch (error) {
      setBusy(false);
      const fallback = errorFallback ?? t('form.failed');
      if (isApiError(error)) {
        const placed = placeServerErrors(error.fieldErrors, names);
        form.setErrors(placed.fields);
        const message = error.detail ?? fallback;
        setFormError({ message, more: placed.form.filter((line) => line !== message) });
      } else {
        setFormError({ message: fallback, more: [] });
      }
      setAttempts((n) => n + 1);
      return;
    }
    setBusy(false);
    onClose();
    onSuccess?.(result);
  };

  return (
    <form ref={formRef} onSubmit={(event) => void handleSubmit(event)} noValidate aria-busy={busy || undefined} data-testid={`${testId}-form`}>
      <Stack gap="sm">
        {formError && (
          <Alert color="red" variant="light" role="alert" data-testid={`${testId}-error`}>
            {formError.message}
            {formError.more.length > 0 && (
              <List size="sm" mt={formError.message ? 'xs' : 0}>
                {formError.more.map((line) => <List.Item key={line}>{line}</List.Item>)}
              </List>
            )}
          </Alert>
        )}
        {fields.map((field, index) => (
          <FormField key={field.name} field={field} form={form} required={required.has(field.name)} autoFocus={index === 0} />
        ))}
        {children}
        <Group justify="flex-end" gap="sm" mt="xs" wrap="wrap">
          <Button variant="default" onClick={onClose} disabled={busy} data-testid={`${testId}-cancel`}>
            {cancelLabel ?? t('form.cancel')}
          </Button>
          {/* data-disabled rather than disabled: the button keeps the focus while busy. */}
          <Button type="submit" data-disabled={busy || undefined} aria-disabled={busy || undefined} data-testid={`${testId}-submit`}>
            {busy ? (busyLabel ?? t('form.saving')) : submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
